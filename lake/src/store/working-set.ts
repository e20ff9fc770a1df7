import type { SanityDocument } from '@meridian/dataset'
import { invalid } from '../errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan, omit } from '../json.ts'

export type TransactionContext = { transactionId: string; timestamp: string; identity: string }

/**
 * The documents one transaction sees and writes: its own writes over the writes of earlier
 * transactions in the same commit group over the committed store. Nothing reaches the store
 * unless the whole transaction succeeds and is durably written.
 */
export class WorkingSet {
  readonly context: TransactionContext
  readonly #base: ReadonlyMap<string, SanityDocument>
  readonly #pending: ReadonlyMap<string, SanityDocument | null>
  readonly #local = new Map<string, SanityDocument | null>()

  constructor(
    base: ReadonlyMap<string, SanityDocument>,
    pending: ReadonlyMap<string, SanityDocument | null>,
    context: TransactionContext,
  ) {
    this.#base = base
    this.#pending = pending
    this.context = context
  }

  /** The document as it was before this transaction. */
  original(id: string): SanityDocument | null {
    const pending = this.#pending.get(id)
    return pending !== undefined ? pending : (this.#base.get(id) ?? null)
  }

  get(id: string): SanityDocument | null {
    const local = this.#local.get(id)
    return local !== undefined ? local : this.original(id)
  }

  /**
   * Writes a document, stamping what the lake owns: `_rev` is the transaction id (as in the
   * hosted lake, which is what the Studio's history aligns on), `_updatedAt` the transaction
   * time, `_createdAt` kept from the document or its previous version. A document nesting
   * deeper than MAX_JSON_DEPTH is refused (400): a patch path can deepen a document beyond what
   * any request body carries.
   */
  put(doc: SanityDocument): SanityDocument {
    const { _id, _type, _createdAt } = doc
    if (nestsDeeperThan(doc, MAX_JSON_DEPTH)) {
      throw invalid(`Document "${_id}" would nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`)
    }
    const rest = omit(doc, ['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
    const { transactionId, timestamp } = this.context
    const stamped: SanityDocument = {
      _id,
      _type,
      _createdAt: _createdAt ?? this.get(_id)?._createdAt ?? timestamp,
      _updatedAt: timestamp,
      _rev: transactionId,
      ...rest,
    }
    this.#local.set(_id, stamped)
    return stamped
  }

  remove(id: string): void {
    this.#local.set(id, null)
  }

  /** Every document this transaction sees, for query-based selections. */
  documents(): SanityDocument[] {
    const ids = new Set([...this.#base.keys(), ...this.#pending.keys(), ...this.#local.keys()])
    const docs: SanityDocument[] = []
    for (const id of ids) {
      const doc = this.get(id)
      if (doc) docs.push(doc)
    }
    return docs
  }

  /** The writes of this transaction that change something, in write order. */
  writes(): Map<string, SanityDocument | null> {
    const writes = new Map<string, SanityDocument | null>()
    for (const [id, doc] of this.#local) if (doc !== this.original(id)) writes.set(id, doc)
    return writes
  }
}
