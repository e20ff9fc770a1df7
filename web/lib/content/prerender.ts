import 'server-only'
import { defineQuery } from 'next-sanity'
import { contentRead, fetchPublished } from '@/lib/sanity/fetch'

/**
 * What the build prerenders of the deals, airlines and posts (README.md, "Caching";
 * docs/performance.md, "What the build prerenders"): the pages visitors open most, a bounded
 * number whatever the inventory, so the build's time does not grow with it. Every other page of
 * these types renders on its first request (the routes keep `dynamicParams`), is cached like a
 * prerendered one and expires with the same tags on a publish. Regions and cities (seven each,
 * fixed) are all prerendered (slugParams in ./routes).
 */

/** The newest deals: what a returning visitor, a newsletter or a search result opens first. */
const NEWEST_DEALS = 24
/** Each region's cheapest deals: the first cards of its page and of the home page's region tabs. */
const DEALS_PER_REGION = 4
/** The newest posts: the blog's first cards and the related posts most pages link. */
const NEWEST_POSTS = 6

export const prerenderQuery = defineQuery(`{
  "featuredDeals": *[_id == "homePage"][0].featuredDeals[]->slug.current,
  "newestDeals": *[_type == "deal" && defined(slug.current)] | order(_createdAt desc) [0...${NEWEST_DEALS}] {
    "slug": slug.current,
    "airlines": airlines[]->slug.current
  },
  "regionDeals": *[_type == "region"] {
    "slugs": *[_type == "deal" && region._ref == ^._id && defined(slug.current)] | order(fareFrom asc) [0...${DEALS_PER_REGION}].slug.current
  },
  "footerAirlines": *[_id == "siteSettings"][0].footerAirlines[]->slug.current,
  "newestPosts": *[_type == "post" && defined(slug.current)] | order(publishedAt desc) [0...${NEWEST_POSTS}].slug.current
}`)

export const prerenderRead = contentRead(prerenderQuery, () => [
  'homePage',
  'deal',
  'region',
  'siteSettings',
  'airline',
  'post',
])

/** The types this module bounds; the others' pages are all prerendered. */
export type PrerenderedType = 'deal' | 'airline' | 'post'

const unique = (slugs: (string | null | undefined)[]) => [
  ...new Set(slugs.filter((slug): slug is string => Boolean(slug))),
]

/**
 * The slugs of one type that the build prerenders: the home page's featured deals, each
 * region's cheapest, the newest deals; the airlines of those deals and of the footer (on every
 * page); the newest posts.
 */
export async function prerenderedSlugs(type: PrerenderedType): Promise<string[]> {
  const chosen = await fetchPublished(prerenderRead)
  if (type === 'deal') {
    return unique([
      ...(chosen.featuredDeals ?? []),
      ...chosen.regionDeals.flatMap((region) => region.slugs),
      ...chosen.newestDeals.map((deal) => deal.slug),
    ])
  }
  if (type === 'airline') {
    return unique([...(chosen.footerAirlines ?? []), ...chosen.newestDeals.flatMap((deal) => deal.airlines ?? [])])
  }
  return unique(chosen.newestPosts)
}

/** A `[slug]` route's generateStaticParams for one of the bounded types. */
export const prerenderedParams = async (type: PrerenderedType) =>
  (await prerenderedSlugs(type)).map((slug) => ({ slug }))
