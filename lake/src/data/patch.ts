import { Mutation } from '@sanity/mutator'
import type { SanityDocument } from '@meridian/dataset'
import { conflict, invalid } from '../errors.ts'
import { isRecord } from '../json.ts'
import type { PatchOperations } from './request-bodies.ts'

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
  let result: unknown
  try {
    result = new Mutation({ mutations: [{ patch: { ...patch, id: doc._id } }] }).apply(doc)
  } catch (error) {
    throw invalid(`Cannot apply patch to document "${doc._id}": ${(error as Error).message}`)
  }
  if (!isRecord(result)) throw invalid(`Patch left document "${doc._id}" without a value`)
  return result as SanityDocument
}
