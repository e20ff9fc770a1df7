import type { SanityDocument } from '@meridian/dataset'
import { isPublishedId, isSystemDocument, isVersionId } from '../ids.ts'
import type { Change, DocumentStore, Transaction } from '../store/store.ts'
import { runQuerySync, type QueryContext, type QueryTree } from './groq.ts'

export type ListenOptions = {
  tree: QueryTree
  params: Record<string, unknown>
  authenticated: boolean
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  effectFormat: 'mendoza' | undefined
  context: QueryContext
}

/** Where a stream's events go (an SSE response): `data` is sent as JSON, `id` becomes the client's `lastEventId`. */
export type EventSink = (event: string, data: unknown, id?: string) => void

type Listener = { options: ListenOptions; sink: EventSink }

function visible(doc: SanityDocument, options: ListenOptions): boolean {
  if (isVersionId(doc._id) && !options.includeAllVersions) return false
  // Anonymous listeners get what anonymous queries get: published, non-system documents.
  return options.authenticated || (isPublishedId(doc._id) && !isSystemDocument(doc))
}

function matches(doc: SanityDocument | null, options: ListenOptions): boolean {
  if (!doc || !visible(doc, options)) return false
  try {
    const result = runQuerySync(
      options.tree,
      options.params,
      { documents: [doc], byId: new Map([[doc._id, doc]]) },
      options.context,
    )
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  } catch {
    return false
  }
}

/**
 * The `mutations` of an event: what turns the previous document into the new one. A whole
 * replacement rather than the request's own patches, so it is exact for actions too (which the
 * Studio's buffered documents apply with @sanity/mutator).
 */
const mutationsOf = ({ id, after }: Change) => (after ? [{ createOrReplace: after }] : [{ delete: { id } }])

function eventFor(change: Change, transaction: Transaction, options: ListenOptions, index: number, total: number) {
  const { id, before, after, effects } = change
  const wasMatch = matches(before, options)
  const transition = wasMatch && matches(after, options) ? 'update' : wasMatch ? 'disappear' : 'appear'
  return {
    eventId: `${transaction.transactionId}#${id}`,
    documentId: id,
    transactionId: transaction.transactionId,
    transition,
    identity: transaction.identity,
    ...(options.includeMutations ? { mutations: mutationsOf(change) } : {}),
    ...(before?._rev ? { previousRev: before._rev } : {}),
    resultRev: transaction.transactionId,
    timestamp: transaction.timestamp,
    ...(options.includeResult && after ? { result: after } : {}),
    ...(options.includePreviousRevision ? { previous: before } : {}),
    ...(options.effectFormat === 'mendoza' ? { effects } : {}),
    visibility: 'query',
    transactionTotalEvents: total,
    transactionCurrentEvent: index,
  }
}

/** Delivers each committed transaction to the listeners whose filter matched a document before or after. */
export class ListenerHub {
  readonly #listeners = new Set<Listener>()

  constructor(store: DocumentStore) {
    store.onCommit((transaction) => this.#broadcast(transaction))
  }

  add(options: ListenOptions, sink: EventSink): () => void {
    const listener = { options, sink }
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #broadcast(transaction: Transaction) {
    for (const { options, sink } of this.#listeners) {
      const relevant = transaction.changes.filter(
        (change) => matches(change.before, options) || matches(change.after, options),
      )
      relevant.forEach((change, index) => {
        const event = eventFor(change, transaction, options, index, relevant.length)
        sink('mutation', event, event.eventId)
      })
    }
  }
}
