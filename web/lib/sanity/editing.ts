import 'server-only'
import { createDataAttribute } from 'next-sanity'
import { cache } from 'react'
import { env } from '@/lib/env'
import { isPreviewing } from './fetch'

/** The `data-sanity` attribute naming one field of a document, spread onto the element that shows it. */
export type EditAttributes = { 'data-sanity'?: string }

/** The attribute for one field of a document; none when nothing is editable. */
export type EditField = (path: string) => EditAttributes

/** The fields of one document shown on the page: its `_id` (a draft's or the published one's) and type. */
export type EditDocument = (document: { _id: string } | null | undefined, type: string) => EditField

const NONE: EditAttributes = {}
const nothing: EditField = () => NONE

/**
 * Click-to-edit in the Studio's Presentation tool (docs/behaviour.md, "Click to edit"). In draft
 * mode, components spread `{...edit('title')}` on the elements that show a field, which gives
 * them a `data-sanity` attribute, and next-sanity's overlays outline them on hover and open the
 * field in the Studio on click. Outside draft mode the attributes are empty: an attribute given
 * as undefined would still be written into every page's data as `"$undefined"`
 * (docs/performance.md, "Page weight"), so visitors' pages carry no trace of it.
 *
 * Explicit attributes, not stega: stega hides the source in invisible characters inside every
 * string, which needs content source maps the local lake's GROQ engine cannot make, and would
 * have to be cleaned out of slugs, prices, phone links, metadata and JSON-LD one by one.
 */
export const editing = cache(async (): Promise<EditDocument> => {
  if (!(await isPreviewing())) return () => nothing
  return (document, type) => {
    if (!document?._id) return nothing
    const field = createDataAttribute({ id: document._id, type, baseUrl: env.SANITY_STUDIO_URL })
    return (path) => ({ 'data-sanity': field(path) })
  }
})

/** `{ edit }` when the attributes name a field (draft mode), nothing otherwise: for one element's props. */
export const editable = (edit: EditAttributes): { edit?: EditAttributes } => (edit['data-sanity'] ? { edit } : {})

/**
 * The click-to-edit attributes of several fields of one document, by field name, for a client
 * component to spread on the elements that show them: `{ edits }` in draft mode, nothing otherwise.
 */
export function fieldEdits<Field extends string>(
  edit: EditField,
  fields: readonly Field[],
): { edits?: Partial<Record<Field, EditAttributes>> } {
  const entries = fields.flatMap((field) => {
    const attributes = edit(field)
    return attributes['data-sanity'] ? [[field, attributes] as const] : []
  })
  return entries.length ? { edits: Object.fromEntries(entries) as Partial<Record<Field, EditAttributes>> } : {}
}
