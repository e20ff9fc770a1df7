import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import { dealsFrom, type ShareCard } from '@/lib/seo/share-card'
import { bestDeal, body, DEAL_CARD_TAGS, dealCard, image, listedDeal, seo } from './fragments'
import { listShareCard } from './list-cards'
import { listPagePath, listPageTitle, pageSlice } from './list-page'
import { endedDealIds } from './on-sale'

export const regionQuery = defineQuery(`
  *[_type == "region" && slug.current == $slug][0] {
    _id,
    name,
    "slug": slug.current,
    intro,
    image { ${image} },
    ${body},
    ${seo},
    "cities": *[_type == "city" && region._ref == ^._id] | order(order asc) { _id, name, "slug": slug.current, country },
    "dealCount": count(*[${listedDeal} && region._ref == ^._id]),
    "fares": *[${listedDeal} && region._ref == ^._id].fareFrom,
    "deals": *[${listedDeal} && region._ref == ^._id] | order(fareFrom asc, _id asc) [$start...$end] { ${dealCard} }
  }
`)

/** A deal list's params: the page's slice and the deals that have ended. */
type ListParams = { start: number; end: number; ended: string[] }

export const regionRead = contentRead(regionQuery, ({ slug }: { slug: string } & ListParams) => [
  `region:${slug}`,
  'city',
  ...DEAL_CARD_TAGS,
])

/**
 * A region's page (`/region/{slug}`, `/destination/{slug}`) with one page of its deals on sale,
 * cheapest first, and how many there are in all; or null.
 */
export async function getRegion(slug: string, page = 1) {
  return sanityFetch(regionRead, { slug, ended: await endedDealIds(), ...pageSlice('deals', page) })
}

export const cityQuery = defineQuery(`
  *[_type == "city" && slug.current == $slug][0] {
    _id,
    name,
    "slug": slug.current,
    country,
    iata,
    intro,
    image { ${image} },
    "region": region->{ name, "slug": slug.current },
    ${body},
    ${seo},
    "dealCount": count(*[${listedDeal} && city._ref == ^._id]),
    "fares": *[${listedDeal} && city._ref == ^._id].fareFrom,
    "deals": *[${listedDeal} && city._ref == ^._id] | order(fareFrom asc, _id asc) [$start...$end] { ${dealCard} }
  }
`)

export const cityRead = contentRead(cityQuery, ({ slug }: { slug: string } & ListParams) => [
  'city',
  `city:${slug}`,
  ...DEAL_CARD_TAGS,
])

/** A city's page (`/city/{slug}`, `/destination/{slug}`) with one page of its deals on sale, or null. */
export async function getCity(slug: string, page = 1) {
  return sanityFetch(cityRead, { slug, ended: await endedDealIds(), ...pageSlice('deals', page) })
}

export type Region = NonNullable<Awaited<ReturnType<typeof getRegion>>>
export type City = NonNullable<Awaited<ReturnType<typeof getCity>>>

/**
 * A destination's metadata. Regions and cities have their own canonical routes
 * (`/region/{slug}`, `/city/{slug}`), which `/destination/{slug}` points to.
 */
export function destinationMetadata(kind: 'region', place: Region, page?: number): Metadata
export function destinationMetadata(kind: 'city', place: City, page?: number): Metadata
export function destinationMetadata(kind: 'region' | 'city', place: Region | City, page = 1): Metadata {
  return pageMetadata({
    title: listPageTitle(`Business class flights to ${place.name}`, page),
    description: place.intro,
    path: listPagePath(`/${kind}/${place.slug}`, page),
    // An editor's SEO title wins over the page's, and still needs the page number after page 1.
    seo: place.seo && { ...place.seo, title: place.seo.title && listPageTitle(place.seo.title, page) },
    image: place.image,
    card: 'cities' in place ? regionShareCard(place) : cityShareCard(place),
  })
}

/** The cities a region's card names: a few, then how many more. */
const CARD_CITIES = 4

/** A region's share card: its deals' lowest fare and its top cities. */
export function regionShareCard(region: Region): ShareCard {
  const names = region.cities.map((city) => city.name).filter(Boolean)
  const more = names.length - CARD_CITIES
  return {
    kind: 'region',
    slug: region.slug ?? '',
    eyebrow: 'Destination',
    title: `Business class flights to ${region.name}`,
    detail: dealsFrom(region.fares),
    note: names.slice(0, CARD_CITIES).join(', ') + (more > 0 ? ` and ${more} more` : ''),
  }
}

/** A city's share card: its country and region, and its deals' lowest fare. */
export const cityShareCard = (city: City): ShareCard => ({
  kind: 'city',
  slug: city.slug ?? '',
  eyebrow: [city.country, city.region?.name].filter(Boolean).join(' · ') || 'Destination',
  title: `Business class flights to ${city.name}`,
  detail: dealsFrom(city.fares),
})

export const regionsWithDealsQuery = defineQuery(`
  *[_type == "region" && defined(slug.current)] | order(order asc) {
    _id,
    name,
    "slug": slug.current,
    intro,
    "dealCount": count(*[${listedDeal} && region._ref == ^._id]),
    "deals": *[${listedDeal} && region._ref == ^._id] | order(fareFrom asc, _id asc) [0...$perRegion] { ${dealCard} },
    "destinations": *[${listedDeal} && region._ref == ^._id] | order(fareFrom asc, _id asc) {
      "city": destination.city, "slug": slug.current, fareFrom
    }
  }
`)

export const regionsWithDealsRead = contentRead<typeof regionsWithDealsQuery, { perRegion: number; ended: string[] }>(
  regionsWithDealsQuery,
  () => DEAL_CARD_TAGS,
)

/**
 * Every region, in the editors' order, with its `perRegion` cheapest deals on sale as cards, how
 * many it has on sale, and every destination's lowest fare. Cards are bounded so that the pages
 * showing every region stay small however many deals there are (docs/behaviour.md, "Lists");
 * each region's own paginated list has the rest.
 */
export async function getRegionsWithDeals(perRegion: number) {
  return sanityFetch(regionsWithDealsRead, { perRegion, ended: await endedDealIds() })
}

export const bestDealsQuery = defineQuery(`{
  "dealCount": count(*[${bestDeal}]),
  "deals": *[${bestDeal}]
    | order(region->order asc, fareFrom asc, _id asc) [$start...$end] { ${dealCard} },
  "regions": *[_type == "region" && defined(slug.current)] | order(order asc) {
    _id, name, "slug": slug.current, "dealCount": count(*[${listedDeal} && region._ref == ^._id])
  }
}`)

export const bestDealsRead = contentRead<typeof bestDealsQuery, ListParams>(bestDealsQuery, () => DEAL_CARD_TAGS)

/**
 * One page of "Best deals" (docs/behaviour.md, "Lists"): every deal on sale, region by region in
 * the editors' order, cheapest first within each, and how many each region has.
 */
export async function getBestDeals(page: number) {
  return sanityFetch(bestDealsRead, { ended: await endedDealIds(), ...pageSlice('deals', page) })
}

/** A page of "Best deals": its own title and canonical address. */
export const bestDealsMetadata = async (page: number): Promise<Metadata> =>
  pageMetadata({
    title: listPageTitle('Best business-class deals', page),
    description: 'Every business and first-class fare we have negotiated, from the lowest price up, grouped by region.',
    path: listPagePath('/business-class-flights-alldeals', page),
    card: await listShareCard('deals'),
  })
