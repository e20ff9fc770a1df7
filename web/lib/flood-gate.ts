import type { Refusal } from './before-next'
import { countedAs } from './client-address'
import { readsHtml, refusalPage } from './refusal-page'

/**
 * A budget per client address for the APIs the forms post to, kept in front of Next (README.md,
 * "Floods"; docs/security.md, "Floods").
 *
 * Anything Next answers costs its request handling first: on this project's 2-core machine the
 * App Router refuses about 2,000 junk POSTs a second and a page request waits behind them. A
 * request past this budget is answered 429 by Node's own server, before Next's request handler
 * runs (over 60,000 refusals a second), so one address flooding the lead or checkout API cannot
 * crowd out page visitors. The budget is the one `deploy/nginx/meridian.conf` gives the same
 * paths (2 a second, bursts of 20): a person sends a few forms a minute, so only a flood meets it,
 * and the site's own limit per minute (LEADS_RATE_LIMIT, counted in the database and shared by
 * the instances) stays the one a person can reach. Each process keeps its own buckets.
 */

/** The paths nginx's `limit_req` location covers: leads, the checkout's steps and form tokens. */
export const GATED_PATHS = /^\/api\/(?:crm\/contacts|checkout|form-token)(?:[/?]|$)/

export type FloodBudget = {
  /** Requests a second an address gets back; 0 turns the gate off. */
  perSecond: number
  /** Requests an address may send at once before the rate applies. */
  burst: number
}

/** The same answer as the site's own limiter and nginx's (forms show one message for all three). */
const REFUSAL = 'Too many requests; please try again later'
/** For a browser that posted a plain form (Book this deal): a page, as the checkout's own refusals. */
const REFUSAL_PAGE = refusalPage('Too many requests', 'Please wait a minute and try again, or call us.')

/**
 * A token bucket per key: each holds up to `burst` requests and refills at `perSecond`. At most
 * `maxKeys` are kept; when full, buckets that have refilled (an address quiet long enough) are
 * forgotten, and if too few were, the oldest go, which only gives those addresses their full burst
 * again. A tenth is freed each time, so a flood from many addresses pays for the scan once per
 * 10,000 new ones, not on every request.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    readonly budget: FloodBudget,
    readonly maxKeys = 100_000,
  ) {}

  /** Takes one request from `key`'s bucket: 0 when it may go on, else the seconds until it could. */
  take(key: string, nowMs: number): number {
    const { perSecond, burst } = this.budget
    let bucket = this.#buckets.get(key)
    if (!bucket) {
      if (this.#buckets.size >= this.maxKeys) this.#forget(nowMs)
      bucket = { tokens: burst, at: nowMs }
      this.#buckets.set(key, bucket)
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * perSecond)
    bucket.at = nowMs
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond))
  }

  #forget(nowMs: number): void {
    const { perSecond, burst } = this.budget
    for (const [key, { tokens, at }] of this.#buckets) {
      if (tokens + ((nowMs - at) / 1000) * perSecond >= burst) this.#buckets.delete(key)
    }
    const keep = Math.floor(this.maxKeys * 0.9)
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= keep) break
      this.#buckets.delete(key)
    }
  }
}

/**
 * The gate as a refusal for lib/before-next.ts, which runs it in front of Next (`instrumentation.ts`
 * installs it, after the client address resolver), or undefined when `perSecond` is 0. A request to
 * a gated path past its address's budget is answered here and never reaches Next. The address is
 * the one lib/client-address.ts resolved (its resolver runs when the request starts, before any
 * listener).
 */
export function floodGate(budget: FloodBudget): Refusal | undefined {
  if (budget.perSecond <= 0) return undefined
  const buckets = new TokenBuckets(budget)
  return (request, response, headers) => {
    if (!GATED_PATHS.test(request.url ?? '')) return false
    const forwarded = request.headers['x-forwarded-for']
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0] : undefined
    const address = countedAs(first ?? request.socket.remoteAddress ?? '')
    const retryAfter = buckets.take(address, performance.now())
    if (retryAfter === 0) return false
    const html = readsHtml(request.headers.accept)
    const body = html ? REFUSAL_PAGE : REFUSAL
    response.writeHead(429, {
      ...headers,
      'Content-Type': `${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfter),
      'X-Content-Type-Options': 'nosniff',
    })
    // Node reads and drops the unread body, so the connection stays usable.
    response.end(body)
    return true
  }
}
