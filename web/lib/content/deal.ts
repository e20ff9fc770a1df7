import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { CABIN_LABELS, formatUsd, TRIP_TYPE_LABELS } from '@/lib/format'
import { contentRead, fetchPublished, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import type { ShareCard } from '@/lib/seo/share-card'
import { body, DEAL_CARD_TAGS, dealCard, dealFare, image, listedDeal, seo } from './fragments'
import { currentDeals, endedDealIds } from './on-sale'

/** How many other deals a deal's page shows: the related deals, or an ended deal's alternatives. */
const RELATED_DEALS = 3

export const dealQuery = defineQuery(`
  *[_type == "deal" && slug.current == $slug][0] {
    ${dealCard},
    _updatedAt,
    "airlines": airlines[]->{ _id, name, "slug": slug.current, iata, cabinName, logo { ${image} } },
    "city": city->{ name, "slug": slug.current },
    ${body},
    ${seo},
    "related": *[${listedDeal} && _id != ^._id && (region._ref == ^.region._ref || destination.iata == ^.destination.iata)]
      | order(select(origin.iata == ^.origin.iata && destination.iata == ^.destination.iata => 0, 1) asc, fareFrom asc)
      [0...${RELATED_DEALS}] { ${dealCard} }
  }
`)

export const dealRead = contentRead(dealQuery, ({ slug }: { slug: string; ended: string[] }) => [
  `deal:${slug}`,
  'city',
  ...DEAL_CARD_TAGS,
])

/**
 * One deal's page (`/all-deals/{slug}`, `/deal/{slug}`), or null when there is none. A deal
 * that has ended keeps its page, `onSale: false` (docs/behaviour.md, "Deals that end"); the
 * other deals it shows are on sale (`$ended`, as the lists), those on its own route first, then
 * its region's or destination's, cheapest first: three of them, sliced in the query, so the read
 * stays the same size however many deals the region has.
 */
export async function getDeal(slug: string) {
  const deal = await sanityFetch(dealRead, { slug, ended: await endedDealIds() })
  if (!deal) return null
  return { ...deal, onSale: (await currentDeals([deal])).length > 0 }
}

export type Deal = NonNullable<Awaited<ReturnType<typeof getDeal>>>

/**
 * A deal's metadata, whichever route shows it: its canonical page is `/all-deals/{slug}`. An
 * ended deal's page stays up for those with the link, but out of search results.
 */
export const dealMetadata = (deal: Deal): Metadata => ({
  ...pageMetadata({
    title: deal.title ?? '',
    description: deal.excerpt,
    path: `/all-deals/${deal.slug}`,
    seo: deal.seo,
    image: deal.image,
    card: dealShareCard(deal),
  }),
  ...(deal.onSale ? {} : { robots: { index: false, follow: true } }),
})

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A deal's share card: "Boston → Dublin", "Business class from $2,480"; a deal that has ended
 * says so instead of a fare no one can book (docs/behaviour.md, "Deals that end").
 */
export function dealShareCard(
  deal: Pick<
    Deal,
    'cabin' | 'origin' | 'destination' | 'slug' | 'title' | 'fareFrom' | 'tripType' | 'airlines' | 'onSale'
  >,
): ShareCard {
  const cabin = CABIN_LABELS[deal.cabin ?? 'business']
  const from = deal.origin?.city
  const to = deal.destination?.city
  return {
    kind: 'deal',
    slug: deal.slug ?? '',
    eyebrow: `${cabin} deal`,
    ...(from && to ? { route: { from, to }, title: `${from} → ${to}` } : { title: deal.title ?? '' }),
    detail: !deal.onSale
      ? 'This offer has ended'
      : typeof deal.fareFrom === 'number'
        ? `${cabin} from ${formatUsd(deal.fareFrom)}`
        : undefined,
    note: [
      deal.tripType ? `${capitalise(TRIP_TYPE_LABELS[deal.tripType])} per person` : null,
      deal.airlines
        ?.map((airline) => airline.name)
        .filter(Boolean)
        .join(', '),
    ]
      .filter(Boolean)
      .join(' · '),
  }
}

/** What a booking keeps of its deal (lib/checkout/snapshot.ts). */
export const dealForBookingQuery = defineQuery(`
  *[_type == "deal" && slug.current == $slug][0] {
    ${dealFare},
    "airlines": airlines[]->{ name, iata, cabinName }
  }
`)

export const dealForBookingRead = contentRead(dealForBookingQuery, ({ slug }: { slug: string }) => [
  'deal',
  `deal:${slug}`,
  'airline',
])

/** The published deal a booking starts from: drafts are never bookable, whoever asks. */
export const getDealForBooking = (slug: string) => fetchPublished(dealForBookingRead, { slug })
