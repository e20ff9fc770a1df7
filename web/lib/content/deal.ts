import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { CABIN_LABELS, formatUsd, TRIP_TYPE_LABELS } from '@/lib/format'
import { contentRead, fetchPublished, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import type { ShareCard } from '@/lib/seo/share-card'
import { body, DEAL_CARD_TAGS, dealCard, dealFare, image, seo } from './fragments'

export const dealQuery = defineQuery(`
  *[_type == "deal" && slug.current == $slug][0] {
    ${dealCard},
    travelWindow,
    blackoutDates[]{ start, end, reason },
    _updatedAt,
    "airlines": airlines[]->{ _id, name, "slug": slug.current, iata, cabinName, logo { ${image} } },
    "city": city->{ name, "slug": slug.current },
    ${body},
    ${seo},
    "related": *[_type == "deal" && region._ref == ^.region._ref && _id != ^._id]
      | order(fareFrom asc)[0...3] { ${dealCard} }
  }
`)

export const dealRead = contentRead(dealQuery, ({ slug }: { slug: string }) => [
  `deal:${slug}`,
  'city',
  ...DEAL_CARD_TAGS,
])

/** One deal's page (`/all-deals/{slug}`, `/deal/{slug}`), or null when there is none. */
export const getDeal = (slug: string) => sanityFetch(dealRead, { slug })

export type Deal = NonNullable<Awaited<ReturnType<typeof getDeal>>>

/** A deal's metadata, whichever route shows it: its canonical page is `/all-deals/{slug}`. */
export const dealMetadata = (deal: Deal): Metadata =>
  pageMetadata({
    title: deal.title ?? '',
    description: deal.excerpt,
    path: `/all-deals/${deal.slug}`,
    seo: deal.seo,
    image: deal.image,
    card: dealShareCard(deal),
  })

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A deal's share card: "Boston → Dublin", "Business class from $2,480". */
export function dealShareCard(deal: Deal): ShareCard {
  const cabin = CABIN_LABELS[deal.cabin ?? 'business']
  const from = deal.origin?.city
  const to = deal.destination?.city
  return {
    kind: 'deal',
    slug: deal.slug ?? '',
    eyebrow: `${cabin} deal`,
    ...(from && to ? { route: { from, to }, title: `${from} → ${to}` } : { title: deal.title ?? '' }),
    detail: typeof deal.fareFrom === 'number' ? `${cabin} from ${formatUsd(deal.fareFrom)}` : undefined,
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
    travelWindow,
    blackoutDates[] { start, end, reason },
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
