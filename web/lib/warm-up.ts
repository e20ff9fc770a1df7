/**
 * A server renders one page as soon as it listens (README.md, "Deploying": Health and restarts).
 * A process's first render also loads and compiles the code of the layouts, the page and its
 * components. Pages are served from the cache, so without this that first render could come long
 * after the start: on the page an editor has just published, on every instance at once. Measured
 * on this machine with two other busy processes on its two cores, a deal page rendered after a
 * publish took 0.6–0.75 s on an instance that had only served cached pages since it started, and
 * 0.2–0.3 s on one that had rendered this page first.
 *
 * The address is one no deal has: it is answered 404 (the not-found page in the site's layout,
 * after the deal page's code has run, through the kept pages' route as a visitor's request goes)
 * and leaves nothing in the cache (cache-handler.ts, `foundNothing`). Until it has been answered,
 * or has failed, health says the instance is warming up.
 */

export const WARM_UP_PATH = '/all-deals/warm-up'
/** A warm-up that takes longer has failed: health stops waiting for it. */
const WARM_UP_TIMEOUT_MS = 30_000

/** Shared through globalThis: the instrumentation hook and the health route are separate bundles. */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.warm-up')] ??= {
  warming: false,
}) as { warming: boolean }

/** Whether the first render is still under way (`/api/health`). */
export const warmingUp = (): boolean => state.warming

/**
 * Requests the warm-up page from `origin`, this server's own address, and says how long it took.
 * Requests that arrive meanwhile are served as usual.
 */
export async function warmUp(origin: string): Promise<void> {
  state.warming = true
  const started = performance.now()
  try {
    const response = await fetch(new URL(WARM_UP_PATH, origin), {
      headers: { 'accept-encoding': 'gzip' },
      signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    console.info(`[warm-up] the first render took ${Math.round(performance.now() - started)} ms (${response.status})`)
  } catch (error) {
    console.warn(`[warm-up] the first render failed, pages render cold: ${String(error)}`)
  } finally {
    state.warming = false
  }
}
