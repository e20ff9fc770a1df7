import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, fetchPublished } from '@/lib/sanity/fetch'
import { currentDeals } from './on-sale'

/** The document types that have pages of their own. */
export type RoutedType = 'deal' | 'airline' | 'post' | 'region' | 'city' | 'page'

export const slugsQuery = defineQuery(`
  *[_type == $type && defined(slug.current)].slug.current
`)

export const slugsRead = contentRead(slugsQuery, ({ type }: { type: RoutedType }) => [type])

/**
 * Published slugs of one document type, every one prerendered at build (generateStaticParams of
 * regions and cities, a fixed few; deals, airlines and posts prerender a bounded choice,
 * ./prerender.ts). Any other slug renders on first visit: a 404 for visitors, a draft-only
 * document in draft mode.
 */
export async function slugParams(type: RoutedType) {
  const slugs = await fetchPublished(slugsRead, { type })
  return slugs.map((slug) => ({ slug }))
}

/** What a `[slug]` route receives. */
export type SlugRouteProps = { params: Promise<{ slug: string }> }

/**
 * A `[slug]` route's `generateMetadata`: the document's metadata, or none when there is no such
 * document (the page itself answers 404).
 */
export const slugMetadata =
  <T>(load: (slug: string) => Promise<T | null>, build: (document: T) => Metadata) =>
  async ({ params }: SlugRouteProps): Promise<Metadata> => {
    const document = await load((await params).slug)
    return document ? build(document) : {}
  }

export const sitemapQuery = defineQuery(`
  *[_type in ["deal", "airline", "post", "region", "city", "page"] && defined(slug.current)] {
    _type,
    "slug": slug.current,
    _updatedAt,
    _type == "deal" => { travelWindow, blackoutDates[] { start, end }, offerEnds }
  }
`)

export const sitemapRead = contentRead(sitemapQuery, () => ['deal', 'airline', 'post', 'region', 'city', 'page'])

/**
 * Every routed document, published only (an editor's draft-mode cookie must not list drafts),
 * without the deals that have ended.
 */
export async function getSitemapDocuments() {
  const documents = await fetchPublished(sitemapRead)
  const deals = new Set(await currentDeals(documents.filter((doc) => doc._type === 'deal')))
  return documents.filter((doc) => doc._type !== 'deal' || deals.has(doc))
}
