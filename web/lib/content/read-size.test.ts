import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { writeScaledDataset } from '@meridian/dataset/scale'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Every page's content read stays bounded by what the page shows (issue 36): at 10× the sample's
 * deals, airlines and posts (the generator's `content:scale`), no read a page makes returns more
 * than READ_LIMIT bytes of JSON. A read that selects a whole list and lets the page keep a few (a
 * deal's related deals, an airline's deals) grows with the inventory and fails here.
 */
const READ_LIMIT = 50_000
/**
 * Reads whose page shows more than 50 KB's worth, bounded all the same: the regions' tabs show
 * each region's six cheapest deals, 42 cards of about 2.5 KB (its picture's placeholder included),
 * whatever the inventory.
 */
const LIMITS: Record<string, number> = { 'regions with deals (tabs)': 120_000 }
const TIMES = 10
const CONTENT = path.join(import.meta.dirname, '..', '..', '..', 'content')

let dir: string
let run: (query: string, params?: Record<string, unknown>) => Promise<unknown>

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-read-size-'))
  await writeScaledDataset(CONTENT, dir, TIMES)
  vi.resetModules()
  process.env.CONTENT_DIR = dir
  const { queryLocalDataset } = await import('@/lib/sanity/local-dataset')
  run = (query, params = {}) => queryLocalDataset(query, params)
}, 120_000)

afterAll(async () => {
  delete process.env.CONTENT_DIR
  await rm(dir, { recursive: true, force: true })
})

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null))

type Read = { name: string; query: string; params?: Record<string, unknown> }

/** The reads of every kind of page, with the params its page gives them (first pages of lists). */
async function pageReads(): Promise<Read[]> {
  const [airline, deal, destination, home, page, post, settings, faq, constants, listPage] = await Promise.all([
    import('./airline'),
    import('./deal'),
    import('./destination'),
    import('./home'),
    import('./page'),
    import('./post'),
    import('./settings'),
    import('./faq'),
    import('@/lib/constants'),
    import('./list-page'),
  ])
  const slugs = async (type: string) =>
    (await run(`*[_type == $type && defined(slug.current)] | order(_id asc).slug.current`, { type })) as string[]
  const deals = { ended: [], ...listPage.pageSlice('deals', 1) }
  // A deal of each region and destination, the copies' included: a related-deals read is as
  // large as its region is.
  const dealSlugs = (await slugs('deal')).filter((_, index) => index % 25 === 0)
  return [
    { name: 'home', query: home.homePageQuery },
    { name: 'settings', query: settings.settingsQuery },
    { name: 'footer destinations', query: settings.footerDestinationsQuery },
    { name: 'faqs', query: faq.faqsQuery },
    { name: 'best deals', query: destination.bestDealsQuery, params: deals },
    {
      name: 'regions with deals (tabs)',
      query: destination.regionsWithDealsQuery,
      params: { ended: [], perRegion: constants.DEALS_PER_REGION_TAB },
    },
    { name: 'airlines', query: airline.airlinesQuery, params: { ended: [], ...listPage.pageSlice('airlines', 1) } },
    { name: 'posts', query: post.postsQuery, params: listPage.pageSlice('posts', 1) },
    ...(await slugs('airline')).map((slug) => ({
      name: `airline ${slug}`,
      query: airline.airlineQuery,
      params: { slug, ...deals },
    })),
    ...dealSlugs.map((slug) => ({ name: `deal ${slug}`, query: deal.dealQuery, params: { slug, ended: [] } })),
    ...(await slugs('region')).map((slug) => ({
      name: `region ${slug}`,
      query: destination.regionQuery,
      params: { slug, ...deals },
    })),
    ...(await slugs('city')).map((slug) => ({
      name: `city ${slug}`,
      query: destination.cityQuery,
      params: { slug, ...deals },
    })),
    ...(await slugs('post'))
      .slice(0, 10)
      .map((slug) => ({ name: `post ${slug}`, query: post.postQuery, params: { slug } })),
    ...(await slugs('page')).map((slug) => ({ name: `page ${slug}`, query: page.pageQuery, params: { slug } })),
  ]
}

describe(`every page's read at ${TIMES}× the sample`, () => {
  it(`returns at most ${READ_LIMIT / 1000} KB`, async () => {
    const sizes: [string, number][] = []
    for (const { name, query, params } of await pageReads()) sizes.push([name, size(await run(query, params))])
    const over = sizes.filter(([name, bytes]) => bytes > (LIMITS[name] ?? READ_LIMIT))
    expect(sizes.length).toBeGreaterThan(20)
    expect(over, over.map(([name, bytes]) => `${name}: ${bytes} bytes`).join('\n')).toEqual([])
  }, 120_000)
})
