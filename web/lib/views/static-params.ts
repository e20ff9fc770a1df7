import 'server-only'
import { sanityFetch } from '@/lib/sanity/fetch'
import { slugsQuery } from '@/lib/sanity/queries'

/** Slugs of one document type, prerendered at build; later ones render on first visit. */
export async function slugParams(type: string) {
  const slugs = await sanityFetch({ query: slugsQuery, params: { type }, tags: [type] })
  return slugs.map((slug) => ({ slug }))
}
