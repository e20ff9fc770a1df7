import ky, { type KyInstance } from 'ky'

/**
 * The site's HTTP client for its own GET calls (docs/behaviour.md, "Retries"): one ky instance that
 * retries a GET once on status 408, 409, 425, 429, 500, 502, 503 or 504, and never retries any
 * other method (a repeated POST could submit a lead twice). The retry rule is ky's own
 * (`retry.limit`, `methods`, `statusCodes`), not a hand-written loop.
 *
 * Delays: a short fixed backoff (300 ms); a `Retry-After` header on 429 or 503 (the statuses it
 * is defined for) is honoured, but never waited on for more than 3 s, so a page never hangs on a
 * server's long back-off. Network errors on a GET are retried once too (ky's behaviour).
 */

export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
export const RETRY_AFTER_STATUS_CODES = [429, 503]

export type HttpClientOptions = {
  /** Where relative URLs resolve (default: the page's own origin). */
  baseUrl?: string | URL
  /** Delay before the retry, in ms (default 300). */
  backoffMs?: number
  /** Longest `Retry-After` wait honoured, in ms (default 3000). */
  maxRetryAfterMs?: number
  /** Per-attempt timeout in ms (default 10 000). */
  timeoutMs?: number
  fetch?: typeof fetch
}

export function createHttpClient({
  baseUrl,
  backoffMs = 300,
  maxRetryAfterMs = 3_000,
  timeoutMs = 10_000,
  fetch,
}: HttpClientOptions = {}): KyInstance {
  return ky.create({
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(fetch === undefined ? {} : { fetch }),
    timeout: timeoutMs,
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [...RETRY_AFTER_STATUS_CODES],
      maxRetryAfter: maxRetryAfterMs,
      backoffLimit: backoffMs,
      delay: () => backoffMs,
    },
  })
}

/** The one client for the site's own GET calls (e.g. `http.get('/builds/latest.json').json()`). */
export const http = createHttpClient()
