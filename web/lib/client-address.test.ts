import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  clientFromChain,
  installClientAddressResolver,
  trustedForwardedFor,
  UNKNOWN_CLIENT,
} from './client-address'

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

describe('clientAddress', () => {
  const from = (value?: string) => clientAddress(new Headers(value === undefined ? {} : { 'x-forwarded-for': value }))

  it('takes the first X-Forwarded-For entry', () => {
    expect(from('203.0.113.9, 10.0.0.1')).toBe('203.0.113.9')
    expect(from('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('counts IPv6 clients per /64', () => {
    expect(from('2001:db8:abcd:12:1::7')).toBe('2001:0db8:abcd:0012::/64')
    expect(from('2001:db8:abcd:12:ffff::1')).toBe('2001:0db8:abcd:0012::/64')
    expect(from('[2001:DB8::1]')).toBe('2001:0db8:0000:0000::/64')
  })

  it('shares one budget among requests without a usable address', () => {
    expect(from()).toBe(UNKNOWN_CLIENT)
    expect(from('')).toBe(UNKNOWN_CLIENT)
    expect(from('not-an-address')).toBe(UNKNOWN_CLIENT)
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
