import { isPublishedId, isSystemDocument, randomId } from '../ids.ts'
import type { Change, DocumentStore, Transaction } from '../store/store.ts'

/** Sanity's sync tags: opaque `s1:` strings that query responses carry and live messages name. */
export type SyncTag = `s1:${string}`

/** A Live Content API `message`: the transaction id and the tags of the queries it may have changed. */
export type LiveMessage = { id: string; tags: SyncTag[] }

type Subscriber = { includeDrafts: boolean; deliver: (message: LiveMessage) => void }

/**
 * The lake's two sync tags, coarse on purpose: one for documents with published ids, one for
 * drafts and versions. Readers of the published perspective (and every anonymous reader) depend
 * on the first only; drafts and raw reads on both.
 */
export function syncTags(dataset: string): { published: SyncTag; drafts: SyncTag } {
  return { published: `s1:${dataset}.published`, drafts: `s1:${dataset}.drafts` }
}

/** The tags a query response carries: what its result depends on. */
export function queryTags(dataset: string, readsDrafts: boolean): SyncTag[] {
  const tags = syncTags(dataset)
  return readsDrafts ? [tags.published, tags.drafts] : [tags.published]
}

/** What anonymous readers can see change: published, non-system documents. */
const isPublicChange = ({ id, before, after }: Change) =>
  isPublishedId(id) && [before, after].some((doc) => doc !== null && !isSystemDocument(doc))

/**
 * The Live Content API's feed: one `message` per committed transaction. Streams that include
 * drafts hear of every transaction; anonymous streams only of those changing published,
 * non-system documents (tagged `published` alone, so nothing about drafts leaks).
 */
export class LiveHub {
  readonly #subscribers = new Set<Subscriber>()
  readonly #tags: { published: SyncTag; drafts: SyncTag }
  /** The id of the last message each kind of stream got; it starts as an id of this run. */
  readonly #lastId: { published: string; drafts: string }

  constructor(store: DocumentStore, dataset: string) {
    this.#tags = syncTags(dataset)
    const start = randomId()
    this.#lastId = { published: start, drafts: start }
    store.onCommit((transaction) => this.#broadcast(transaction))
  }

  /** A stream resuming from any other id (its `Last-Event-ID`) has missed messages. */
  lastId(includeDrafts: boolean): string {
    return includeDrafts ? this.#lastId.drafts : this.#lastId.published
  }

  subscribe(includeDrafts: boolean, deliver: (message: LiveMessage) => void): () => void {
    const subscriber = { includeDrafts, deliver }
    this.#subscribers.add(subscriber)
    return () => this.#subscribers.delete(subscriber)
  }

  #broadcast({ transactionId: id, changes }: Transaction) {
    if (changes.length === 0) return
    const tags = new Set<SyncTag>()
    for (const change of changes) tags.add(isPublishedId(change.id) ? this.#tags.published : this.#tags.drafts)
    const all: LiveMessage = { id, tags: [...tags] }
    const published: LiveMessage | undefined = changes.some(isPublicChange)
      ? { id, tags: [this.#tags.published] }
      : undefined
    this.#lastId.drafts = id
    if (published) this.#lastId.published = id
    for (const { includeDrafts, deliver } of this.#subscribers) {
      const message = includeDrafts ? all : published
      if (message) deliver(message)
    }
  }
}
