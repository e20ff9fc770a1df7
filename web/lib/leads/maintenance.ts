import 'server-only'
import { now } from '../clock.ts'
import { purgeExpiredBookings } from '../checkout/store.ts'
import { env } from '../env.ts'
import { pruneSpentFormTokens } from './bot-check.ts'
import { DataDirBusyError } from './data-dir-lock.ts'
import { getDb } from './db.ts'
import { drainOutbox } from './outbox.ts'
import { applyRetention } from './personal-data.ts'
import { pruneRateLimits } from './rate-limit.ts'
import { failureReason } from '../failure.ts'

/**
 * One pass: forget finished rate-limit windows and expired form tokens, erase the personal data of bookings that
 * expired unconfirmed and of leads and bookings kept their retention period, deliver every CRM
 * row that is due. Expiry is a business date (the site's clock, lib/clock.ts); retention is how
 * long data has sat in the store, counted in real time like the stamps it reads (docs/privacy.md).
 */
export async function sweep(): Promise<void> {
  try {
    await pruneRateLimits()
    await pruneSpentFormTokens()
    await purgeExpiredBookings(now())
    await applyRetention(new Date(), env.DATA_RETENTION_DAYS)
    await drainOutbox()
  } catch (error) {
    console.error(`[leads] periodic sweep failed: ${failureReason(error)}`)
  }
}

const started = Symbol.for('meridian.leads.maintenance')

/**
 * Started once per server process by instrumentation.ts: opens the store right away (PGlite
 * takes seconds to open and migrate, better paid at start than by the first visitor) and
 * sweeps at once, then every LEADS_SWEEP_SECONDS (30). The outbox retries, and the rows of an
 * instance that died mid-delivery, are picked up here; a sweep never overlaps the previous one.
 * Returns `stop`, a shutdown's first step (instrumentation.ts): no sweep starts after it, and the
 * one running finishes, so no delivery is claimed (and its row leased for a minute) as the
 * process leaves.
 */
export function startLeadsMaintenance(intervalMs = env.LEADS_SWEEP_SECONDS * 1000): () => Promise<void> {
  const registry = globalThis as { [key: symbol]: unknown }
  const existing = registry[started] as (() => Promise<void>) | undefined
  if (existing) return existing

  let running: Promise<void> | undefined
  let stopped = false
  const run = () => {
    if (running || stopped) return
    running = sweep().finally(() => (running = undefined))
  }
  void openStore().then(
    () => {
      // Until now requests may have waited behind the opening (PGlite runs in this thread): the
      // line tells an operator, and the browser tests' startSite, that the instance is fully up.
      console.info('[leads] the lead store is open')
      run()
    },
    (error: unknown) => console.error(`[leads] the lead store could not be opened: ${failureReason(error)}`),
  )
  const timer = setInterval(run, intervalMs)
  // The sweep alone must never keep a process alive.
  timer.unref()
  const stop = async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
  registry[started] = stop
  return stop
}

/** How long a new server waits for the previous owner of a PGlite folder to let go of it. */
const RESTART_WAIT_MS = 30_000

/**
 * Opens the store. On a restart, the previous process may still be shutting down (its port
 * closed, its store not yet) and hold the PGlite folder for a few seconds: wait for it rather
 * than start without a store. Any other failure is reported at once.
 */
async function openStore(): Promise<void> {
  const deadline = Date.now() + RESTART_WAIT_MS
  for (let told = false; ; told = true) {
    try {
      await getDb()
      return
    } catch (error) {
      if (!(error instanceof DataDirBusyError) || Date.now() > deadline) throw error
      if (!told) console.info(`[leads] waiting for process ${error.owner.pid} to close the lead store`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}
