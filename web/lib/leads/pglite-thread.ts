import 'server-only'
import { Worker } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import type { WorkerCall, WorkerReply, WorkerRequest } from './pglite-worker.ts'

/**
 * PGlite on a worker thread (pglite-worker.ts), seen from the server's thread as the part of a
 * PGlite client that Drizzle's PGlite driver uses: `query` and `transaction`. Its statements used to
 * run on the thread that also answers every HTTP request, about half of that thread's time under a
 * flood of subscriptions (bench/README.md, "bench:leads"); here they run beside it.
 *
 * A transaction holds the client from its BEGIN to its COMMIT or ROLLBACK: any other statement
 * waits, as it does inside PGlite, so nothing else ever runs in an open transaction. Every answer
 * comes once the worker has finished the statement, so a committed write is on disk exactly as
 * when PGlite ran in this thread.
 */

type Query = (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>
/** What Drizzle passes: a row mode, and parsers that leave values as PostgreSQL's text. */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }
type Transaction = { query: Query }

export type PgliteThread = {
  /** For drizzle({ client }): it calls nothing else of a PGlite. */
  client: PGlite
  close: () => Promise<void>
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/**
 * Starts the worker (`workerFile`, pglite-worker.ts) and opens PGlite on `dataDir` there.
 * `onStop` is told when the worker stops without being closed (a crash, or PGlite aborting):
 * every statement fails from then on, so the caller opens the store again rather than answering
 * 503 until a restart.
 */
export async function openPgliteThread(
  workerFile: string,
  dataDir: string,
  onStop: (error: Error) => void = () => {},
): Promise<PgliteThread> {
  const worker = new Worker(/*turbopackIgnore: true*/ workerFile)
  const pending = new Map<number, Pending>()
  let nextId = 0
  let failure: Error | undefined
  let closing = false

  // The worker keeps the process alive only while a statement is under way: a script that forgets
  // to close the store still exits, and one awaiting an answer is not cut short.
  worker.unref()
  const settle = (id: number) => {
    const waiter = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return waiter
  }
  worker.on('message', ({ id, result, error }: WorkerReply) => {
    const waiter = settle(id)
    if (!error) return waiter?.resolve(result)
    waiter?.reject(Object.assign(new Error(error.message), error.fields))
  })
  const fail = (error: Error) => {
    if (!failure && !closing) onStop(error)
    failure ??= error
    for (const id of [...pending.keys()]) settle(id)?.reject(failure)
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The lead store's worker thread stopped (exit code ${code})`)))

  const send = (call: WorkerCall) =>
    new Promise<unknown>((resolve, reject) => {
      if (failure) return reject(failure)
      const id = nextId++
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...call, id } satisfies WorkerRequest)
    })

  const query: Query = (sql, params = [], { rowMode = 'object', parsers = {} } = {}) =>
    send({ op: 'query', sql, params, rowMode, rawTypes: Object.keys(parsers).map(Number) })

  // One statement or one transaction at a time, in the order they were asked for.
  let tail: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work)
    tail = run.catch(() => undefined)
    return run
  }

  const client = {
    query: (sql: string, params?: unknown[], options?: QueryOptions) => exclusive(() => query(sql, params, options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      exclusive(async () => {
        await send({ op: 'exec', sql: 'BEGIN' })
        try {
          const result = await callback({ query })
          await send({ op: 'exec', sql: 'COMMIT' })
          return result
        } catch (error) {
          // A failed COMMIT has ended the transaction already; the ROLLBACK then only warns.
          await send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined)
          throw error
        }
      }),
  }

  const close = async () => {
    closing = true
    try {
      // A worker that stopped on its own has nothing left to close.
      if (!failure) await exclusive(() => send({ op: 'close' }))
    } finally {
      await worker.terminate()
    }
  }

  try {
    await send({ op: 'open', dataDir })
  } catch (error) {
    closing = true
    await worker.terminate()
    throw error
  }
  // Drizzle's PGlite driver calls only `query` and `transaction` (see above).
  return { client: client as unknown as PGlite, close }
}
