import 'server-only'
import { fetchPublished } from '@/lib/sanity/fetch'
import { slugsQuery } from '@/lib/sanity/queries'

/**
 * Published slugs of one document type, prerendered at build. Any other slug renders on
 * first visit: a 404 for visitors, a draft-only document in draft mode.
 */
export async function slugParams(type: string) {
  const slugs = await fetchPublished({ query: slugsQuery, params: { type }, tags: [type] })
  return slugs.map((slug) => ({ slug }))
}
