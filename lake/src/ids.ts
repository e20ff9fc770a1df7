import { randomBytes } from 'node:crypto'

export const DRAFTS_PREFIX = 'drafts.'
const VERSIONS_PREFIX = 'versions.'

export const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX)
export const isVersionId = (id: string) => id.startsWith(VERSIONS_PREFIX)
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id)

/** The published id of a draft (`drafts.x`), release version (`versions.r.x`) or published id. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length)
  if (isVersionId(id)) return id.split('.').slice(2).join('.')
  return id
}

export const isAssetType = (type: string) => type === 'sanity.imageAsset' || type === 'sanity.fileAsset'

/**
 * System documents (`_.`-prefixed ids, and `sanity.*` types other than assets, such as the
 * `sanity.previewUrlSecret` drafts the Presentation tool creates) are the lake's own business:
 * kept in the state folder, never in `content/`, and hidden from anonymous readers.
 */
export const isSystemDocument = (doc: { _id: string; _type: string }) =>
  doc._id.startsWith('_.') || (doc._type.startsWith('sanity.') && !isAssetType(doc._type))

// Sanity's rule: letters, digits, `_`, `-` and `.`, not starting with `-` or `.`; 128 characters at most.
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/

export const isValidDocumentId = (id: string) => DOCUMENT_ID.test(id) && !id.includes('..') && !id.endsWith('.')

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random id in the shape of Sanity's transaction ids and revisions (22 base-62 characters). */
export function randomId(length = 22): string {
  const bytes = randomBytes(length * 2)
  let id = ''
  // Rejection sampling keeps the alphabet uniform (248 is the largest multiple of 62 below 256).
  for (const byte of bytes) {
    if (byte < 248) id += ALPHABET[byte % 62]
    if (id.length === length) return id
  }
  return id + randomId(length - id.length)
}
