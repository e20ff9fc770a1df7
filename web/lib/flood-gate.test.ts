import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { installClientAddressResolver } from './client-address'
import { GATED_PATHS, installFloodGate, TokenBuckets } from './flood-gate'

describe('TokenBuckets', () => {
  it('lets an address send its burst at once, then its rate', () => {
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 })
    expect([0, 0, 0, 0].map(() => buckets.take('198.51.100.7', 1_000))).toEqual([0, 0, 0, 1])
    // Half a second later one request is back; a second after that, two.
    expect(buckets.take('198.51.100.7', 1_500)).toBe(0)
    expect(buckets.take('198.51.100.7', 1_500)).toBeGreaterThan(0)
    expect(buckets.take('198.51.100.7', 2_500)).toBe(0)
    expect(buckets.take('198.51.100.7', 2_500)).toBe(0)
    expect(buckets.take('198.51.100.7', 2_500)).toBeGreaterThan(0)
  })

  it('keeps each address to its own budget', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 })
    expect(buckets.take('198.51.100.7', 0)).toBe(0)
    expect(buckets.take('198.51.100.7', 0)).toBe(1)
    expect(buckets.take('198.51.100.8', 0)).toBe(0)
  })

  it('says how long until the next request would go through', () => {
    const buckets = new TokenBuckets({ perSecond: 0.1, burst: 1 })
    buckets.take('198.51.100.7', 0)
    expect(buckets.take('198.51.100.7', 0)).toBe(10)
    expect(buckets.take('198.51.100.7', 4_000)).toBe(6)
  })

  it('holds a bounded number of addresses: quiet ones are forgotten first, then the oldest', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 2 }, 3)
    buckets.take('a', 0)
    buckets.take('a', 0)
    buckets.take('b', 0)
    buckets.take('b', 0)
    buckets.take('c', 0)
    buckets.take('c', 0)
    // At 1.5 s nobody has refilled (they each spent 2 of 2): the oldest, a, makes room for d.
    expect(buckets.take('d', 1_500)).toBe(0)
    expect(buckets.take('a', 1_500)).toBe(0)
    expect(buckets.take('a', 1_500)).toBe(0)
    // b was forgotten to make room for a; c still remembers its spent budget (1.5 of 2 back).
    expect(buckets.take('c', 1_500)).toBe(0)
    expect(buckets.take('c', 1_500)).toBeGreaterThan(0)
  })
})

describe('GATED_PATHS', () => {
  it("covers the lead, checkout and form-token APIs, as nginx's limit does", () => {
    for (const path of [
      '/api/crm/contacts',
      '/api/checkout',
      '/api/checkout/abc/2',
      '/api/form-token',
      '/api/form-token?x=1',
    ])
      expect(GATED_PATHS.test(path), path).toBe(true)
    for (const path of ['/', '/api/build', '/api/revalidate', '/api/checkouts', '/checkout/abc', '/api/crm/contacts2'])
      expect(GATED_PATHS.test(path), path).toBe(false)
  })
})

describe('installFloodGate', () => {
  it("answers 429 past an address's budget before the server's own handler runs", async () => {
    installClientAddressResolver(0)
    installFloodGate({ perSecond: 0.01, burst: 3 })
    const handled: string[] = []
    const server = createServer((request, response) => {
      handled.push(request.url ?? '')
      response.end('handled')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const send = (path: string, localAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
      new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path, method: 'POST', localAddress, headers },
          (response) => {
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => (body += chunk))
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }),
            )
          },
        )
        request.on('error', reject)
        request.end('{"type":"subscribe"}')
      })
    try {
      const flood = []
      for (let i = 0; i < 5; i++) flood.push(await send('/api/crm/contacts'))
      expect(flood.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
      expect(flood[3]).toMatchObject({ body: 'Too many requests; please try again later' })
      expect(Number(flood[3]!.retryAfter)).toBeGreaterThan(0)
      // A forged X-Forwarded-For does not buy a new budget: the socket's address is counted.
      expect((await send('/api/crm/contacts', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429)
      // Another address, and the paths outside the gate, are answered as usual.
      expect((await send('/api/crm/contacts', '127.0.0.2')).status).toBe(200)
      expect((await send('/all-deals', '127.0.0.1')).status).toBe(200)
    } finally {
      server.close()
    }
    expect(handled).toEqual([
      '/api/crm/contacts',
      '/api/crm/contacts',
      '/api/crm/contacts',
      '/api/crm/contacts',
      '/all-deals',
    ])
  })
})
