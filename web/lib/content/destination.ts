import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import { dealsFrom, type ShareCard } from '@/lib/seo/share-card'
import { body, DEAL_CARD_TAGS, dealCard, image, seo } from './fragments'
import { currentDeals } from './on-sale'

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
    "deals": *[_type == "deal" && region._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const regionRead = contentRead(regionQuery, ({ slug }: { slug: string }) => [
  `region:${slug}`,
  'city',
  ...DEAL_CARD_TAGS,
])

/** A region's page (`/region/{slug}`, `/destination/{slug}`) with its deals on sale, or null. */
export async function getRegion(slug: string) {
  const region = await sanityFetch(regionRead, { slug })
  return region && { ...region, deals: await currentDeals(region.deals) }
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
    "deals": *[_type == "deal" && city._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const cityRead = contentRead(cityQuery, ({ slug }: { slug: string }) => [
  'city',
  `city:${slug}`,
  ...DEAL_CARD_TAGS,
])

/** A city's page (`/city/{slug}`, `/destination/{slug}`) with its deals on sale, or null. */
export async function getCity(slug: string) {
  const city = await sanityFetch(cityRead, { slug })
  return city && { ...city, deals: await currentDeals(city.deals) }
}

export type Region = NonNullable<Awaited<ReturnType<typeof getRegion>>>
export type City = NonNullable<Awaited<ReturnType<typeof getCity>>>

/**
 * A destination's metadata. Regions and cities have their own canonical routes
 * (`/region/{slug}`, `/city/{slug}`), which `/destination/{slug}` points to.
 */
export function destinationMetadata(kind: 'region', place: Region): Metadata
export function destinationMetadata(kind: 'city', place: City): Metadata
export function destinationMetadata(kind: 'region' | 'city', place: Region | City): Metadata {
  return pageMetadata({
    title: `Business class flights to ${place.name}`,
    description: place.intro,
    path: `/${kind}/${place.slug}`,
    seo: place.seo,
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
    detail: dealsFrom(region.deals.map((deal) => deal.fareFrom)),
    note: names.slice(0, CARD_CITIES).join(', ') + (more > 0 ? ` and ${more} more` : ''),
  }
}

/** A city's share card: its country and region, and its deals' lowest fare. */
export const cityShareCard = (city: City): ShareCard => ({
  kind: 'city',
  slug: city.slug ?? '',
  eyebrow: [city.country, city.region?.name].filter(Boolean).join(' · ') || 'Destination',
  title: `Business class flights to ${city.name}`,
  detail: dealsFrom(city.deals.map((deal) => deal.fareFrom)),
})

export const regionsWithDealsQuery = defineQuery(`
  *[_type == "region" && defined(slug.current)] | order(order asc) {
    _id,
    name,
    "slug": slug.current,
    intro,
    "cities": *[_type == "city" && region._ref == ^._id] | order(order asc) { _id, name, "slug": slug.current, country },
    "deals": *[_type == "deal" && region._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const regionsWithDealsRead = contentRead(regionsWithDealsQuery, () => ['city', ...DEAL_CARD_TAGS])

/** Every region, in the editors' order, with its cities and its deals on sale, cheapest first. */
export async function getRegionsWithDeals() {
  const regions = await sanityFetch(regionsWithDealsRead)
  return Promise.all(regions.map(async (region) => ({ ...region, deals: await currentDeals(region.deals) })))
}
