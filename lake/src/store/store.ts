import type { SanityDocument } from '@meridian/dataset'
import { httpError } from '../errors.ts'
import { randomId } from '../ids.ts'
import { effectsOf, type Effects } from './mendoza.ts'
import { WorkingSet, type TransactionContext } from './working-set.ts'

/** One document changed by a transaction. */
export type Change = { id: string; before: SanityDocument | null; after: SanityDocument | null; effects: Effects }

export type Transaction = TransactionContext & { changes: Change[] }

export type TransactOptions = { transactionId?: string; identity: string; dryRun?: boolean }

/** Writes a commit group durably; the store applies it in memory only once this resolves. */
export type Persist = (next: ReadonlyMap<string, SanityDocument>, transactions: Transaction[]) => Promise<void>

type Job = {
  run: (ws: WorkingSet) => unknown
  options: TransactOptions
  resolve: (value: { transaction: Transaction; result: unknown }) => void
  reject: (error: unknown) => void
}

/**
 * The documents, in memory, and the one writer. Transactions queue up; the queue is drained in
 * groups: each transaction runs in turn against the state its predecessors left (so they are
 * serialisable), a failing one is rejected alone, and the group's successful transactions are
 * persisted with a single durable write before any of them is applied in memory, announced to
 * listeners or acknowledged. Readers therefore only ever see durable state.
 */
export class DocumentStore {
  readonly #docs: Map<string, SanityDocument>
  readonly #persist: Persist
  readonly #isUsedTransactionId: (id: string) => boolean
  readonly #listeners = new Set<(transaction: Transaction) => void>()
  readonly #rules: ((ws: WorkingSet) => void)[] = []
  #queue: Job[] = []
  #draining: Promise<void> | undefined
  #lastTimestamp = ''
  #snapshot: SanityDocument[] | undefined
  /** Bumped on every applied commit group; caches key on it. */
  version = 0

  constructor(documents: Iterable<SanityDocument>, persist: Persist, isUsedTransactionId: (id: string) => boolean) {
    this.#docs = new Map([...documents].map((doc) => [doc._id, doc]))
    this.#persist = persist
    this.#isUsedTransactionId = isUsedTransactionId
  }

  get(id: string): SanityDocument | undefined {
    return this.#docs.get(id)
  }

  /** All documents; the array is shared until the next commit, so callers must not mutate it. */
  documents(): readonly SanityDocument[] {
    this.#snapshot ??= [...this.#docs.values()]
    return this.#snapshot
  }

  onCommit(listener: (transaction: Transaction) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Adds writes of the lake's own to every transaction, after its mutations and as part of it
   * (committed or rejected with them): e.g. lake/src/redirects.ts.
   */
  addRule(rule: (ws: WorkingSet) => void): void {
    this.#rules.push(rule)
  }

  transact<T>(run: (ws: WorkingSet) => T, options: TransactOptions): Promise<{ transaction: Transaction; result: T }> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ run, options, resolve: resolve as Job['resolve'], reject })
      this.#startDraining()
    })
  }

  /**
   * The drain's last answers resume their callers before the drain is seen to be over: a write
   * one of them asks for then is queued behind a drain that has stopped looking, and is drained
   * here instead of waiting forever.
   */
  #startDraining() {
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = undefined
      if (this.#queue.length > 0) this.#startDraining()
    })
  }

  /** Resolves once every queued transaction has been written or rejected. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining
  }

  #timestamp(): string {
    // Monotonic, so history and the Studio's buffered documents never see time run backwards.
    const now = new Date().toISOString()
    this.#lastTimestamp = now > this.#lastTimestamp ? now : this.#lastTimestamp
    return this.#lastTimestamp
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const group = this.#queue
      this.#queue = []
      const pending = new Map<string, SanityDocument | null>()
      const committed: { job: Job; transaction: Transaction; result: unknown }[] = []
      const groupIds = new Set<string>()
      for (const job of group) {
        const transactionId = job.options.transactionId ?? randomId()
        if (this.#isUsedTransactionId(transactionId) || groupIds.has(transactionId)) {
          job.reject(httpError(409, `Transaction ID "${transactionId}" has already been used`))
          continue
        }
        const ws = new WorkingSet(this.#docs, pending, {
          transactionId,
          timestamp: this.#timestamp(),
          identity: job.options.identity,
        })
        let result: unknown
        try {
          result = job.run(ws)
          for (const rule of this.#rules) rule(ws)
        } catch (error) {
          job.reject(error)
          continue
        }
        const writes = ws.writes()
        const changes = [...writes].map(([id, after]) => {
          const before = ws.original(id)
          return { id, before, after, effects: effectsOf(before, after) }
        })
        const transaction: Transaction = { ...ws.context, changes }
        if (job.options.dryRun) {
          job.resolve({ transaction, result })
          continue
        }
        groupIds.add(transactionId)
        for (const [id, doc] of writes) pending.set(id, doc)
        committed.push({ job, transaction, result })
      }
      if (committed.length === 0) continue
      const next = new Map(this.#docs)
      for (const [id, doc] of pending) {
        if (doc) next.set(id, doc)
        else next.delete(id)
      }
      try {
        await this.#persist(
          next,
          committed.map((c) => c.transaction),
        )
      } catch (error) {
        const failure = httpError(500, `The transaction could not be written to disk: ${(error as Error).message}`)
        for (const { job } of committed) job.reject(failure)
        continue
      }
      for (const [id, doc] of pending) {
        if (doc) this.#docs.set(id, doc)
        else this.#docs.delete(id)
      }
      this.#snapshot = undefined
      this.version++
      for (const { job, transaction, result } of committed) {
        for (const listener of this.#listeners) {
          try {
            listener(transaction)
          } catch (error) {
            console.error('[lake] commit listener failed:', error)
          }
        }
        job.resolve({ transaction, result })
      }
    }
  }
}
