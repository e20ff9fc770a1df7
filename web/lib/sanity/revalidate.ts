/**
 * Which cache tags a published, unpublished or deleted document invalidates. Reads are
 * tagged with document types (lists, lookups) and `type:slug` (one document's page), see
 * lib/sanity/fetch.ts; a change touches exactly those.
 */
export type ChangedDocument = { _id?: unknown; _type?: unknown; slug?: unknown }

export function tagsFor(document: ChangedDocument): string[] {
  if (typeof document._type !== 'string' || !/^[a-zA-Z][\w.-]{0,99}$/.test(document._type)) return []
  const tags = [document._type]
  if (typeof document.slug === 'string' && /^[a-z0-9-]{1,96}$/.test(document.slug)) {
    tags.push(`${document._type}:${document.slug}`)
  }
  return tags
}
