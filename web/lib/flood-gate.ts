import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import { countedAs } from './client-address'
import { readsHtml, refusalPage } from './refusal-page'
import { securityHeaders } from './security-headers'

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
 * Runs before the server's own request listeners: a gated request past its address's budget is
 * answered here and never reaches them. The address is the one lib/client-address.ts resolved
 * (its resolver runs when the request starts, before any listener).
 */
function gatedListener(buckets: TokenBuckets, listeners: RequestListener[], server: Server): RequestListener {
  // What every answer carries (docs/security.md), from the variables this process runs with.
  const headers = Object.fromEntries(securityHeaders(process.env).map(({ key, value }) => [key, value]))
  return (request: IncomingMessage, response: ServerResponse) => {
    if (GATED_PATHS.test(request.url ?? '')) {
      const forwarded = request.headers['x-forwarded-for']
      const first = typeof forwarded === 'string' ? forwarded.split(',')[0] : undefined
      const address = countedAs(first ?? request.socket.remoteAddress ?? '')
      const retryAfter = buckets.take(address, performance.now())
      if (retryAfter > 0) {
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
        return
      }
    }
    for (const listener of listeners) listener.call(server, request, response)
  }
}

// One gate per process on globalThis: instrumentation and route handlers are separate bundles.
const GATE = Symbol.for('meridian.flood-gate')

/**
 * Puts the gate in front of every HTTP server of this process (`next start` has one): on a
 * server's first request its `request` listeners are moved behind the gate. `instrumentation.ts`
 * calls it at start, after the client address resolver.
 */
export function installFloodGate(budget: FloodBudget): void {
  const scope = globalThis as { [GATE]?: true }
  if (budget.perSecond <= 0 || scope[GATE]) return
  scope[GATE] = true
  const buckets = new TokenBuckets(budget)
  const gated = new WeakSet<Server>()
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server }
    if (gated.has(server)) return
    gated.add(server)
    // The request being started is emitted after this returns, so it already meets the gate.
    const listeners = server.listeners('request') as RequestListener[]
    server.removeAllListeners('request')
    server.on('request', gatedListener(buckets, listeners, server))
  })
}
