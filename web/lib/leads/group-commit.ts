import 'server-only'
import { env } from '../env.ts'
import { getDb, type Db } from './db.ts'

/**
 * Group commit for the lead store's request-path writes (README.md, "Leads"): writes that arrive
 * while a transaction is being committed wait, then go together in the next one, so a burst of
 * leads and rate-limit counts costs one commit (one sync to disk) instead of one each. A write
 * alone goes at once: nothing waits on a timer, and a quiet site commits as before.
 *
 * A write that fails (a unique violation) is refused alone: the transaction it spoiled is rolled
 * back and the other writes run again in the next one (savepoints would isolate it too, but cost
 * two statements per write, and PGlite spends its time per statement). Writes must therefore be
 * safe to run again after a rollback. Every caller is answered after the commit: a write's result
 * is never returned before it is durable, and when the commit fails, every write of the batch
 * fails with it, none reported done.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Write<T> = (tx: Tx) => Promise<T>

type Waiter = { write: Write<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** More than this many writes wait for the next transaction: one batch must not hold the lock for long. */
const MAX_BATCH = 128

export class GroupCommit {
  private readonly queue: Waiter[] = []
  private running = 0
  private readonly open: () => Promise<Db>
  private readonly parallel: number

  /**
   * @param open the database to write to
   * @param parallel transactions in flight at once: 1 for PGlite, which runs one at a time
   *   anyway; a few for PostgreSQL, whose pool has several connections
   */
  constructor(open: () => Promise<Db>, parallel: number) {
    this.open = open
    this.parallel = parallel
  }

  /** Runs `write` in the next transaction; resolves with its result once that is committed. */
  run<T>(write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject })
      this.startBatches()
    })
  }

  private startBatches() {
    while (this.running < this.parallel && this.queue.length > 0) {
      this.running++
      void this.commit(this.queue.splice(0, MAX_BATCH)).finally(() => {
        this.running--
        this.startBatches()
      })
    }
  }

  private async commit(batch: Waiter[]): Promise<void> {
    const values: unknown[] = []
    let failed: { index: number; error: unknown } | undefined
    try {
      const db = await this.open()
      await db.transaction(async (tx) => {
        for (const [index, { write }] of batch.entries()) {
          try {
            values.push(await write(tx))
          } catch (error) {
            failed = { index, error }
            throw error
          }
        }
      })
    } catch (error) {
      if (!failed) {
        // The store could not be opened or the commit failed: nothing of this batch is stored.
        for (const waiter of batch) waiter.reject(error)
        return
      }
      // One write failed and took the transaction with it: that write alone is refused, and the
      // others, rolled back with it, go first into the next transaction.
      const { index, error: cause } = failed
      batch[index]!.reject(cause)
      this.queue.unshift(...batch.filter((_, other) => other !== index))
      return
    }
    batch.forEach((waiter, index) => waiter.resolve(values[index]))
  }
}

/**
 * The process's one group commit, kept on globalThis like the database handle (db.ts): Next
 * bundles each route with its own copy of this module, and leads and rate-limit counts from every
 * route should share transactions.
 */
const holder = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.leads.group-commit')] ??= {}) as {
  commits?: GroupCommit
}

/** Runs `write` in the process's next group transaction (see above). */
export function commitWrite<T>(write: Write<T>): Promise<T> {
  holder.commits ??= new GroupCommit(getDb, env.DATABASE_URL ? 4 : 1)
  return holder.commits.run(write)
}

/**
 * Items written together by one statement in the next group transaction, rather than by one write
 * each: what arrives while the write waits for its transaction joins it, up to the moment it runs.
 * Each statement costs PGlite the same time whatever its number of rows (bench/README.md,
 * "bench:leads"). `writeAll` answers one result per item, in their order; `onStart` is told which
 * items a write has taken (also when it fails before running). A write may run again after a
 * rollback (see GroupCommit). When a write of several items fails, each item is written again on
 * its own when the database refused the data (not when it is unreachable), so an item it refuses
 * fails alone and its neighbours are still stored: one visitor's lead must not answer 503 for
 * everyone who submitted in the same instant.
 */
export class Gathering<Item, Result> {
  private current?: { items: Item[]; results: Promise<Result[]> }
  private readonly writeAll: (tx: Tx, items: Item[]) => Promise<Result[]>
  private readonly onStart: (items: Item[]) => void

  constructor(writeAll: (tx: Tx, items: Item[]) => Promise<Result[]>, onStart: (items: Item[]) => void = () => {}) {
    this.writeAll = writeAll
    this.onStart = onStart
  }

  /** Adds `item` to the write that is gathering (or starts one); resolves once that is committed. */
  add(item: Item): Promise<Result> {
    const batch = (this.current ??= this.write([], true))
    const index = batch.items.push(item) - 1
    return batch.results.then(
      (results) => results[index]!,
      (error: unknown) =>
        batch.items.length > 1 && refusedData(error)
          ? this.write([item], false).results.then(([result]) => result!)
          : Promise.reject(error),
    )
  }

  /** One write of `items`; a gathering one takes what is added until it runs. */
  private write(items: Item[], gathering: boolean) {
    const batch = { items, results: Promise.resolve<Result[]>([]) }
    const start = () => {
      if (this.current === batch) this.current = undefined
      this.onStart(items)
    }
    batch.results = commitWrite(async (tx) => {
      // From here on, items join the next write.
      if (gathering) start()
      else this.onStart(items)
      return this.writeAll(tx, items)
    })
    if (gathering) batch.results.catch(start)
    return batch
  }
}

/**
 * Whether the database refused what was written (SQLSTATE class 22, data exception, or 23,
 * integrity constraint violation), rather than being unreachable: only then can writing the items
 * one by one store some of them; an outage would just be met once more per item.
 */
function refusedData(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true
  }
  return false
}
