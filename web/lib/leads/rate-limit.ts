import 'server-only'
import { isIP } from 'node:net'
import { lt, sql } from 'drizzle-orm'
import { trustedForwardedFor } from '../client-address.ts'
import { getDb } from './db.ts'
import { rateLimits } from './tables.ts'

/**
 * A fixed-window counter per client address, kept in the database so that every instance
 * of the site counts against the same budget. One upsert per request; windows start on the
 * minute (of the application's clock, so instances need roughly synchronised clocks, which
 * NTP gives). A fixed window lets a client send up to twice the limit across a window
 * boundary; for a lead form that is an acceptable price for one statement per request.
 */

export const RATE_WINDOW_MS = 60_000

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

export async function consumeRateLimit(
  key: string,
  limit: number,
  now = Date.now(),
  windowMs = RATE_WINDOW_MS,
): Promise<RateDecision> {
  const db = await getDb()
  const windowStart = now - (now % windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  const count = row?.count ?? 1
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  }
}

/** Deletes finished windows (run by the periodic sweep; the table holds live ones only). */
export async function pruneRateLimits(now = Date.now(), windowMs = RATE_WINDOW_MS): Promise<void> {
  const db = await getDb()
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - (now % windowMs))))
}

/** The key for visitors whose address is unknown: they share one budget. */
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
 * The address a request is counted against: the one lib/client-address.ts resolved from the
 * socket and the trusted proxies (README.md, "Client addresses"), which it leaves as the only
 * X-Forwarded-For entry. Without a usable address every request shares UNKNOWN_CLIENT's budget.
 * IPv6 clients usually own a whole /64, so they are counted per /64 rather than per address.
 */
export function clientAddress(headers: Headers): string {
  const first = trustedForwardedFor(headers)?.split(',')[0]?.trim().toLowerCase() ?? ''
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
