import { expect, test } from '@playwright/test'
import { ENDED_DEAL_SLUG, TEST_TIME } from '../../testing/test-time.ts'
import { byId } from './fixtures'
import { dealLinksOfEveryPage, sitemapLocations } from './crawl'

/**
 * Deals that end by themselves (docs/behaviour.md, "Deals that end"). The suite's clock
 * (TEST_TIME, set by configuration) is a day after Los Angeles–Tokyo's travel window closed,
 * with nothing published since: the ended deal must be gone from every list and the sitemap,
 * and its page must still answer, saying so.
 */

type SampleDeal = { title: string; region: { _ref: string }; airlines: { _ref: string }[] }
const ended = byId<SampleDeal>(`deal.${ENDED_DEAL_SLUG}`)
const regionSlug = ended.region._ref.replace(/^region\./, '')
const airlineSlug = ended.airlines[0]!._ref.replace(/^airline\./, '')
/** A deal of the same region and airline that is on sale at TEST_TIME: the lists do show deals. */
const CURRENT_SLUG = 'los-angeles-to-taipei-premium-economy'

test('an ended deal is gone from the home page, every list and the sitemap, with no publish', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    '/business-class-flights-alldeals',
    `/region/${regionSlug}`,
    `/airlines/${airlineSlug}`,
    '/deal/config/regions-tabs',
  ]) {
    // Every page of a paginated list (docs/behaviour.md, "Lists"); the others have one.
    const { links } = await dealLinksOfEveryPage(page, path)
    expect(links, path).not.toContain(`/all-deals/${ENDED_DEAL_SLUG}`)
    if (path !== '/') expect(links, path).toContain(`/all-deals/${CURRENT_SLUG}`)
  }

  const sitemap = await sitemapLocations(request)
  expect(sitemap.some((url) => url.endsWith(`/all-deals/${CURRENT_SLUG}`))).toBe(true)
  expect(sitemap.filter((url) => url.includes(ENDED_DEAL_SLUG))).toEqual([])
})

test('the ended deal’s page stays up for those with the link: it says so, offers current deals and is not indexed', async ({
  page,
}) => {
  const response = await page.goto(`/all-deals/${ENDED_DEAL_SLUG}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title)
  await expect(page.getByRole('status')).toContainText('This offer has ended')
  await expect(page.getByRole('button', { name: 'Book this deal' })).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const alternatives = page.getByRole('region', { name: /^Current deals to / })
  await expect(alternatives.getByRole('link')).not.toHaveCount(0)
  // Each alternative is on sale: its own page still offers "Book this deal".
  const first = await alternatives.locator('a[href^="/all-deals/"]').first().getAttribute('href')
  expect(first).not.toContain(ENDED_DEAL_SLUG)
  await page.goto(first!)
  await expect(page.getByRole('button', { name: 'Book this deal' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the ended deal’s page says so first, right under the hero, with no saving or scarcity to act on', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/all-deals/${ENDED_DEAL_SLUG}`)
    const fareBox = page.getByRole('complementary', { name: /^Fare/ })
    const hero = (await page.locator('article > header').boundingBox())!
    const notice = (await page.getByRole('status').filter({ hasText: 'This offer has ended' }).boundingBox())!
    const fare = (await fareBox.boundingBox())!
    // Read first: nothing between the hero and the notice, and the fare comes after it.
    expect(notice.y - (hero.y + hero.height), `${width} px`).toBeLessThanOrEqual(48)
    expect(notice.y + notice.height, `${width} px`).toBeLessThanOrEqual(fare.y)
    // The sample's deal has a published fare and a fare check: the fare box offers neither as a
    // reason to act (the editor's copy and the current deals below may still speak of savings).
    await expect(fareBox).toContainText('$4,380')
    await expect(fareBox).not.toContainText(/save|seats at this price/i)
  }
})

test('the ended deal’s share card says the offer has ended, not its fare', async ({ page }) => {
  await page.goto(`/all-deals/${ENDED_DEAL_SLUG}`)
  // The card's words, as the page declares them (the card route draws the same: share-cards.test.ts).
  await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    'Los Angeles → Tokyo · This offer has ended',
  )
})

test('a list of deals is cached only until the first of them ends, not until the next publish', async ({ request }) => {
  // The first deal on the best-deals page to end after TEST_TIME is Washington–Madrid: travel
  // until 20 March, so on sale until 17 March (departures start 3 days out), gone at midnight UTC.
  const secondsLeft = (Date.parse('2027-03-18T00:00:00Z') - Date.parse(TEST_TIME.SITE_CLOCK)) / 1000
  const response = await request.get('/business-class-flights-alldeals')
  expect(response.headers()['cache-control']).toContain(`s-maxage=${secondsLeft},`)
})
