import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { installClientAddressResolver } from './client-address'
import { httpText } from '../../testing/http.ts'
import { installBeforeNext } from './before-next'
import { floodGate, GATED_PATHS, TokenBuckets } from './flood-gate'

/** What `count` requests from `key` at one moment are told: 0 for each let through. */
const takes = (buckets: TokenBuckets, key: string, at: number, count: number) =>
  Array.from({ length: count }, () => buckets.take(key, at))

describe('TokenBuckets', () => {
  it('lets an address send its burst at once, then its rate', () => {
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 })
    expect(takes(buckets, '198.51.100.7', 1_000, 4)).toEqual([0, 0, 0, 1])
    // Half a second later one request is back; a second after that, two.
    expect(takes(buckets, '198.51.100.7', 1_500, 2)).toEqual([0, 1])
    expect(takes(buckets, '198.51.100.7', 2_500, 3)).toEqual([0, 0, 1])
  })

  it('keeps each address to its own budget', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 })
    expect(takes(buckets, '198.51.100.7', 0, 2)).toEqual([0, 1])
    expect(takes(buckets, '198.51.100.8', 0, 1)).toEqual([0])
  })

  it('says how long until the next request would go through', () => {
    const buckets = new TokenBuckets({ perSecond: 0.1, burst: 1 })
    expect(takes(buckets, '198.51.100.7', 0, 2)).toEqual([0, 10])
    expect(buckets.take('198.51.100.7', 4_000)).toBe(6)
  })

  it('holds a bounded number of addresses: quiet ones are forgotten first, then the oldest', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 2 }, 3)
    for (const key of ['a', 'b', 'c']) takes(buckets, key, 0, 2)
    // At 1.5 s nobody has refilled (they each spent 2 of 2): the oldest, a, makes room for d.
    expect(takes(buckets, 'd', 1_500, 1)).toEqual([0])
    // b was forgotten to make room for a, which has its whole burst again; c still remembers its
    // spent budget (1.5 of 2 back).
    expect(takes(buckets, 'a', 1_500, 2)).toEqual([0, 0])
    expect(takes(buckets, 'c', 1_500, 2)).toEqual([0, 1])
  })

  it('frees a tenth of a full memory at once, so a flood from many addresses does not scan it each time', () => {
    const buckets = new TokenBuckets({ perSecond: 0.001, burst: 1 }, 20)
    for (let n = 0; n < 20; n++) buckets.take(`198.51.100.${n}`, 0)
    buckets.take('203.0.113.1', 1)
    // The two oldest were forgotten at once: the second has its whole burst back, the third none.
    expect(takes(buckets, '198.51.100.1', 2, 1)).toEqual([0])
    expect(takes(buckets, '198.51.100.2', 2, 1)[0]).toBeGreaterThan(0)
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

describe('floodGate', () => {
  it("answers 429 past an address's budget before the server's own handler runs", async () => {
    installClientAddressResolver(0)
    installBeforeNext({ refuse: floodGate({ perSecond: 0.01, burst: 3 }) })
    const handled: string[] = []
    const server = createServer((request, response) => {
      handled.push(request.url ?? '')
      response.end('handled')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const send = (path: string, localAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
      httpText({ host: '127.0.0.1', port, path, method: 'POST', localAddress, headers }, '{"type":"subscribe"}')
    try {
      const flood = []
      for (let i = 0; i < 5; i++) flood.push(await send('/api/crm/contacts'))
      expect(flood.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429])
      expect(flood[3]).toMatchObject({ body: 'Too many requests; please try again later' })
      expect(Number(flood[3]!.headers['retry-after'])).toBeGreaterThan(0)
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
