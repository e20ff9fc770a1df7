import 'server-only'
import { lt, sql } from 'drizzle-orm'
import { env } from '../env.ts'
import { beforeCloseDb, getDb } from './db.ts'
import { Gathering, type Tx } from './group-commit.ts'
import { rateLimits } from './tables.ts'

/**
 * A fixed-window counter per client address, kept in the database so that every instance
 * of the site counts against the same budget; windows start on the minute (of the application's
 * clock, so instances need roughly synchronised clocks, which NTP gives). A fixed window lets a
 * client send up to twice the limit across a window boundary; for a lead form that is an
 * acceptable price for a counter this cheap.
 *
 * In front of the database, each process remembers per address the count the database last
 * reported and the requests it has counted since. The shared count only grows within a window,
 * so once those reach the limit a request is refused from memory, with no write: a flood from
 * one address stops costing the disk after `limit` requests. Below that, the requests that
 * arrive together, from every address, are added to their rows in one upsert, in the group commit
 * that the leads share (group-commit.ts), and each request's count is its place in its address's
 * increment.
 * Refused requests are not added; the row stays at or past the limit either way.
 *
 * With PGlite the count this process knows is the whole count: one process at a time opens its
 * folder (data-dir-lock.ts). So once a commit has told it an address's total for the window (which
 * holds what was counted before a restart), it decides that address's next requests from memory,
 * exactly, and their counts are written together within DEFERRED_FLUSH_MS, waited for by no
 * one: a subscription then waits for one transaction, its lead's, instead of one for its count
 * and then one for its lead, and a wave of requests adds no transaction of its own for its counts
 * (bench/README.md, "bench:leads"). A crash or a failed write loses at most that long's counts:
 * the address gets that much more budget. With PostgreSQL other instances add to the same rows,
 * so every decision waits for the committed total.
 */

export const RATE_WINDOW_MS = 60_000

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

export type RateCount = {
  /** Set when this process already knows the budget is spent: refuse at once. */
  refused?: RateDecision
  /**
   * The decision once the request is counted in the database (rejects while it is unreachable),
   * or at once when this process knows the exact count (PGlite, see above).
   */
  decision: Promise<RateDecision>
}

/** One address's window as this process knows it. */
type Slot = {
  key: string
  windowStart: number
  /** The count the database last reported: every instance's requests, up to that moment. */
  committed: number
  /** Requests this process has counted whose increment is not committed yet. */
  uncommitted: number
  /** The increment still gathering requests (its write has not started). */
  gathering?: Increment
  /** Whether a commit has reported the row's total for this window (see above: PGlite). */
  reported: boolean
  /** Requests decided from memory whose count waits for the next flush (see above: PGlite). */
  deferred: number
}
type Increment = { slot: Slot; size: number; total: Promise<number> }

/** Past this many addresses, idle ones are forgotten (only their early refusal is lost). */
const MAX_SLOTS = 50_000

/**
 * Adds every address's gathered requests to its row, all in one upsert (group-commit.ts), and
 * answers each increment's new total.
 */
async function writeIncrements(tx: Tx, increments: Increment[]): Promise<number[]> {
  // Rows in one order in every transaction: two flushes in flight at once on PostgreSQL
  // (group-commit.ts) would otherwise deadlock, each holding a row the other waits for.
  const ordered = increments.toSorted(
    (a, b) => a.slot.key.localeCompare(b.slot.key) || a.slot.windowStart - b.slot.windowStart,
  )
  const rows = await tx
    .insert(rateLimits)
    .values(
      ordered.map(({ slot, size }) => ({
        key: slot.key,
        windowStart: new Date(slot.windowStart),
        count: size,
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count })
  const totals = new Map(rows.map((row) => [`${row.key} ${row.windowStart.getTime()}`, row.count]))
  return increments.map(
    (increment) => totals.get(`${increment.slot.key} ${increment.slot.windowStart}`) ?? increment.size,
  )
}

/** Per process, on globalThis so that every route's copy of this module shares it (see db.ts). */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.leads.rate-limit')] ??= {
  slots: new Map(),
  // Once a flush has started, an address's next requests gather in a new increment.
  flushes: new Gathering<Increment, number>(writeIncrements, (increments) => {
    for (const increment of increments) if (increment.slot.gathering === increment) increment.slot.gathering = undefined
  }),
  deferred: new Set(),
}) as {
  slots: Map<string, Slot>
  flushes: Gathering<Increment, number>
  /** Slots with deferred counts, and the flush that will write them. */
  deferred: Set<Slot>
  flushTimer?: ReturnType<typeof setTimeout>
}

/** How long a count decided from memory may wait to be written (PGlite, see above). */
const DEFERRED_FLUSH_MS = 100

/** Writes the deferred counts now; settles once they are committed (or failed). */
function flushDeferred(): Promise<unknown> {
  clearTimeout(state.flushTimer)
  state.flushTimer = undefined
  const written: Promise<number>[] = []
  for (const waiting of state.deferred) {
    if (waiting.deferred === 0) continue // taken by a request that waits (countRequest)
    const increment = (waiting.gathering ??= startIncrement(waiting))
    increment.size += waiting.deferred
    waiting.deferred = 0
    written.push(increment.total)
  }
  state.deferred.clear()
  return Promise.allSettled(written)
}
// Closing the store (shutdown, tests) writes them first, rather than a timer opening it again.
beforeCloseDb(flushDeferred)

/** Adds one deferred count to `slot`, written within DEFERRED_FLUSH_MS. */
function deferCount(slot: Slot) {
  slot.deferred++
  state.deferred.add(slot)
  state.flushTimer ??= setTimeout(() => void flushDeferred(), DEFERRED_FLUSH_MS)
}

function slotFor(key: string, windowStart: number): Slot {
  const { slots } = state
  const known = slots.get(key)
  if (known?.windowStart === windowStart) return known
  if (slots.size >= MAX_SLOTS) for (const [name, slot] of slots) if (slot.uncommitted === 0) slots.delete(name)
  const slot: Slot = { key, windowStart, committed: 0, uncommitted: 0, reported: false, deferred: 0 }
  slots.set(key, slot)
  return slot
}

function startIncrement(slot: Slot): Increment {
  const increment: Increment = { slot, size: 0, total: Promise.resolve(0) }
  increment.total = state.flushes.add(increment)
  increment.total.then(
    (total) => {
      slot.uncommitted -= increment.size
      slot.committed = Math.max(slot.committed, total)
      slot.reported = true
    },
    () => {
      slot.uncommitted -= increment.size
      // Those counts are lost: the next decision waits for the row's total again.
      slot.reported = false
    },
  )
  return increment
}

/**
 * Counts one request against `key`'s budget (see above). `refused` answers at once when this
 * process knows the budget is spent; otherwise `decision` settles once the count is committed,
 * or at once with PGlite when this process knows the window's total (see above). A caller that
 * refuses the request for another reason need not wait for it.
 */
export function countRequest(key: string, limit: number, now = Date.now(), windowMs = RATE_WINDOW_MS): RateCount {
  const windowStart = now - (now % windowMs)
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
  const slot = slotFor(key, windowStart)
  const known = slot.committed + slot.uncommitted
  if (known >= limit) {
    const refused = { allowed: false, count: known + 1, retryAfterSeconds }
    return { refused, decision: Promise.resolve(refused) }
  }
  slot.uncommitted++
  // PGlite's one writer knows the exact count (see above); its write's failure is not news here.
  if (slot.reported && !env.DATABASE_URL) {
    deferCount(slot)
    return { decision: Promise.resolve({ allowed: true, count: known + 1, retryAfterSeconds }) }
  }
  const increment = (slot.gathering ??= startIncrement(slot))
  // Counts deferred before a failed write made this one wait came first: its place is after them.
  increment.size += slot.deferred
  slot.deferred = 0
  const position = ++increment.size
  const decision = increment.total.then((total) => {
    const count = total - increment.size + position
    return { allowed: count <= limit, count, retryAfterSeconds }
  })
  // A request refused for another reason never waits for its count; its failure is not news.
  decision.catch(() => undefined)
  return { decision }
}

/** Counts one request and waits for the decision (see countRequest). */
export function consumeRateLimit(
  key: string,
  limit: number,
  now = Date.now(),
  windowMs = RATE_WINDOW_MS,
): Promise<RateDecision> {
  return countRequest(key, limit, now, windowMs).decision
}

/** Deletes finished windows (run by the periodic sweep; the table holds live ones only). */
export async function pruneRateLimits(now = Date.now(), windowMs = RATE_WINDOW_MS): Promise<void> {
  const db = await getDb()
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - (now % windowMs))))
}
