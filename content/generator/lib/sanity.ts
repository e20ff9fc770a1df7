import { stableKey, stableRev } from './hash.ts'

/** A document as it appears in `data.ndjson`. */
export type SanityDoc = {
  _id: string
  _type: string
  _createdAt: string
  _updatedAt: string
  _rev: string
  [field: string]: unknown
}

export type Reference = { _type: 'reference'; _ref: string }
export type KeyedReference = Reference & { _key: string }

export const slug = (current: string): { _type: 'slug'; current: string } => ({ _type: 'slug', current })

export const ref = (id: string): Reference => ({ _type: 'reference', _ref: id })

/** An array of references, each with a `_key` derived from the owner and target ids. */
export const refs = (owner: string, field: string, ids: readonly string[]): KeyedReference[] =>
  ids.map((id) => ({ _key: stableKey(owner, field, id), _type: 'reference', _ref: id }))

export const seo = (value: {
  title: string
  description: string
}): { _type: 'seo'; title: string; description: string } => ({
  _type: 'seo',
  ...value,
})

/** An ISO timestamp `minutes` after `base` (an ISO string). */
export function at(base: string, minutes = 0): string {
  return new Date(Date.parse(base) + minutes * 60_000).toISOString()
}

/** Builds a document with system fields first and a `_rev` derived from its content. */
export function doc(
  _id: string,
  _type: string,
  times: { created: string; updated: string },
  fields: Record<string, unknown>,
): SanityDoc {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  const body = { _id, _type, _createdAt: times.created, _updatedAt: times.updated }
  return { ...body, _rev: stableRev(JSON.stringify({ ...body, ...clean })), ...clean }
}
