import 'server-only'
import type { Metadata } from 'next'
import { defineQuery } from 'next-sanity'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { pageMetadata } from '@/lib/seo/metadata'
import { countFrom, type ShareCard } from '@/lib/seo/share-card'
import { body, DEAL_CARD_TAGS, dealCard, image, listedDeal, seo } from './fragments'
import { listShareCard } from './list-cards'
import { listPagePath, listPageTitle, pageSlice } from './list-page'
import { endedDealIds } from './on-sale'

/** What the airlines list and an airline's page both show of it. */
const airlineFacts = /* groq */ `
  _id,
  name,
  "slug": slug.current,
  iata,
  alliance,
  cabinName,
  summary
`

export const airlinesQuery = defineQuery(`{
  "total": count(*[_type == "airline" && defined(slug.current)]),
  "airlines": *[_type == "airline" && defined(slug.current)] | order(name asc, _id asc) [$start...$end] {
    ${airlineFacts},
    logo { ${image} },
    "dealCount": count(*[${listedDeal} && references(^._id)]),
    "lowestFare": *[${listedDeal} && references(^._id)] | order(fareFrom asc) [0].fareFrom
  }
}`)

export const airlinesRead = contentRead<typeof airlinesQuery, { start: number; end: number; ended: string[] }>(
  airlinesQuery,
  () => ['airline', 'deal'],
)

/**
 * One page of the airline directory (docs/behaviour.md, "Lists"), by name, each airline with how
 * many deals on sale it has and the lowest fare among them; and how many airlines there are. The
 * sale rule is applied in the query, as on every paginated list: the read stays the size of the
 * page, however many deals each airline has.
 */
export async function getAirlines(page: number) {
  return sanityFetch(airlinesRead, { ended: await endedDealIds(), ...pageSlice('airlines', page) })
}

export type Airlines = Awaited<ReturnType<typeof getAirlines>>['airlines']

/** A page of the airline directory: its own title and canonical address. */
export const airlinesMetadata = async (page: number): Promise<Metadata> =>
  pageMetadata({
    title: listPageTitle('Airlines', page),
    description:
      'The airlines whose business and first-class cabins we book, with the lowest fare we currently hold on each.',
    path: listPagePath('/airlines', page),
    card: await listShareCard('airlines'),
  })

export const airlineNamesQuery = defineQuery(`
  *[_type == "airline" && defined(slug.current)] | order(name asc) { name, "slug": slug.current }
`)

export const airlineNamesRead = contentRead(airlineNamesQuery, () => ['airline'])

/** Every airline's name, for the questionnaire's "Airlines you prefer". */
export const getAirlineNames = () => sanityFetch(airlineNamesRead)

export const airlineQuery = defineQuery(`
  *[_type == "airline" && slug.current == $slug][0] {
    ${airlineFacts},
    hubs,
    logo { ${image} },
    ${body},
    ${seo},
    "dealCount": count(*[${listedDeal} && references(^._id)]),
    "cheapestFare": *[${listedDeal} && references(^._id)] | order(fareFrom asc) [0].fareFrom,
    "deals": *[${listedDeal} && references(^._id)] | order(fareFrom asc, _id asc) [$start...$end] { ${dealCard} }
  }
`)

export const airlineRead = contentRead(
  airlineQuery,
  ({ slug }: { slug: string; start: number; end: number; ended: string[] }) => [`airline:${slug}`, ...DEAL_CARD_TAGS],
)

/**
 * One airline's page (`/airlines/{slug}`, `/airlines/{slug}/page/{n}`) with one page of its deals
 * on sale, cheapest first, how many there are and the cheapest fare; or null. Paginated like a
 * region's deals (docs/behaviour.md, "Lists"), so the read and the page stay the same size however
 * many deals the airline has.
 */
export async function getAirline(slug: string, page = 1) {
  return sanityFetch(airlineRead, { slug, ended: await endedDealIds(), ...pageSlice('deals', page) })
}

export type Airline = NonNullable<Awaited<ReturnType<typeof getAirline>>>

export const airlineMetadata = (airline: Airline, page = 1): Metadata =>
  pageMetadata({
    title: listPageTitle(`${airline.name} business class`, page),
    description: airline.summary,
    path: listPagePath(`/airlines/${airline.slug}`, page),
    // An editor's SEO title wins over the page's, and still needs the page number after page 1.
    seo: airline.seo && { ...airline.seo, title: airline.seo.title && listPageTitle(airline.seo.title, page) },
    card: airlineShareCard(airline),
  })

/** An airline's share card: its name, its cabin and the fares we hold on it. */
export const airlineShareCard = (airline: Airline): ShareCard => ({
  kind: 'airline',
  slug: airline.slug ?? '',
  eyebrow: ['Airline', airline.iata].filter(Boolean).join(' · '),
  title: `${airline.name} business class`,
  detail: typeof airline.cheapestFare === 'number' ? countFrom(airline.dealCount, airline.cheapestFare) : undefined,
  note: airline.cabinName ?? undefined,
})
