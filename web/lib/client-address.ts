import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { isIP, type Socket } from 'node:net'

/**
 * Who sent a request, decided where the socket is still known (README.md, "Client addresses").
 *
 * Route handlers see headers only. `next start` writes the socket's address into
 * `X-Forwarded-For` only when the request has none, so a client that sends its own header
 * would choose the address it is counted against. This module runs for every request as Node
 * receives it (the `http.server.request.start` diagnostics channel, published before any
 * handler runs) and replaces the header with the one address it trusts: the socket's, or, behind
 * `TRUSTED_PROXY_HOPS` reverse proxies that each append the address they saw, the entry that
 * many places from the right. It marks the request with a value only this process knows, so a
 * request that reached a handler without passing here (one that arrived while the server was
 * still starting) is not believed either.
 */

/** The header the resolver marks its requests with; its value is this process's secret. */
const MARK_HEADER = 'x-meridian-client-address'

type Resolver = { secret: string }
// One object per process on globalThis: instrumentation and route handlers are separate bundles.
const RESOLVER = Symbol.for('meridian.client-address')
const installed = () => (globalThis as { [RESOLVER]?: Resolver })[RESOLVER]

/**
 * The client's address from the forwarded chain and the socket's address, trusting `hops`
 * proxies: each appends the address it received from, so the last `hops` entries (the socket
 * counting as the last) are proxies and the one before them is the client. With fewer entries
 * than that, the farthest one is all there is.
 */
export function clientFromChain(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number) {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (socketAddress) chain.push(socketAddress)
  return chain[Math.max(0, chain.length - 1 - hops)] ?? ''
}

/** Subscribes the resolver (once per process); `instrumentation.ts` calls it at start. */
export function installClientAddressResolver(trustedProxyHops: number): void {
  if (installed()) return
  const resolver: Resolver = { secret: randomUUID() }
  ;(globalThis as { [RESOLVER]?: Resolver })[RESOLVER] = resolver
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    const forwarded = request.headers['x-forwarded-for']
    const chain = Array.isArray(forwarded) ? forwarded.join(',') : forwarded
    request.headers['x-forwarded-for'] = clientFromChain(chain, socket.remoteAddress, trustedProxyHops)
    request.headers[MARK_HEADER] = resolver.secret
  })
}

/**
 * The `X-Forwarded-For` value to believe for a request, or undefined when there is none: with the
 * resolver installed, only what it wrote; without it (a handler called directly, as the unit
 * tests do), the header as given.
 */
export function trustedForwardedFor(headers: Headers): string | undefined {
  const resolver = installed()
  if (resolver && headers.get(MARK_HEADER) !== resolver.secret) return undefined
  return headers.get('x-forwarded-for') ?? undefined
}

/** The budget shared by requests without a usable address. */
export const UNKNOWN_CLIENT = 'unknown'

/** Expands an IPv6 address to eight groups (for the /64 prefix below). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // A trailing dotted IPv4 part (64:ff9b::1.2.3.4) stands for two groups.
  const dotted = address.includes('.') ? 1 : 0
  const missing = tail === undefined ? 0 : 8 - left.length - right.length - dotted
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'))
}

/**
 * What an address is counted as: an IPv4 address (also when written IPv4-mapped) as it is, an
 * IPv6 address per /64 (a client usually owns a whole /64), anything else as UNKNOWN_CLIENT.
 */
export function countedAs(value: string): string {
  const first = value.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(first)?.[1]
  const address = mapped ?? first.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  switch (isIP(address)) {
    case 4:
      return address
    case 6:
      return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
    default:
      return UNKNOWN_CLIENT
  }
}

/**
 * The address a request is counted against: the one the resolver above left as the only
 * X-Forwarded-For entry (README.md, "Client addresses"), as `countedAs` counts it. Without a
 * usable address every request shares UNKNOWN_CLIENT's budget.
 */
export function clientAddress(headers: Headers): string {
  return countedAs(trustedForwardedFor(headers)?.split(',')[0] ?? '')
}
