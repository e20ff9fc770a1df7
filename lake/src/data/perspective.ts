import type { Perspective } from '../dataset.ts'

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
