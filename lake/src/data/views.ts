import { withPerspective, type Perspective, type SanityDocument } from '@meridian/dataset'
import { isPublishedId, isSystemDocument } from '../ids.ts'
import type { DocumentStore } from '../store/store.ts'
import { viewOf, type QueryView } from './groq.ts'

/**
 * The documents a reader sees under a perspective. Anonymous readers only ever see published,
 * non-system documents whatever they ask for; each view is built once per commit.
 */
export class Views {
  readonly #store: DocumentStore
  readonly #cache = new Map<string, { version: number; view: QueryView }>()

  constructor(store: DocumentStore) {
    this.#store = store
  }

  get(perspective: Perspective, authenticated: boolean): QueryView {
    const key = `${perspective}:${authenticated}`
    const cached = this.#cache.get(key)
    if (cached?.version === this.#store.version) return cached.view
    const all = this.#store.documents() as SanityDocument[]
    const visible = authenticated ? all : all.filter((doc) => isPublishedId(doc._id) && !isSystemDocument(doc))
    const view = viewOf(withPerspective(visible, authenticated ? perspective : 'published'))
    this.#cache.set(key, { version: this.#store.version, view })
    return view
  }
}
