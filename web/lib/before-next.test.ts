import { Agent, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { httpText } from '../../testing/http.ts'
import { installBeforeNext } from './before-next'

/** What "Next" (the server's own listener) was asked, and what the routes in front of it were. */
const seenByNext: string[] = []
const seenByRoute: string[] = []
const server = createServer((request, response) => {
  seenByNext.push(`${request.method} ${request.url}`)
  response.end('from next')
})
let port = 0
// One connection for every request, so a body left unread would stall the requests after it.
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  installBeforeNext({
    // A kept page: answered, not there (Next answers), or failed (logged; Next answers).
    pages: (request, response, headers) => {
      const kept = request.url?.match(/^\/kept\/(\w+)$/)?.[1]
      if (!kept) return undefined
      if (kept === 'broken') return Promise.reject(new Error('the cache could not be read'))
      if (kept === 'missing') return Promise.resolve(false)
      return new Promise((resolve) =>
        setTimeout(() => {
          response.writeHead(200, headers).end(`kept ${kept}`)
          resolve(true)
        }, 5),
      )
    },
    routes: {
      'POST /api/lead': async (request) => {
        seenByRoute.push(new URL(request.url).pathname)
        if (request.headers.get('x-refuse')) return new Response('Too large', { status: 413 })
        if (request.headers.get('x-cap')) {
          // As lib/http.ts's readCapped does past its cap: the first chunk, then cancel.
          const reader = request.body!.getReader()
          await reader.read()
          await reader.cancel()
          return new Response('Too large', { status: 413 })
        }
        if (request.headers.get('x-fail')) throw new Error('the handler broke')
        const body = await request.text()
        return new Response(`read ${body.length} bytes of ${request.headers.get('content-type')}`, {
          status: 201,
          headers: { 'Content-Type': 'text/plain', 'X-Lead-Reference': 'MB-TEST' },
        })
      },
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  agent.destroy()
  server.close()
})

const send = (method: string, path: string, body = '', headers: Record<string, string> = {}) =>
  httpText(
    { host: '127.0.0.1', port, path, method, agent, headers: { 'Content-Type': 'application/json', ...headers } },
    body,
  )

describe('installBeforeNext', () => {
  it("answers a listed route with its handler, with the site's headers, and leaves the rest to Next", async () => {
    const lead = await send('POST', '/api/lead?utm_source=x', '{"type":"subscribe"}')
    expect(lead).toMatchObject({ status: 201, body: 'read 20 bytes of application/json' })
    expect(lead.headers).toMatchObject({
      'x-lead-reference': 'MB-TEST',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-length': '33',
    })
    expect(lead.headers['content-security-policy']).toContain("default-src 'self'")

    expect((await send('GET', '/api/lead')).body).toBe('from next')
    expect((await send('POST', '/api/lead/')).body).toBe('from next')
    expect((await send('POST', '/api/leads')).body).toBe('from next')
    expect(seenByNext).toEqual(['GET /api/lead', 'POST /api/lead/', 'POST /api/leads'])
  })

  it('answers 500 when the handler throws, logs why, and the connection serves the next request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await send('POST', '/api/lead', '{}', { 'X-Fail': '1' })).status).toBe(500)
    expect(logged).toHaveBeenCalledWith('[server] POST /api/lead failed: the handler broke')
    logged.mockRestore()
    expect((await send('POST', '/api/lead', '{}')).status).toBe(201)
  })

  it('drops a body the handler did not read, so the same connection goes on', async () => {
    const large = 'x'.repeat(1_000_000)
    expect((await send('POST', '/api/lead', large, { 'X-Refuse': '1' })).status).toBe(413)
    expect(await send('POST', '/api/lead', '{"a":1}')).toMatchObject({
      status: 201,
      body: expect.stringContaining('7 bytes'),
    })
    expect(seenByRoute.length).toBeGreaterThanOrEqual(4)
  })

  it('drops the rest of a body the handler stopped reading, without an error after it', async () => {
    const errors: unknown[] = []
    const record = (error: unknown) => errors.push(error)
    process.on('uncaughtException', record)
    try {
      const large = 'x'.repeat(1_000_000)
      expect((await send('POST', '/api/lead', large, { 'X-Cap': '1' })).status).toBe(413)
      expect((await send('POST', '/api/lead', '{}')).status).toBe(201)
      // The request's end arrives after the handler cancelled its stream.
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      process.off('uncaughtException', record)
    }
    expect(errors).toEqual([])
  })

  it('lets the kept pages answer what they keep, and leaves to Next what they do not or cannot', async () => {
    seenByNext.length = 0
    const page = await send('GET', '/kept/deal')
    expect(page).toMatchObject({ status: 200, body: 'kept deal' })
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect((await send('GET', '/kept/missing')).body).toBe('from next')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await send('GET', '/kept/broken')).body).toBe('from next')
    expect(logged).toHaveBeenCalledWith('[server] GET /kept/broken from its kept copy failed:', expect.any(Error))
    logged.mockRestore()
    expect((await send('GET', '/elsewhere')).body).toBe('from next')
    expect(seenByNext).toEqual(['GET /kept/missing', 'GET /kept/broken', 'GET /elsewhere'])
  })
})
