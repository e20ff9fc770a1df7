import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * What a server does as soon as it listens, before health says it can serve (README.md,
 * "Deploying": Health and restarts), by asking itself over HTTP, as a visitor would:
 *
 * 1. `POST /api/warm-up` (app/api/warm-up): when the embedded dataset is not the one the build's
 *    pages were prerendered from (content published while no server ran to be told, or a bundle
 *    started on another `CONTENT_DIR`), every page and read is expired once, so none is served from
 *    older content. A route, because only a request may revalidate; it answers only this process
 *    (a secret it alone knows).
 * 2. `GET /all-deals/warm-up`: a process's first render also loads and compiles the code of the
 *    layouts, the page and its components. Pages are served from the cache, so without this that
 *    first render could come long after the start: on the page an editor has just published, on
 *    every instance at once. Measured on this machine with two other busy processes on its two
 *    cores, a deal page rendered after a publish took 0.6–0.75 s on an instance that had only
 *    served cached pages since it started, and 0.2–0.3 s on one that had rendered this page
 *    first. The address is one no deal has: it is answered 404 (the not-found page in the site's
 *    layout, after the deal page's code has run) and leaves nothing in the cache.
 *
 * Until both are answered, or have failed, health says the instance is warming up.
 */

export const WARM_UP_PATH = '/all-deals/warm-up'
export const WARM_UP_ROUTE = '/api/warm-up'
/** Carries the process's secret to app/api/warm-up. */
export const WARM_UP_HEADER = 'x-warm-up'
/** A warm-up that takes longer has failed: health stops waiting for it. */
const WARM_UP_TIMEOUT_MS = 30_000

/** Shared through globalThis: the instrumentation hook and the routes are separate bundles. */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.warm-up')] ??= {
  warming: false,
  secret: randomBytes(24).toString('base64url'),
}) as { warming: boolean; secret: string }

/** Whether the warm-up is still under way (`/api/health`). */
export const warmingUp = (): boolean => state.warming

/** Whether a request carries this process's warm-up secret (app/api/warm-up). */
export function fromThisProcess(request: Request): boolean {
  const given = Buffer.from(request.headers.get(WARM_UP_HEADER) ?? '')
  const secret = Buffer.from(state.secret)
  return given.length === secret.length && timingSafeEqual(given, secret)
}

/**
 * Where a server started by `next start` or the bundle's `server.js` listens, from the variables
 * both read (`PORT`, default 3000; `HOSTNAME`, an address to listen on, so a wildcard is asked
 * on loopback).
 */
export function ownOrigin(variables: { PORT?: string; HOSTNAME?: string }): string {
  const host = variables.HOSTNAME
  const loopback = !host || host === '0.0.0.0' || host === '::' || !/^[\d.:a-f]+$/i.test(host)
  const address = loopback ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return `http://${address}:${variables.PORT || '3000'}`
}

/**
 * Warms the server at `origin` up (above) and says how long it took. Requests that arrive
 * meanwhile are served as usual. Next listens before it runs instrumentation, and holds the
 * requests made before it is ready until it is.
 */
export async function warmUp(origin: string): Promise<void> {
  state.warming = true
  const started = performance.now()
  try {
    const content = await fetch(new URL(WARM_UP_ROUTE, origin), {
      method: 'POST',
      headers: { [WARM_UP_HEADER]: state.secret },
      signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
    })
    const said = await content.text()
    if (!content.ok) console.error(`[warm-up] ${WARM_UP_ROUTE} answered ${content.status}: ${said}`)
    else if (said) console.info(`[warm-up] ${said}`)
    const response = await fetch(new URL(WARM_UP_PATH, origin), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) })
    await response.arrayBuffer()
    console.info(`[warm-up] the first render took ${Math.round(performance.now() - started)} ms (${response.status})`)
  } catch (error) {
    console.warn(`[warm-up] the first render failed, pages render cold: ${String(error)}`)
  } finally {
    state.warming = false
  }
}
