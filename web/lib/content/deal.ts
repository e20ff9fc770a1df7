import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, fetchPublished, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
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
  })

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
