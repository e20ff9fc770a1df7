import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { startBooking } from './checkout-journey'
import { sitemapLocations } from './crawl'
import { first, ofType } from './fixtures'
import { ROUTES } from './route-table'

const deal = first<{ title: string }>('deal')
const post = first<{ title: string }>('post')

for (const [path, heading] of ROUTES) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  })
}

test("a booking's checkout link answers 200 with its first step", async ({ page, request }) => {
  const response = await page.goto(`/checkout/${await startBooking(request)}?step=1`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your flight')
})

test('every published deal, airline, post, region and city has a page', async ({ request }) => {
  const paths = [
    ...ofType<{ slug: { current: string } }>('deal').map((doc) => `/all-deals/${doc.slug.current}`),
    ...ofType<{ slug: { current: string } }>('airline').map((doc) => `/airlines/${doc.slug.current}`),
    ...ofType<{ slug: { current: string } }>('post').map((doc) => `/blog/posts/${doc.slug.current}`),
    ...ofType<{ slug: { current: string } }>('region').map((doc) => `/region/${doc.slug.current}`),
    ...ofType<{ slug: { current: string } }>('city').map((doc) => `/city/${doc.slug.current}`),
  ]
  for (const path of paths) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('a deal shows its fare per person with taxes and fees, and the saving', async ({ page }) => {
  const { fareFrom, publishedFare } = first<{ fareFrom: number; publishedFare: number }>('deal')
  await page.goto(`/all-deals/${deal.slug.current}`)
  const usd = (n: number) => `$${n.toLocaleString('en-US')}`
  const fareBox = page.getByRole('complementary', { name: 'Fare from' })
  await expect(fareBox).toContainText(usd(fareFrom))
  await expect(fareBox).toContainText('per person, taxes and fees included')
  await expect(fareBox).toContainText(`you save ${usd(publishedFare - fareFrom)}`)
})

test('images are served as webp at the requested width', async ({ page, request }) => {
  await page.goto(`/all-deals/${deal.slug.current}`)
  const src = await page.locator('main img').first().getAttribute('src')
  // The short address (docs/behaviour.md, "Images"): WebP at quality 80 goes without saying.
  const width = Number(/^\/img\/[a-f0-9]{12}\?w=(\d+)$/.exec(src ?? '')?.[1])
  expect(width, src ?? 'no src').toBeGreaterThan(0)
  const response = await request.get(src!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/webp')
  expect(await sharp(await response.body()).metadata()).toMatchObject({ format: 'webp', width })
})

test('a deal page downloads its own hero, not the heroes of the pages it links to', async ({ page }) => {
  // The asset of the home page's hero, by its path (the widths a screen picks differ).
  await page.goto('/')
  const homeHero = new URL((await page.locator('main img').first().getAttribute('src'))!, page.url()).pathname
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await page.goto(`/all-deals/${deal.slug.current}`)
  const ownHero = new URL((await page.locator('main img').first().getAttribute('src'))!, page.url()).pathname
  // The visitor reaches for the link home, so the home page's data is fetched ahead
  // (docs/performance.md, "Prefetch on intent"): that data must not bring its hero along.
  const homeData = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/' && response.request().headers()['rsc'] === '1',
  )
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).hover()
  await homeData
  await page.waitForLoadState('networkidle')
  expect(requested).toContain(ownHero)
  expect(requested).not.toContain(homeHero)
})

test('the sitemap lists deals and robots.txt points to it', async ({ request }) => {
  const sitemap = await sitemapLocations(request)
  expect(sitemap.some((url) => url.endsWith(`/all-deals/${deal.slug.current}`))).toBe(true)
  expect(sitemap.filter((url) => url.includes('draft-only'))).toEqual([])
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('pages carry structured data', async ({ page }) => {
  await page.goto('/')
  const home = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(home.map((json) => JSON.parse(json)['@type'])).toContain('TravelAgency')

  await page.goto(`/all-deals/${deal.slug.current}`)
  const dealLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) =>
    JSON.parse(json),
  )
  expect(dealLd.map((item) => item['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']))
  expect(dealLd.find((item) => item['@type'] === 'Product').offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'USD',
  })

  await page.goto(`/blog/posts/${post.slug.current}`)
  const postLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) =>
    JSON.parse(json),
  )
  expect(postLd.map((item) => item['@type'])).toContain('BlogPosting')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blog/posts/${post.slug.current}$`),
  )
})
