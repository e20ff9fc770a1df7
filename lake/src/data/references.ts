import type { SanityDocument } from '@meridian/dataset'
import { transactionError } from '../errors.ts'
import { isRecord } from '../json.ts'
import type { WorkingSet } from '../store/working-set.ts'

/** Ids a value references strongly (not `_weak`, not cross-dataset or global references). */
function strongReferences(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, found)
  } else if (isRecord(value)) {
    const ref = value._ref
    if (typeof ref === 'string' && value._weak !== true && value._dataset === undefined && !ref.includes(':')) {
      found.add(ref)
    }
    for (const child of Object.values(value)) if (typeof child === 'object') strongReferences(child, found)
  }
  return found
}

/**
 * Referential integrity, checked on the state a transaction leaves behind, as the hosted lake
 * does: written documents may only strongly reference documents that exist, and a document
 * that something still strongly references cannot be deleted (nor unpublished). Drafts point at
 * unpublished documents with weak references (`_strengthenOnPublish`) for exactly this reason.
 */
function referenceProblems(ws: WorkingSet): string[] {
  const writes = ws.writes()
  const problems: string[] = []
  const deleted = new Set<string>()
  for (const [id, doc] of writes) {
    if (!doc) {
      if (ws.original(id)) deleted.add(id)
      continue
    }
    for (const ref of strongReferences(doc)) {
      if (!ws.get(ref)) problems.push(`Document "${id}" references non-existent document "${ref}"`)
    }
  }
  if (deleted.size > 0) {
    for (const doc of ws.documents() as SanityDocument[]) {
      for (const ref of strongReferences(doc)) {
        if (deleted.has(ref)) problems.push(`Document "${ref}" cannot be deleted: "${doc._id}" references it`)
      }
    }
  }
  return problems
}

/** Rejects the whole transaction (409) if it would leave broken strong references. */
export function assertReferences(ws: WorkingSet, kind: 'mutationError' | 'actionError'): void {
  const problems = referenceProblems(ws)
  if (problems.length > 0) {
    throw transactionError(
      kind,
      problems.map((description) => ({ description, type: 'referenceError', status: 409 })),
    )
  }
}
