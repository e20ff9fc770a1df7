import { readFile } from 'node:fs/promises'
import http2 from 'node:http2'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startLake } from '../src/index.ts'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

function h2Request(session: http2.ClientHttp2Session, path: string, headers: http2.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers })
    let body = ''
    let responseHeaders: http2.IncomingHttpHeaders = {}
    stream.on('response', (received) => (responseHeaders = received))
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()))
    stream.on('end', () => resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body }))
    stream.on('error', reject)
    stream.end()
  })
}

describe('transport', () => {
  it('speaks HTTP/2 over TLS with the generated certificate, on the same port as plain HTTP', async () => {
    const ca = await readFile(lake.certPath, 'utf8')
    const session = http2.connect(lake.httpsUrl, { ca })
    try {
      const [ping, query] = await Promise.all([
        h2Request(session, '/v2025-02-19/ping'),
        h2Request(
          session,
          `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "deal"])')}`,
        ),
      ])
      expect(session.alpnProtocol).toBe('h2')
      expect(ping).toMatchObject({ status: 200, body: 'PONG' })
      expect(JSON.parse(query.body).result).toBe(54)
      // Many concurrent long-lived listeners share the one connection.
      const listeners = Array.from({ length: 8 }, () =>
        session.request({
          ':path': `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "deal"]')}`,
          authorization: `Bearer ${lake.token}`,
        }),
      )
      const welcomes = await Promise.all(
        listeners.map(
          (stream) =>
            new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
        ),
      )
      expect(welcomes.every((text) => text.startsWith('event: welcome'))).toBe(true)
      for (const stream of listeners) stream.close()
    } finally {
      session.close()
    }
    const plain = await fetch(`${lake.url}/v1/ping`)
    expect(await plain.text()).toBe('PONG')
  })

  it("admits the Studio's origin to CORS, and no other page, not even one on this machine", async () => {
    const preflight = (origin: string) =>
      fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })
    const studio = await preflight('http://localhost:3333')
    expect(studio.status).toBe(204)
    expect(studio.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(studio.headers.get('access-control-allow-credentials')).toBe('true')
    expect(studio.headers.get('access-control-allow-headers')).toContain('authorization')
    const read = await fetch(`${lake.url}/v1/ping`, { headers: { origin: 'http://localhost:3333' } })
    expect(read.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')

    // The site's origin, another local dev server, the Studio under another host name, elsewhere.
    for (const origin of [
      'http://localhost:3000',
      'https://127.0.0.1:5173',
      'http://127.0.0.1:3333',
      'https://evil.example',
      'null',
    ]) {
      const refused = await preflight(origin)
      expect(refused.status).toBe(403)
      const simple = await fetch(`${lake.url}/v1/ping`, { headers: { origin } })
      expect(await simple.text()).toBe('PONG')
      for (const response of [refused, simple]) {
        const allowHeaders = [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow-'))
        expect(allowHeaders, origin).toEqual([])
        expect(response.headers.get('timing-allow-origin'), origin).toBeNull()
      }
    }
  })

  it('says in its log, once per origin, why a browser request was refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      for (let i = 0; i < 3; i++)
        await (await fetch(`${lake.url}/v1/ping`, { headers: { origin: 'http://127.0.0.1:3999' } })).text()
      await (await fetch(`${lake.url}/v1/ping`, { headers: { origin: 'http://localhost:3333' } })).text()
      expect(warn.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^\[lake\] refused a browser request from http:\/\/127\.0\.0\.1:3999: only the Studio at http:\/\/localhost:3333 may call the lake/,
          ),
        ],
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('takes the Studio origin from its URL (SANITY_STUDIO_URL)', async () => {
    const other = await startTestLake({ studioUrl: 'http://localhost:3537/desk' })
    try {
      const origin = async (value: string) =>
        (await fetch(`${other.url}/v1/ping`, { headers: { origin: value } })).headers.get('access-control-allow-origin')
      expect(await origin('http://localhost:3537')).toBe('http://localhost:3537')
      expect(await origin('http://localhost:3333')).toBeNull()
    } finally {
      await other.dispose()
    }
  })

  it('refuses to listen on a non-loopback address', async () => {
    await expect(startLake({ contentDir: lake.contentDir, stateDir: lake.stateDir, host: '0.0.0.0' })).rejects.toThrow(
      /loopback/,
    )
  })
})
