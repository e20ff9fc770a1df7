import type { SanityDocument } from '@meridian/dataset'
import { jsonEqual, omit } from '../json.ts'

/** A mendoza patch (see the `mendoza` package): a flat list of opcodes and operands. */
export type MendozaPatch = unknown[]
export type Effects = { apply: MendozaPatch; revert: MendozaPatch }

// Opcodes of mendoza's format (mendoza/src/internal-patcher.ts, `OPS`).
const VALUE = 0
const OBJECT_SET_FIELD_VALUE = 17
const OBJECT_DELETE_FIELD = 19

type Json = Record<string, unknown>

/**
 * A patch turning `from` into `to`, at the granularity of top-level fields: unchanged fields are
 * kept by reference, changed ones are replaced whole. Coarser than the hosted lake's diff (which
 * descends into nested values) but exact, and it lets the Studio's history attribute changes per
 * field. Documents are compared without `_rev`, as the Studio applies effects to `omitRev(doc)`.
 */
function diff(from: Json | null, to: Json | null): MendozaPatch {
  if (from === null || to === null) return from === to ? [] : [VALUE, to]
  const patch: MendozaPatch = []
  // `ObjectDeleteField` addresses a field by its index in the input's sorted keys.
  const inputKeys = Object.keys(from).sort()
  inputKeys.forEach((key, index) => {
    if (!Object.hasOwn(to, key)) patch.push(OBJECT_DELETE_FIELD, index)
  })
  for (const [key, value] of Object.entries(to)) {
    if (!Object.hasOwn(from, key) || !jsonEqual(from[key], value)) patch.push(OBJECT_SET_FIELD_VALUE, value, key)
  }
  return patch
}

export const withoutRev = (doc: SanityDocument | null): Json | null => (doc ? omit(doc, ['_rev']) : null)

export function effectsOf(before: SanityDocument | null, after: SanityDocument | null): Effects {
  const from = withoutRev(before)
  const to = withoutRev(after)
  return { apply: diff(from, to), revert: diff(to, from) }
}
