import { expect, test, type Page } from '@playwright/test'
import { sitemapLocations } from './crawl'
import { byId, first } from './fixtures'

type Place = { city: string }
const deal = first<{ origin: Place; destination: Place; fareFrom: number }>('deal')
const post = first('post')
const airline = first('airline')
const region = first('region')
const city = first('city')
const settings = byId<{ title: string }>('siteSettings')

/** Each kind of page with a share card, by its canonical route, and the card's alt text where it is fixed. */
const PAGES: { kind: string; path: string; alt?: string }[] = [
  {
    kind: 'deal',
    path: `/all-deals/${deal.slug.current}`,
    alt: `${deal.origin.city} → ${deal.destination.city} · Business class from $${deal.fareFrom.toLocaleString('en-US')}`,
  },
  { kind: 'post', path: `/blog/posts/${post.slug.current}` },
  { kind: 'airline', path: `/airlines/${airline.slug.current}` },
  { kind: 'region', path: `/region/${region.slug.current}` },
  { kind: 'city', path: `/city/${city.slug.current}` },
  { kind: 'page', path: '/about-us' },
  { kind: 'list', path: '/business-class-flights-alldeals' },
]

/** Reads a PNG's size from its header: the signature, then the IHDR chunk's width and height. */
function pngSize(bytes: Buffer) {
  expect(
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    'PNG signature',
  ).toBe(true)
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const metaContents = (page: Page, selector: string, where = 'head') =>
  page.locator(`${where} meta[${selector}]`).evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))

test.describe('share cards', () => {
  for (const { kind, path, alt } of PAGES) {
    test(`${kind}: the page's og:image is its 1200×630 PNG card, named once for X`, async ({ page, request }) => {
      await page.goto(path)
      const [image] = await metaContents(page, 'property="og:image"')
      expect(await metaContents(page, 'property="og:image"')).toHaveLength(1)
      expect(image).toMatch(new RegExp(`/og/${kind}/`))
      expect(await metaContents(page, 'property="og:image:width"')).toEqual(['1200'])
      expect(await metaContents(page, 'property="og:image:height"')).toEqual(['630'])
      expect(await metaContents(page, 'property="og:image:type"')).toEqual(['image/png'])
      if (alt) expect(await metaContents(page, 'property="og:image:alt"')).toEqual([alt])
      // X reads the same image; its size is og:'s, not repeated under twitter:.
      expect(await metaContents(page, 'name="twitter:card"')).toEqual(['summary_large_image'])
      expect(await metaContents(page, 'name="twitter:image"')).toEqual([image])
      expect(await metaContents(page, 'name^="twitter:image:w"')).toEqual([])
      expect(await metaContents(page, 'name^="twitter:image:h"')).toEqual([])

      const response = await request.get(image!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      const bytes = await response.body()
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
      // Flat colours and text: small enough for every link preview (README.md, "Share cards").
      expect(bytes.length).toBeLessThan(100_000)
    })
  }

  test('the generic routes show the card of the canonical page', async ({ page }) => {
    const canonical = new Map<string, string>()
    for (const path of [`/all-deals/${deal.slug.current}`, `/city/${city.slug.current}`]) {
      await page.goto(path)
      canonical.set(path, (await metaContents(page, 'property="og:image"'))[0]!)
    }
    await page.goto(`/deal/${deal.slug.current}`)
    expect(await metaContents(page, 'property="og:image"')).toEqual([canonical.get(`/all-deals/${deal.slug.current}`)])
    await page.goto(`/destination/${city.slug.current}`)
    expect(await metaContents(page, 'property="og:image"')).toEqual([canonical.get(`/city/${city.slug.current}`)])
  })

  test('each card is drawn from its own document, and an unknown one is a 404', async ({ request }) => {
    const cards = await Promise.all(
      PAGES.map(async ({ kind, path }) => {
        const slug = kind === 'list' ? 'deals' : path.split('/').at(-1)
        return (await request.get(`/og/${kind}/${slug}`)).body()
      }),
    )
    expect(new Set(cards.map((bytes) => bytes.toString('base64'))).size).toBe(PAGES.length)
    const missing = await request.get('/og/deal/no-such-deal')
    expect(missing.status()).toBe(404)
    expect((await request.get(`/og/page/${post.slug.current}`)).status()).toBe(404)
  })

  test('every page of the sitemap has one share image, with its size, type and alt, and a card its version', async ({
    request,
  }) => {
    // A link to any indexable page shared in a chat shows a picture (issue 36): the sitemap's
    // pages, read as a link preview reads them, from the server's HTML.
    test.setTimeout(180_000)
    const locations = await sitemapLocations(request)
    expect(locations.length).toBeGreaterThan(100)
    const cards = new Set<string>()
    for (const location of locations) {
      const html = await (await request.get(new URL(location).pathname)).text()
      const meta = (property: string) =>
        [...html.matchAll(new RegExp(`<meta property="og:image${property}" content="([^"]*)"`, 'g'))].map(
          (match) => match[1],
        )
      const [image, ...more] = meta('')
      expect(image, location).toBeTruthy()
      expect(more, location).toEqual([])
      expect(meta(':width'), location).toHaveLength(1)
      expect(meta(':height'), location).toHaveLength(1)
      expect(meta(':type'), location).toHaveLength(1)
      expect(meta(':alt')[0], location).toBeTruthy()
      if (new URL(image!).pathname.startsWith('/og/')) {
        expect(image, location).toMatch(/\?v=[0-9a-f]{10}$/)
        cards.add(new URL(image!).pathname)
      }
    }
    // Every card named is drawn.
    for (const card of cards) expect((await request.get(card)).status(), card).toBe(200)
  })

  test('every page names the site and its language once, and its title and description for X once', async ({
    page,
  }) => {
    // Pages with Open Graph metadata of their own (Next replaces a layout's openGraph with a
    // page's, not merged) and one without (/deal/config/regions-tabs), which keeps the layout's.
    const paths = ['/', ...PAGES.map((each) => each.path), '/business-class-flights-alldeals', '/about-us']
    for (const path of [...paths, '/deal/config/regions-tabs']) {
      await page.goto(path)
      // Anywhere in the document: a second copy in the body counts too.
      const meta = (selector: string) => metaContents(page, selector, 'html')
      expect(await meta('property="og:site_name"'), path).toEqual([settings.title])
      expect(await meta('property="og:locale"'), path).toEqual(['en_US'])
      expect(await meta('name="twitter:title"'), path).toEqual(await meta('property="og:title"'))
      expect(await meta('name="twitter:description"'), path).toEqual(await meta('property="og:description"'))
      expect(await meta('property="og:title"'), path).toHaveLength(1)
      expect(await meta('property="og:description"'), path).toHaveLength(1)
    }
  })
})
