import { describe, expect, it } from 'vitest'
import { clientAddress, clientFromChain, UNKNOWN_CLIENT } from './client-address'

describe('clientFromChain', () => {
  it('with no proxy in front, is the last entry: the one Next writes when the client sent none', () => {
    expect(clientFromChain('198.51.100.7', 0)).toBe('198.51.100.7')
    expect(clientFromChain('203.0.113.1, 198.51.100.7', 0)).toBe('198.51.100.7')
  })

  it('behind one proxy, is the entry that proxy wrote or appended: the last one', () => {
    // nginx writes the address it resolved; anything before it came from the client.
    expect(clientFromChain('203.0.113.1, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientFromChain('198.51.100.7', 1)).toBe('198.51.100.7')
  })

  it('behind two proxies, is the entry two places from the right', () => {
    expect(clientFromChain('forged, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7')
  })

  it('with fewer entries than proxies, is the farthest one known', () => {
    expect(clientFromChain('10.0.0.2', 3)).toBe('10.0.0.2')
    expect(clientFromChain(undefined, 1)).toBe('')
  })

  it('skips empty entries, so an empty or blank header is not an address', () => {
    expect(clientFromChain(' , ', 0)).toBe('')
    expect(clientFromChain(',198.51.100.7,', 1)).toBe('198.51.100.7')
  })
})

describe('clientAddress', () => {
  const from = (value?: string, hops = 1) =>
    clientAddress(new Headers(value === undefined ? {} : { 'x-forwarded-for': value }), hops)

  it('takes the entry the trusted proxy wrote, not one the client sent before it', () => {
    expect(from('10.0.0.1, 203.0.113.9')).toBe('203.0.113.9')
    expect(from('203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9')
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
