import { readFile } from 'node:fs/promises'
import http2 from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

  it('answers CORS preflights for loopback origins only', async () => {
    const preflight = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3333',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')

    const foreign = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const simple = await fetch(`${lake.url}/v1/ping`, { headers: { origin: 'https://127.0.0.1:3000' } })
    expect(simple.headers.get('access-control-allow-origin')).toBe('https://127.0.0.1:3000')
  })

  it('refuses to listen on a non-loopback address', async () => {
    await expect(startLake({ contentDir: lake.contentDir, stateDir: lake.stateDir, host: '0.0.0.0' })).rejects.toThrow(
      /loopback/,
    )
  })
})
