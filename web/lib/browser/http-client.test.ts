// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { HTTPError } from 'ky'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_STATUS_CODES, createHttpClient, http } from './http-client'

/**
 * A real HTTP server on 127.0.0.1 that answers `/status/{code}` with that status (then 200 after
 * `?failures=n` failures) and counts the requests per path and method.
 */
let server: Server
let baseUrl: string
const hits = new Map<string, number[]>()
const count = (method: string, path: string) => hits.get(`${method} ${path}`)?.length ?? 0

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const key = `${request.method} ${url.pathname}`
    const times = hits.get(key) ?? []
    times.push(Date.now())
    hits.set(key, times)
    const failures = Number(url.searchParams.get('failures') ?? Infinity)
    const status = times.length > failures ? 200 : Number(url.pathname.split('/')[2] ?? 200)
    const retryAfter = url.searchParams.get('retryAfter')
    if (retryAfter && status !== 200) response.setHeader('Retry-After', retryAfter)
    request.resume()
    request.on('end', () => {
      response.writeHead(status, { 'Content-Type': 'text/plain' })
      response.end(status === 200 ? 'ok' : 'nope')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => hits.clear())

const client = () => createHttpClient({ baseUrl, backoffMs: 1, maxRetryAfterMs: 200 })

describe('http client', () => {
  it('retries exactly once for each listed status on GET', async () => {
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    for (const status of RETRY_STATUS_CODES) {
      const error = await client()
        .get(`status/${status}`)
        .text()
        .catch((caught: unknown) => caught)
      expect(error, String(status)).toBeInstanceOf(HTTPError)
      expect((error as HTTPError).response.status).toBe(status)
      expect(count('GET', `/status/${status}`), String(status)).toBe(2)
    }
  })

  it('does not retry 404 or 501', async () => {
    for (const status of [400, 404, 501]) {
      await expect(client().get(`status/${status}`).text()).rejects.toBeInstanceOf(HTTPError)
      expect(count('GET', `/status/${status}`), String(status)).toBe(1)
    }
  })

  it('never retries POST, PUT, PATCH or DELETE, even on 503', async () => {
    const api = client()
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await expect(api[method]('status/503', { body: 'x' }).text()).rejects.toBeInstanceOf(HTTPError)
      expect(count(method.toUpperCase(), '/status/503'), method).toBe(1)
    }
  })

  it('succeeds when the retry succeeds', async () => {
    await expect(client().get('status/502?failures=1').text()).resolves.toBe('ok')
    expect(count('GET', '/status/502')).toBe(2)
  })

  it('waits for Retry-After, capped', async () => {
    await expect(client().get('status/503?failures=1&retryAfter=5').text()).resolves.toBe('ok')
    const [first, second] = hits.get('GET /status/503')!
    // The 5 s Retry-After is capped at 200 ms, well above the 1 ms backoff.
    expect(second! - first!).toBeGreaterThanOrEqual(150)
    expect(second! - first!).toBeLessThan(2000)
  })

  it('exports one shared instance with the same rule', async () => {
    await expect(http.get(`${baseUrl}status/500?failures=1`).text()).resolves.toBe('ok')
    expect(count('GET', '/status/500')).toBe(2)
  })
})
