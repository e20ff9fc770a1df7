/**
 * Clean restarts (README.md, "Deploying": Health and restarts), through Next's documented switch
 * `NEXT_MANUAL_SIG_HANDLE`: with it set, Next leaves SIGTERM to the application, and this module
 * takes it.
 *
 * 1. Notice: /api/health answers 503 while the instance still serves everything, for NOTICE_MS,
 *    so a balancer that polls health takes it out of rotation first.
 * 2. Closing: every page (`proxy.ts`) and every write (`whileServing`) that arrives from then on
 *    is answered 503 before any work, which nginx passes to another instance
 *    (deploy/nginx/meridian.conf, `proxy_next_upstream http_503`); the writes already under way
 *    finish, and pages get CLOSING_GRACE_MS to.
 * 3. The work that outlives responses (CRM deliveries, the lead store) finishes, and the process
 *    exits; nginx finds the port closed and skips the instance.
 *
 * Whatever is not done DRAIN_MS after the signal is abandoned: an unfinished delivery stays in the
 * outbox for another instance's sweep. Without `NEXT_MANUAL_SIG_HANDLE`, Next's own SIGTERM
 * handling applies (the port closes at once, with no notice on health).
 */

/**
 * How long an instance keeps serving after SIGTERM, with health already answering 503. Longer
 * than nginx keeps an idle connection to it (deploy/nginx/meridian.conf: 1 s).
 */
export const NOTICE_MS = 2_000
/** How long pages under way at closing get to finish: a render here takes tens of milliseconds. */
const CLOSING_GRACE_MS = 500
/** The most a shutdown takes, from SIGTERM to exit. */
export const DRAIN_MS = 10_000

type State = { draining: boolean; closing: boolean; writes: number }
// One per process, on globalThis: instrumentation, the proxy and each route are separate bundles.
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.shutdown')] ??= {
  draining: false,
  closing: false,
  writes: 0,
}) as State

/** Whether this instance received SIGTERM: /api/health answers 503 from then on. */
export const draining = () => state.draining

/** Whether this instance has stopped taking work: pages and writes are answered 503. */
export const closing = () => state.closing

/** The answer to a request that arrives once the instance is closing; nginx retries it elsewhere. */
export const closingResponse = () =>
  new Response('This server is restarting; please retry', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' },
  })

/**
 * A route handler that writes (a lead, a booking step): refused with 503 once the instance is
 * closing, and counted while it runs, so the instance exits only after every write it took.
 */
export function whileServing<A extends unknown[]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args) => {
    if (state.closing) return closingResponse()
    state.writes++
    try {
      return await handler(...args)
    } finally {
      state.writes--
    }
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Installed once per process by instrumentation.ts, when Next leaves SIGTERM to it. `finish` is
 * awaited after the last write: the work that outlives responses (CRM deliveries, the lead store).
 */
export function installGracefulShutdown(finish: () => Promise<void>): void {
  const registry = globalThis as { [key: symbol]: unknown }
  const installed = Symbol.for('meridian.shutdown.installed')
  if (registry[installed]) return
  registry[installed] = true
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    console.warn(
      '[shutdown] NEXT_MANUAL_SIG_HANDLE is not set: Next handles SIGTERM itself, with no notice on /api/health',
    )
    return
  }
  // `on`, not `once`: a second SIGTERM (npm passing on the one its process group received) must
  // find this listener, not Node's default, which exits at once. SIGINT (Ctrl-C) keeps Node's.
  process.on('SIGTERM', () => {
    if (state.draining) return
    state.draining = true
    console.info(
      `[shutdown] SIGTERM: health answers 503; serving ${NOTICE_MS / 1000} s more, exiting within ${DRAIN_MS / 1000} s`,
    )
    setTimeout(() => {
      console.error(`[shutdown] not drained after ${DRAIN_MS / 1000} s: exiting anyway`)
      process.exit(1)
    }, DRAIN_MS).unref()
    setTimeout(() => void drain(finish), NOTICE_MS)
  })
}

async function drain(finish: () => Promise<void>): Promise<void> {
  state.closing = true
  await wait(CLOSING_GRACE_MS)
  while (state.writes > 0) await wait(20)
  try {
    await finish()
  } catch (error) {
    console.error(`[shutdown] ${String(error)}`)
  }
  console.info('[shutdown] drained: exiting')
  process.exit(0)
}
