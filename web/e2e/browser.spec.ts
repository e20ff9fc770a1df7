import { expect, test, type Page } from '@playwright/test'
import { BUILD_VERSION } from '../lib/constants'
import { COOKIE_NAMES } from '../lib/browser/storage-keys'
import { fillTrip, startBooking } from './checkout-journey'
import { interactive } from './fixtures'

/**
 * The browser-side rules (docs/behaviour.md, "Consent", "Build version", "Tracking"): consent
 * before any third party, the build-version reset and campaign tracking. Third parties are
 * configured at loopback addresses (see playwright.config.ts) and answered here, so nothing leaves
 * the machine.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const THIRD_PARTY = /googletagmanager\.com|127\.0\.0\.1:9\//

/** Records third-party requests and answers them: the chat widget behaves like a real one. */
async function recordThirdParties(page: Page) {
  const requested: string[] = []
  await page.route(THIRD_PARTY, async (route) => {
    requested.push(route.request().url())
    const chat = route.request().url().includes('customer-chat')
    await route.fulfill({
      contentType: 'text/javascript',
      // A customer-chat widget announces a message by taking over the tab's title.
      body: chat ? "setTimeout(() => { document.title = 'New message' }, 50)" : '/* third party */',
    })
  })
  return requested
}

/**
 * Third parties wait for the first interaction (or 5 s after load) and an idle moment: give
 * them an interaction and that moment, so "nothing loaded" means nothing was allowed to.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('load')
  await page.keyboard.press('Shift')
  await page.waitForTimeout(1500)
}

test('with no consent, no analytics, pixel or chat request leaves the page', async ({ page }) => {
  const requested = await recordThirdParties(page)
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible()
  await settle(page)
  await page.goto('/blog')
  await settle(page)
  expect(requested).toEqual([])
})

test('without an interaction, consented third parties still load, five seconds after the page', async ({ page }) => {
  const requested = await recordThirdParties(page)
  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Accept all' }).click()
  await page.goto('/blog')
  await page.waitForLoadState('load')
  await page.waitForTimeout(3000)
  expect(requested).toEqual([])
  await expect.poll(() => requested.length, { timeout: 8000 }).toBe(4)
})

test('after accepting, analytics, the pixel and both chat widgets load, and the title survives the chat', async ({
  page,
}) => {
  const requested = await recordThirdParties(page)
  await page.goto('/airlines')
  await interactive(page)
  const title = await page.title()
  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden()
  await page.keyboard.press('Shift')
  await expect.poll(() => requested.length).toBe(4)
  expect(requested.some((url) => url.includes('gtag/js?id=G-E2ETEST'))).toBe(true)
  expect(requested.filter((url) => url.includes('chat'))).toHaveLength(2)
  // The widget sets "New message"; the original title comes back.
  await page.waitForTimeout(500)
  expect(await page.title()).toBe(title)

  // The choice is kept: no banner on the next page.
  await page.goto('/blog')
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0)
})

test('choosing only statistics loads analytics and nothing else; checkout loads no third party at all', async ({
  page,
  request,
}) => {
  const requested = await recordThirdParties(page)
  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Choose' }).click()
  await page.getByRole('checkbox', { name: /Statistics/ }).check()
  await page.getByRole('button', { name: 'Save my choices' }).click()
  await page.keyboard.press('Shift')
  await expect.poll(() => requested.length).toBe(1)
  expect(requested[0]).toContain('googletagmanager.com')

  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await page.getByRole('checkbox', { name: /Functional/ }).check()
  await page.getByRole('button', { name: 'Save my choices' }).click()
  // Functional consent brings the chat widgets to ordinary pages…
  await page.keyboard.press('Shift')
  await expect.poll(() => requested.filter((url) => url.includes('chat')).length).toBe(2)

  // …but none, analytics included, to checkout: a booking's address is the key to its data.
  requested.length = 0
  await page.goto(`/checkout/${await startBooking(request)}`)
  await interactive(page)
  await settle(page)
  expect(requested).toEqual([])
})

test('with every third party allowed, a checkout page asks no other origin and sends no referrer', async ({
  page,
  request,
  baseURL,
}) => {
  await recordThirdParties(page)
  const elsewhere: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL!).origin) elsewhere.push(sent.url())
  })
  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Accept all' }).click()
  await page.keyboard.press('Shift')
  await expect.poll(() => elsewhere.length).toBe(4)

  elsewhere.length = 0
  const response = await page.goto(`/checkout/${await startBooking(request)}`)
  // Links and requests from the booking's page tell no other site its address.
  expect(response!.headers()['referrer-policy']).toBe('no-referrer')
  await interactive(page)
  await settle(page)
  await fillTrip(page)
  await page.getByRole('button', { name: 'Continue to passengers' }).click()
  await expect(page).toHaveURL(/step=2$/)
  await settle(page)
  expect(elsewhere).toEqual([])
})

test('rejecting keeps every third party away, also on the next visit', async ({ page }) => {
  const requested = await recordThirdParties(page)
  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Reject' }).click()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0)
  await settle(page)
  expect(requested).toEqual([])
})

test('the banner is in the first paint of a first visit, and never shown, not even before the scripts, after a choice', async ({
  page,
  context,
}) => {
  // The page's scripts held back: what the visitor sees is the server's HTML alone.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(banner).toBeVisible()
  await context.addCookies([
    { name: COOKIE_NAMES.consent, value: encodeURIComponent('{"statistic":false}'), url: page.url() },
  ])
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(banner).toBeHidden()
  release()
  await interactive(page)
  await expect(banner).toHaveCount(0)
  // The footer still opens it.
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner).toBeVisible()
})

test('a stored old buildVersion, IndexedDB and Cache Storage are gone after one load', async ({ page }) => {
  await page.goto('/about-us')
  // A first visit runs the check too (nothing stored counts as different): let it finish.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('buildVersion'))).toBe(BUILD_VERSION)
  await page.evaluate(async () => {
    localStorage.setItem('buildVersion', '20240101')
    localStorage.setItem('leftover', 'x')
    sessionStorage.setItem('leftover', 'x')
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('old-app-db', 1)
      request.onupgradeneeded = () => request.result.createObjectStore('things')
      request.onsuccess = () => {
        request.result.close()
        resolve()
      }
      request.onerror = () => reject(request.error)
    })
    const cache = await caches.open('old-app-cache')
    await cache.put('/old-response', new Response('old'))
  })

  // After clearing, the page reloads itself once. The state is read once that load is over: read
  // before it, the test could end while the page reloads, and closing a browser context in the
  // middle of a navigation hung Chromium for 30 s in CI.
  let loads = 0
  page.on('load', () => loads++)
  await page.reload()
  await expect.poll(() => loads, { message: 'the reload, then the page reloading itself' }).toBe(2)
  await expect
    .poll(() =>
      page
        .evaluate(async () => ({
          buildVersion: localStorage.getItem('buildVersion'),
          leftover: localStorage.getItem('leftover') ?? sessionStorage.getItem('leftover'),
          databases: (await indexedDB.databases()).map((db) => db.name),
          caches: await caches.keys(),
        }))
        .catch(() => 'reloading'),
    )
    .toEqual({ buildVersion: BUILD_VERSION, leftover: null, databases: [], caches: [] })
})

test('a campaign visit stores one record, and a reload with the same values adds none', async ({ page }) => {
  const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('utmRecords') ?? '[]') as unknown[])
  await page.goto('/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring-fares')
  await expect.poll(async () => (await records()).length).toBe(1)
  expect((await records())[0]).toMatchObject({
    utmParams: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-fares' },
    additionalInfo: { landingPageUrl: expect.stringContaining('utm_source=newsletter') },
    sessionId: expect.any(String),
  })
  await page.reload()
  await page.waitForTimeout(500)
  expect(await records()).toHaveLength(1)

  await page.goto('/blog?utm_source=partner')
  await expect.poll(async () => (await records()).length).toBe(2)
  expect((await records())[0]).toMatchObject({ utmParams: { utm_source: 'partner' } })
})

test('a lead carries the newest campaign record and the session id', async ({ page }) => {
  await page.goto('/?utm_source=search&utm_campaign=tokyo')
  await interactive(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('utmRecords'))).not.toBeNull()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Contact form' }).click()
  const form = page.getByRole('dialog', { name: 'Contact our travel experts' })
  await form.getByRole('textbox', { name: 'Full name' }).fill('Campaign Visitor')
  await form.getByRole('textbox', { name: 'E-mail' }).fill('campaign@example.com')
  await form.getByRole('textbox', { name: 'Phone' }).pressSequentially('2125550100')
  await form.getByRole('checkbox').check()
  const [request] = await Promise.all([
    page.waitForRequest((req) => req.url().endsWith('/api/crm/contacts')),
    form.getByRole('button', { name: 'Send request' }).click(),
  ])
  expect(request.postDataJSON()).toMatchObject({
    type: 'contact',
    attribution: { sessionId: expect.any(String), utm: { utmParams: { utm_source: 'search', utm_campaign: 'tokyo' } } },
  })
  await expect(page.getByRole('dialog', { name: 'Thank you for submitting the form' })).toBeVisible()
})

test('checkout and thanks pages tell crawlers not to index them', async ({ request }) => {
  for (const path of [`/checkout/${await startBooking(request)}?step=1`, '/thanks']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex, nofollow')
  }
  expect((await request.get('/blog')).headers()['x-robots-tag']).toBeUndefined()
})

test('the site answers its build id for update polling, never cached', async ({ request }) => {
  const response = await request.get('/api/build')
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(await response.json()).toEqual({ buildId: expect.stringMatching(/^b[a-z0-9]+$/) })
})

test('a half-filled flight request survives a reload, kept as app state in session storage', async ({ page }) => {
  await page.goto('/flight')
  await interactive(page)
  const form = page.getByRole('form', { name: 'Flight request' })
  await form.getByRole('combobox', { name: 'From' }).fill('boston')
  await page.getByRole('option', { name: /BOS/ }).first().click()
  await form.getByRole('combobox', { name: 'Cabin' }).selectOption('first')
  await form.getByRole('spinbutton', { name: 'Adults' }).fill('2')
  await form.getByRole('textbox', { name: 'Full name' }).fill('Not Kept In The Browser')

  await page.reload()
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue(/\(BOS\)/)
  await expect(form.getByRole('combobox', { name: 'Cabin' })).toHaveValue('first')
  await expect(form.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2')
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('')
  expect(await page.evaluate(() => sessionStorage.getItem('appState'))).toContain('"cabin":"first"')
})

test('the publish webhook refuses unsigned and wrongly signed calls', async ({ request }) => {
  const body = { _id: 'deal.x', _type: 'deal', slug: 'x' }
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401)
  const forged = await request.post('/api/revalidate', {
    data: body,
    headers: { 'sanity-webhook-signature': `t=${Date.now()},v1=forged` },
  })
  expect(forged.status()).toBe(401)
})
