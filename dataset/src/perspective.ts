import type { SanityDocument } from './export-layout.ts'

export type Perspective = 'published' | 'drafts' | 'raw'

const isDraftId = (id: string) => id.startsWith('drafts.')
const isVersionId = (id: string) => id.startsWith('versions.')
export const publishedId = (id: string) => (isDraftId(id) ? id.slice('drafts.'.length) : id)

/**
 * What a query sees under a perspective, as the Content Lake defines them: `published` never
 * contains `drafts.*` or `versions.*`; `drafts` overlays each draft on its published document
 * (keeping the published `_id`, the draft's id in `_originalId`); `raw` is everything.
 */
export function withPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents
  if (perspective === 'published') return documents.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id))
  const drafts = new Map<string, SanityDocument>()
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedId(doc._id), doc)
  const result: SanityDocument[] = []
  for (const doc of documents) {
    if (isVersionId(doc._id) || isDraftId(doc._id)) continue
    const draft = drafts.get(doc._id)
    drafts.delete(doc._id)
    result.push(draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc)
  }
  for (const [id, draft] of drafts) result.push({ ...draft, _id: id, _originalId: draft._id })
  return result
}

/** The first API version whose queries default to the `published` perspective (earlier: `raw`). */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X') return 'published'
  if (apiVersion === '1') return 'raw'
  return apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw'
}

/**
 * The `perspective` parameter: `published`, `drafts` (or its old name `previewDrafts`), `raw`, or
 * a comma-separated stack of release names ending in `drafts`/`published`. The lake holds no
 * release versions, so a stack reads as its base. `explicit` is false when the API version's
 * default applies.
 */
export function resolvePerspective(
  param: string | null,
  apiVersion: string,
): { perspective: Perspective; explicit: boolean } {
  const parts = (param ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length === 0) return { perspective: defaultPerspective(apiVersion), explicit: false }
  if (parts.length === 1 && parts[0] === 'raw') return { perspective: 'raw', explicit: true }
  if (parts.includes('drafts') || parts.includes('previewDrafts')) return { perspective: 'drafts', explicit: true }
  return { perspective: 'published', explicit: true }
}
