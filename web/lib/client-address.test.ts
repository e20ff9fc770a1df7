import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { clientFromChain, installClientAddressResolver, trustedForwardedFor } from './client-address'

describe('clientFromChain', () => {
  it('with no proxy in front, is the socket, whatever the client wrote', () => {
    expect(clientFromChain(undefined, '198.51.100.7', 0)).toBe('198.51.100.7')
    expect(clientFromChain('203.0.113.1', '198.51.100.7', 0)).toBe('198.51.100.7')
    expect(clientFromChain('203.0.113.1, 203.0.113.2', '198.51.100.7', 0)).toBe('198.51.100.7')
  })

  it('behind one proxy, is the entry that proxy appended: the last one', () => {
    // nginx appends the address it received from; anything before it came from the client.
    expect(clientFromChain('203.0.113.1, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientFromChain('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
  })

  it('behind two proxies, is the entry two places from the right', () => {
    expect(clientFromChain('forged, 198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('with fewer entries than proxies, is the farthest one known', () => {
    expect(clientFromChain(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
    expect(clientFromChain('', '10.0.0.2', 3)).toBe('10.0.0.2')
  })

  it('skips empty entries, so an empty or blank header is not an address', () => {
    expect(clientFromChain(' , ', '198.51.100.7', 0)).toBe('198.51.100.7')
    expect(clientFromChain(',198.51.100.7,', '10.0.0.2', 1)).toBe('198.51.100.7')
  })
})

describe('installClientAddressResolver', () => {
  it('replaces a forged X-Forwarded-For with the socket address, before the handler sees it', async () => {
    installClientAddressResolver(0)
    const seen: Headers[] = []
    const server = createServer((request, response) => {
      seen.push(new Headers(request.headers as Record<string, string>))
      response.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = (headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
          response.resume()
          response.on('end', resolve)
        })
        request.on('error', reject)
        request.end()
      })
    try {
      await get({ 'X-Forwarded-For': '203.0.113.66' })
      await get({ 'X-Forwarded-For': '' })
      await get({ 'X-Meridian-Client-Address': 'guessed', 'X-Forwarded-For': '203.0.113.67' })
    } finally {
      server.close()
    }
    expect(seen.map((headers) => trustedForwardedFor(headers))).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])

    // A request that never passed the resolver (here: headers made up in the test) is not believed.
    expect(trustedForwardedFor(new Headers({ 'x-forwarded-for': '203.0.113.66' }))).toBeUndefined()
    expect(
      trustedForwardedFor(new Headers({ 'x-forwarded-for': '203.0.113.66', 'x-meridian-client-address': 'guessed' })),
    ).toBeUndefined()
  })
})
