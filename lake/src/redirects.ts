import { documentPath, redirectIdFor, redirectsForMove, type SanityDocument } from '@meridian/dataset'
import { isPublishedId } from './ids.ts'
import type { WorkingSet } from './store/working-set.ts'

const pathOf = (doc: SanityDocument | null): string | null => {
  const slug = (doc?.slug as { current?: unknown } | undefined)?.current
  return doc && typeof slug === 'string' && slug !== '' ? documentPath(doc._type, slug) : null
}

/**
 * Redirects an editor never has to think about (lake/README.md, "Redirects"): when a transaction
 * changes the slug of a published document that has a page, the same transaction records a
 * permanent `redirect` from the old path to the new one, and points earlier redirects to the
 * old path straight at the new one (no chains). A path that a published document takes (again)
 * loses the lake's redirect from it, so a rename and its undo never loop. Drafts change nothing:
 * only publishing moves a page.
 */
export function recordSlugRedirects(ws: WorkingSet): void {
  for (const [id, after] of ws.writes()) {
    if (!isPublishedId(id)) continue
    const to = pathOf(after)
    if (to && ws.get(redirectIdFor(to))) ws.remove(redirectIdFor(to))
    const from = pathOf(ws.original(id))
    if (!from || !to || from === to) continue
    for (const doc of ws.documents()) {
      if (doc._type === 'redirect' && doc.to === from && isPublishedId(doc._id)) ws.put({ ...doc, to })
    }
    ws.put(redirectsForMove(from, to).put)
  }
}
