import { expect, test } from '@playwright/test'
import { ENDED_DEAL_SLUG } from '../../testing/test-time.ts'
import { dealLinksOfEveryPage, sitemapLocations } from './crawl'
import { ofType } from './fixtures'

/**
 * Lists a page at a time (docs/behaviour.md, "Lists"): six deals a page, so the sample's 22
 * deals to Europe take four pages and "Best deals" nine. A visitor (or a crawler) reaches every
 * deal by following the links; each page has its own address, title and canonical URL.
 */

type SampleDeal = { _id: string; title: string; fareFrom: number; region?: { _ref: string }; slug: { current: string } }
const EUROPE = 'business-class-flights-to-europe'
const europe = ofType<SampleDeal>('deal').filter((deal) => deal.region?._ref === `region.${EUROPE}`)
/** Europe's dearest deal: the last of its list, cheapest first. */
const dearest = europe.reduce((a, b) =>
  b.fareFrom > a.fareFrom || (b.fareFrom === a.fareFrom && b._id > a._id) ? b : a,
)
const listedDeals = ofType<SampleDeal>('deal').filter((deal) => deal.region && deal.slug.current !== ENDED_DEAL_SLUG)

test('following "Next page" to the last page of a region reaches a deal listed only there', async ({ page }) => {
  await page.goto(`/region/${EUROPE}`)
  const dealLink = page.locator(`main a[href="/all-deals/${dearest.slug.current}"]`)
  await expect(dealLink).toHaveCount(0)
  const pages = page.getByRole('navigation', { name: 'Deals to Europe, pages' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)

  for (let n = 2; n <= 4; n++) {
    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(new RegExp(`/region/${EUROPE}/page/${n}$`))
    await expect(pages.getByRole('link', { name: `Page ${n}` })).toHaveAttribute('aria-current', 'page')
  }
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0)
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `/region/${EUROPE}/page/3`)
  await dealLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dearest.title)
})

test('every deal on sale is on one page of "Best deals", region by region, cheapest first', async ({ page }) => {
  const { links, pages } = await dealLinksOfEveryPage(page, '/business-class-flights-alldeals')
  expect(pages.length).toBe(Math.ceil(listedDeals.length / 6))
  expect(pages.slice(1)).toEqual(pages.slice(1).map((_, index) => `/business-class-flights-alldeals/page/${index + 2}`))
  expect(links.toSorted()).toEqual(listedDeals.map((deal) => `/all-deals/${deal.slug.current}`).toSorted())
  // The region links at the top lead to the page where each region starts.
  await page.goto('/business-class-flights-alldeals')
  await page.getByRole('navigation', { name: 'Regions' }).getByRole('link', { name: 'Asia' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Asia' })).toBeVisible()
  await expect(page).toHaveTitle(/^Best business-class deals — page \d+ \|/)
})

test('a later page has its own title and canonical address; page 1 redirects to the list', async ({
  page,
  request,
}) => {
  await page.goto(`/region/${EUROPE}/page/2`)
  await expect(page).toHaveTitle(/ — page 2 \|/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/region/${EUROPE}/page/2$`))
  // The guide and the top cities are on the first page only.
  await expect(page.getByRole('heading', { name: 'Top cities in Europe' })).toHaveCount(0)

  await page.goto('/airlines/page/2')
  await expect(page).toHaveTitle(/^Airlines — page 2 \|/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/airlines\/page\/2$/)

  for (const list of [
    '/airlines',
    '/blog',
    '/business-class-flights-alldeals',
    `/region/${EUROPE}`,
    '/airlines/cedar-atlantic-airways',
  ]) {
    const response = await request.get(`${list}/page/1`, { maxRedirects: 0 })
    expect(response.status(), list).toBe(308)
    expect(response.headers()['location'], list).toBe(list)
  }
})

test("an airline's deals are listed six a page too, every one reached by following the pages", async ({
  page,
  request,
}) => {
  // The airline with the most deals on sale in the sample (issue 36: at 10x an airline's page
  // listed them all, 117 KB of HTML).
  type SampleAirline = { _id: string; name: string; slug: { current: string } }
  const dealsOf = (airline: SampleAirline) =>
    ofType<SampleDeal & { airlines?: { _ref: string }[] }>('deal').filter(
      (deal) => deal.slug.current !== ENDED_DEAL_SLUG && deal.airlines?.some((ref) => ref._ref === airline._id),
    )
  const airline = ofType<SampleAirline>('airline').reduce((a, b) => (dealsOf(b).length > dealsOf(a).length ? b : a))
  const expected = dealsOf(airline)
  expect(expected.length, 'an airline with more deals than a page holds').toBeGreaterThan(6)
  const path = `/airlines/${airline.slug.current}`
  const { links, pages } = await dealLinksOfEveryPage(page, path)
  expect(pages.length).toBe(Math.ceil(expected.length / 6))
  expect(pages.slice(1)).toEqual(pages.slice(1).map((_, index) => `${path}/page/${index + 2}`))
  expect([...links].sort()).toEqual(expected.map((deal) => `/all-deals/${deal.slug.current}`).sort())

  await page.goto(`${path}/page/2`)
  await expect(page).toHaveTitle(new RegExp(`^${airline.name} business class — page 2 \\|`))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}/page/2$`))
  const sitemap = (await sitemapLocations(request)).map((url) => new URL(url).pathname)
  expect(sitemap).toEqual(expect.arrayContaining(pages))
})

test('a page past the end of a list, or not a page number, is not found', async ({ request }) => {
  for (const path of [
    `/region/${EUROPE}/page/5`,
    '/business-class-flights-alldeals/page/99',
    '/airlines/page/3',
    '/blog/page/2',
    '/airlines/page/two',
    '/airlines/page/02',
    '/airlines/page/0',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('the sitemap lists the later pages of each list', async ({ request }) => {
  const sitemap = (await sitemapLocations(request)).map((url) => new URL(url).pathname)
  expect(sitemap).toEqual(
    expect.arrayContaining([
      '/airlines/page/2',
      `/region/${EUROPE}/page/4`,
      '/business-class-flights-alldeals/page/2',
      `/all-deals/${dearest.slug.current}`,
    ]),
  )
  expect(sitemap).not.toContain(`/region/${EUROPE}/page/5`)
  expect(sitemap).not.toContain('/airlines/page/1')
})

test('the regions as tabs name each region’s cheapest deals and send to its list for the rest', async ({ page }) => {
  await page.goto('/deal/config/regions-tabs')
  await page.getByRole('tab', { name: 'Europe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Europe' })
  const cheapest = [...europe].sort((a, b) => a.fareFrom - b.fareFrom || a._id.localeCompare(b._id)).slice(0, 6)
  await expect(panel.getByRole('listitem')).toHaveCount(6)
  await expect(panel.getByRole('listitem').getByRole('link')).toHaveText(cheapest.map((deal) => deal.title))
  await expect(panel.locator(`a[href="/all-deals/${dearest.slug.current}"]`)).toHaveCount(0)
  await panel.getByRole('link', { name: `All ${europe.length} deals in Europe` }).click()
  await expect(page).toHaveURL(new RegExp(`/region/${EUROPE}$`))
})
