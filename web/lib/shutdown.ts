import 'server-only'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Clean restarts (README.md, "Deploying": Health and restarts). On SIGTERM an instance first
 * says it is leaving (/api/health answers 503, and every response closes its connection, so a
 * proxy stops reusing them) while it still serves for NOTICE_MS; then it stops accepting,
 * finishes the requests in flight and the CRM deliveries it started, closes the lead store, and
 * exits. Whatever is not done DRAIN_MS after the signal is abandoned: an unfinished delivery
 * stays in the outbox for another instance's sweep.
 */

/**
 * How long an instance keeps serving after SIGTERM, with health already answering 503. Longer
 * than nginx keeps an idle connection to it (deploy/nginx/meridian.conf: 1 s), so that when the
 * port closes no connection is left idle for nginx to send a request on as it closes.
 */
export const NOTICE_MS = 2_000
/** The most a shutdown takes, from SIGTERM to exit. */
export const DRAIN_MS = 10_000

type State = { draining: boolean; server?: Server }
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.shutdown')] ??= {
  draining: false,
}) as State

/** Whether this instance received SIGTERM: /api/health answers 503 from then on. */
export const draining = () => state.draining

/**
 * Installed once per process by instrumentation.ts. `finish` is awaited after the last request:
 * the work that outlives responses (CRM deliveries, the lead store).
 */
export function installGracefulShutdown(finish: () => Promise<void>): void {
  const registry = globalThis as { [key: symbol]: unknown }
  const installed = Symbol.for('meridian.shutdown.installed')
  if (registry[installed]) return
  registry[installed] = true

  // Node announces every request with its server: the one to close, and the responses to mark.
  subscribe('http.server.request.start', (message) => {
    const { server, response } = message as { server: Server; request: IncomingMessage; response: ServerResponse }
    state.server ??= server
    if (state.draining) response.shouldKeepAlive = false
  })

  // Next's own SIGTERM handler closes the port at once and waits without a limit; this one
  // replaces it (SIGINT, Ctrl-C in a terminal, keeps Next's).
  for (const listener of process.listeners('SIGTERM')) process.off('SIGTERM', listener)
  // `on`, not `once`: a second SIGTERM (npm passing on the one its process group received) must
  // find this listener, not Node's default, which exits at once.
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
  const server = state.server
  if (server) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // A connection that was idle when the port closed would otherwise wait for its keep-alive
    // timeout; busy ones close after their response (shouldKeepAlive above).
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    server.closeIdleConnections()
    await closed
    clearInterval(idle)
  }
  try {
    await finish()
  } catch (error) {
    console.error(`[shutdown] ${String(error)}`)
  }
  console.info('[shutdown] drained: exiting')
  process.exit(0)
}
