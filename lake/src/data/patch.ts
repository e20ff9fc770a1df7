import { Mutation } from '@sanity/mutator'
import type { SanityDocument } from '@meridian/dataset'
import { conflict, invalid } from '../errors.ts'
import { isRecord, MAX_JSON_DEPTH } from '../json.ts'
import type { PatchOperations } from './request-bodies.ts'

/** Every path a patch names (the document's depth limit covers the values). */
function patchPaths(patch: Omit<PatchOperations, 'ifRevisionID'>): string[] {
  const { insert } = patch
  return [
    ...[patch.set, patch.setIfMissing, patch.diffMatchPatch, patch.inc, patch.dec].flatMap((values) =>
      Object.keys(values ?? {}),
    ),
    ...(patch.unset ?? []),
    ...(insert ? ['before' in insert ? insert.before : 'after' in insert ? insert.after : insert.replace] : []),
  ]
}

/**
 * Applies Sanity patch operations to a document with @sanity/mutator, the Studio's own patch
 * engine, so the lake and the Studio's optimistic state agree on every result.
 */
export function applyPatch(doc: SanityDocument, operations: PatchOperations): SanityDocument {
  const { ifRevisionID, ...patch } = operations
  if (ifRevisionID !== undefined && ifRevisionID !== doc._rev) {
    throw conflict(`Document "${doc._id}" has unexpected revision ID ("${doc._rev}"), expected "${ifRevisionID}"`)
  }
  for (const path of [...Object.keys(patch.set ?? {}), ...(patch.unset ?? [])]) {
    if (path === '_id' || path === '_type') throw invalid(`Cannot patch "${path}" of document "${doc._id}"`)
  }
  for (const path of patchPaths(patch)) {
    // Separators inside quoted keys count too: an upper bound, far above any real path.
    if (path.split(/[.[]/).length > MAX_JSON_DEPTH) {
      throw invalid(`A patch path of document "${doc._id}" descends more than ${MAX_JSON_DEPTH} levels`)
    }
  }
  let result: unknown
  try {
    result = new Mutation({ mutations: [{ patch: { ...patch, id: doc._id } }] }).apply(doc)
  } catch (error) {
    throw invalid(`Cannot apply patch to document "${doc._id}": ${(error as Error).message}`)
  }
  if (!isRecord(result)) throw invalid(`Patch left document "${doc._id}" without a value`)
  return result as SanityDocument
}
