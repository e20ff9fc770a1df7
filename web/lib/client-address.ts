import { isIP } from 'node:net'

/**
 * Who sent a request, from its headers (README.md, "Client addresses"). Route handlers see
 * headers only, and Next's public surface gives them no socket: `next start` writes the socket's
 * address into `X-Forwarded-For` only when the request has none. So the address is trustworthy
 * only behind a reverse proxy that writes the header itself: deploy/nginx/meridian.conf sets it
 * to the address nginx resolved (`$remote_addr`, after `set_real_ip_from` for a CDN in front of
 * it) and the site runs with `TRUSTED_PROXY_HOPS=1`. With nothing in front (`npm start`), a
 * client that writes its own header chooses the address it is counted against: the per-address
 * limits then hold only for clients that do not.
 */

/**
 * The client's address from the `X-Forwarded-For` chain, trusting `hops` proxies: each appends
 * the address it received from, so the entry `hops` places from the right is the one the
 * farthest trusted proxy saw. With no proxy, the last entry (Next's socket address when the
 * client sent none). With fewer entries than that, the farthest one is all there is.
 */
export function clientFromChain(forwardedFor: string | null | undefined, hops: number): string {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return chain[Math.max(0, chain.length - Math.max(1, hops))] ?? ''
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
 * The address a request is counted against, as `countedAs` counts it, behind `hops` trusted
 * proxies (`TRUSTED_PROXY_HOPS`). Without a usable address every request shares UNKNOWN_CLIENT's
 * budget.
 */
export function clientAddress(headers: Headers, hops: number): string {
  return countedAs(clientFromChain(headers.get('x-forwarded-for'), hops))
}
