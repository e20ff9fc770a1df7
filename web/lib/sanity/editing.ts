import 'server-only'
import { createDataAttribute } from 'next-sanity'
import { cache } from 'react'
import { env } from '@/lib/env'
import { isPreviewing } from './fetch'

/** The `data-sanity` value naming one field of a document, or undefined when nothing is editable. */
export type EditField = (path: string) => string | undefined

/** The fields of one document shown on the page: its `_id` (a draft's or the published one's) and type. */
export type EditDocument = (document: { _id: string } | null | undefined, type: string) => EditField

const nothing: EditField = () => undefined

/**
 * Click-to-edit in the Studio's Presentation tool (docs/behaviour.md, "Click to edit"). In draft
 * mode, components put `data-sanity={edit('title')}` on the elements that show a field, and
 * next-sanity's overlays outline them on hover and open the field in the Studio on click.
 * Outside draft mode every value is undefined, so React writes no attribute and the pages
 * visitors get are byte for byte what they were.
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
    return (path) => field(path)
  }
})
