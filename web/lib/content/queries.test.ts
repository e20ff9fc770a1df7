import type { DealQueryResult } from '@meridian/schemas/types'
import { evaluate, parse } from 'groq-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatBlackoutDates } from '@/lib/format'
import { queryLocalDataset } from '@/lib/sanity/local-dataset'
import { airlinesQuery } from './airline'
import { dealQuery } from './deal'
import { regionsWithDealsQuery } from './destination'
import { homePageQuery } from './home'
import { pageQuery } from './page'
import { postQuery, postsQuery } from './post'
import { sitemapQuery, slugsQuery } from './routes'
import { footerDestinationsQuery, settingsQuery } from './settings'

type Doc = { _id: string; _type: string }

let all: Doc[]
/** Every published deal, as the region lists show them (cheapest first within a region). */
const allDeals = async <T>() =>
  (await run<{ deals: T[] }[]>(regionsWithDealsQuery, FIRST_PAGE)).flatMap((region) => region.deals)
/**
 * A paginated list's params for a page as long as the whole sample list (lib/content/list-page.ts),
 * every deal of a region, and no deal ended.
 */
const FIRST_PAGE = { start: 0, end: 1000, perRegion: 1000, ended: [] }
/** A query as the site's pages run it: the published perspective. */
const run = <T>(query: string, params: Record<string, unknown> = {}) => queryLocalDataset(query, params) as Promise<T>

/** Every `_id` anywhere inside a query result. */
const idsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(idsIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === '_id' && typeof child === 'string' ? [child] : idsIn(child),
  )
}

const REGION_SLUGS = ['europe', 'asia', 'oceania', 'africa', 'middle-east', 'latin-america', 'indian-subc'].map(
  (name) => `business-class-flights-to-${name}`,
)
const CITY_SLUGS = ['paris', 'rome', 'london', 'barcelona', 'madrid', 'milan', 'amsterdam'].map(
  (name) => `business-class-flights-to-${name}`,
)

beforeAll(async () => {
  all = (await queryLocalDataset('*', {}, { perspective: 'raw' })) as Doc[]
})

describe('the sample dataset', () => {
  it('carries drafts, so the published perspective is really tested', () => {
    const drafts = all.filter((doc) => doc._id.startsWith('drafts.'))
    expect(drafts.length).toBeGreaterThanOrEqual(3)
  })

  it('has the volume a broker site needs', async () => {
    expect((await allDeals()).length).toBeGreaterThanOrEqual(40)
    expect((await run<{ total: number }>(airlinesQuery, FIRST_PAGE)).total).toBeGreaterThanOrEqual(12)
    expect((await run<{ total: number }>(postsQuery, FIRST_PAGE)).total).toBeGreaterThanOrEqual(6)
  })
})

describe('published perspective', () => {
  it('never returns a draft document from any listing', async () => {
    for (const query of [postsQuery, regionsWithDealsQuery, airlinesQuery, homePageQuery, sitemapQuery]) {
      const result = await run(query, FIRST_PAGE)
      expect(idsIn(result).filter((id) => id.startsWith('drafts.'))).toEqual([])
      expect(JSON.stringify(result)).not.toMatch(/Sample draft|Draft only/)
    }
  })

  it('shows the published version of a deal that has a pending draft edit', async () => {
    const draft = all.find((doc) => doc._id.startsWith('drafts.deal.') && all.some((d) => d._id === doc._id.slice(7)))
    expect(draft, 'a draft edit of a published deal').toBeDefined()
    const slug = (draft as unknown as { slug: { current: string } }).slug.current
    const deal = await run<{ title: string; fareFrom: number }>(dealQuery, { slug, ended: [] })
    const publishedDeal = all.find((doc) => doc._id === draft!._id.slice(7)) as unknown as {
      title: string
      fareFrom: number
    }
    expect(deal.title).toBe(publishedDeal.title)
    expect(deal.fareFrom).toBe(publishedDeal.fareFrom)
  })

  it('gives no page for a deal or post that only exists as a draft', async () => {
    expect(await run(dealQuery, { slug: 'draft-only-secret-fare', ended: [] })).toBeNull()
    expect(await run(postQuery, { slug: 'draft-only-post' })).toBeNull()
    expect(await run<string[]>(slugsQuery, { type: 'deal' })).not.toContain('draft-only-secret-fare')
  })
})

describe('queries', () => {
  it('list the footer destinations and top cities with the slugs and order the footer shows (docs/behaviour.md, "Footer")', async () => {
    const { regions, cities } = await run<{ regions: { slug: string }[]; cities: { slug: string }[] }>(
      footerDestinationsQuery,
    )
    expect(regions.map((region) => region.slug)).toEqual(REGION_SLUGS)
    expect(cities.map((city) => city.slug)).toEqual(CITY_SLUGS)
  })

  it('resolve image assets from the export layout to URLs with a blurred placeholder', async () => {
    const [deal] = await allDeals<{ image: { asset: { url: string; metadata: { lqip: string } } } }>()
    expect(deal!.image.asset.url).toMatch(/^\/images\/local\/production\/[a-f0-9]{40}-\d+x\d+\.(jpg|png)$/)
    expect(deal!.image.asset.metadata.lqip).toMatch(/^data:image\/\w+;base64,/)
  })

  it("sort each region's deals cheapest first, each below its published fare", async () => {
    for (const region of await run<{ deals: { fareFrom: number; publishedFare: number }[] }[]>(
      regionsWithDealsQuery,
      FIRST_PAGE,
    )) {
      const fares = region.deals.map((deal) => deal.fareFrom)
      expect(fares).toEqual([...fares].sort((a, b) => a - b))
      for (const deal of region.deals) expect(deal.fareFrom).toBeLessThan(deal.publishedFare)
    }
  })

  it('give a deal its blackout dates as ranges the deal page and the checkout can check', async () => {
    const deal = await run<DealQueryResult>(dealQuery, { slug: 'boston-to-london-business-class', ended: [] })
    expect(deal?.blackoutDates).toEqual([{ start: '2027-03-19', end: '2027-03-29', reason: 'Easter' }])
    expect(formatBlackoutDates(deal?.blackoutDates)).toBe('Not valid for departures 19–29 March 2027 (Easter)')
    const without = await run<DealQueryResult>(dealQuery, { slug: 'new-york-to-london-business-class', ended: [] })
    expect(without?.blackoutDates).toBeNull()
  })

  it("give a deal page three other deals: its route's first, then its region's or destination's, cheapest first, none ended", async () => {
    type Card = {
      _id: string
      slug: string
      fareFrom: number
      origin: { iata: string }
      destination: { iata: string }
      region: { slug: string } | null
    }
    const deals = await allDeals<Card>()
    const sameRoute = (a: Card, b: Card) => a.origin.iata === b.origin.iata && a.destination.iata === b.destination.iata
    const expected = (deal: Card, ended: string[]) =>
      deals
        .filter(
          (other) =>
            other._id !== deal._id &&
            !ended.includes(other._id) &&
            ((deal.region && other.region?.slug === deal.region.slug) ||
              other.destination.iata === deal.destination.iata),
        )
        .sort((a, b) => Number(!sameRoute(a, deal)) - Number(!sameRoute(b, deal)) || a.fareFrom - b.fareFrom)
        .slice(0, 3)
        .map((other) => other._id)
    for (const deal of deals) {
      const { related } = await run<{ related: Card[] }>(dealQuery, { slug: deal.slug, ended: [] })
      expect(
        related.map((other) => other._id),
        deal.slug,
      ).toEqual(expected(deal, []))
    }
    // A deal that has ended gives its place to the next one.
    const deal = deals.find((candidate) => expected(candidate, []).length === 3)!
    const ended = [expected(deal, [])[0]!]
    const { related } = await run<{ related: Card[] }>(dealQuery, { slug: deal.slug, ended })
    expect(related.map((other) => other._id)).toEqual(expected(deal, ended))
    expect(related.map((other) => other._id)).not.toContain(ended[0])
  })

  it('give each airline of the directory its deals on sale and their lowest fare, an ended deal left out', async () => {
    type Listed = { _id: string; dealCount: number; lowestFare: number | null }
    type Card = { _id: string; fareFrom: number; airlines: { _id: string }[] | null }
    const deals = await allDeals<Card>()
    const expected = (airline: string, ended: string[]) => {
      const fares = deals
        .filter((deal) => !ended.includes(deal._id) && deal.airlines?.some(({ _id }) => _id === airline))
        .map((deal) => deal.fareFrom)
      return { dealCount: fares.length, lowestFare: fares.length ? Math.min(...fares) : null }
    }
    const { airlines } = await run<{ airlines: Listed[] }>(airlinesQuery, FIRST_PAGE)
    for (const airline of airlines)
      expect({ dealCount: airline.dealCount, lowestFare: airline.lowestFare }, airline._id).toEqual(
        expected(airline._id, []),
      )
    // The airline's cheapest deal ends: one deal fewer, and the next fare up is its lowest.
    const airline = airlines.find((candidate) => candidate.dealCount >= 2)!
    const cheapest = deals
      .filter((deal) => deal.airlines?.some(({ _id }) => _id === airline._id))
      .sort((a, b) => a.fareFrom - b.fareFrom)[0]!
    const after = (await run<{ airlines: Listed[] }>(airlinesQuery, { ...FIRST_PAGE, ended: [cheapest._id] })).airlines
    const same = after.find(({ _id }) => _id === airline._id)!
    expect({ dealCount: same.dealCount, lowestFare: same.lowestFare }).toEqual(expected(airline._id, [cheapest._id]))
    expect(same.dealCount).toBe(airline.dealCount - 1)
  })

  it("put a deal's own route first among the deals its page shows, though dearer than its region's", async () => {
    // No two deals of the sample share a route: made-up deals of one region, evaluated as the lake
    // does (groq-js), one of them on the first deal's route at a higher fare, one ended.
    const deal = (id: string, from: string, to: string, fareFrom: number) => ({
      _id: id,
      _type: 'deal',
      slug: { current: id },
      origin: { iata: from },
      destination: { iata: to },
      fareFrom,
      region: { _ref: 'region.europe' },
    })
    const dataset = [
      deal('bos-dub', 'BOS', 'DUB', 2480),
      deal('jfk-cdg', 'JFK', 'CDG', 1900),
      deal('bos-dub-later', 'BOS', 'DUB', 3100),
      deal('ord-fco', 'ORD', 'FCO', 2100),
      deal('iad-lhr', 'IAD', 'LHR', 2000),
    ]
    const params = { slug: 'bos-dub', ended: ['iad-lhr'] }
    const result = await (await evaluate(parse(dealQuery, { params }), { dataset, params })).get()
    expect((result as { related: { _id: string }[] }).related.map((other) => other._id)).toEqual([
      'bos-dub-later',
      'jfk-cdg',
      'ord-fco',
    ])
  })

  it('find every page document the routes need', async () => {
    for (const slug of [
      'about-us',
      'privacy-policy',
      'refunds-policy',
      'terms-and-conditions',
      'business-class-flights',
      'call-for-business-flights',
      'flight',
      'thanks',
      'questionnaire',
    ]) {
      const page = await run<{ title: string } | null>(pageQuery, { slug })
      expect(page?.title, slug).toBeTruthy()
    }
  })

  it('read the site settings the header and footer show', async () => {
    const settings = await run<{
      salesPhone: { digits: string; formatted: string }
      memberships: unknown[]
      footerAirlines: { name: string }[]
    }>(settingsQuery)
    expect(settings.salesPhone.digits).toMatch(/^1\d{10}$/)
    expect(settings.salesPhone.formatted.startsWith('+1')).toBe(true)
    expect(settings.memberships).toHaveLength(2)
    expect(settings.footerAirlines.length).toBeGreaterThan(0)
    expect(settings.footerAirlines.every((airline) => airline.name)).toBe(true)
  })
})
