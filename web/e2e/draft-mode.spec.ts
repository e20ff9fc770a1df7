import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { startBooking } from './checkout-journey'
import { LAKE } from '../playwright.config'
import { createPreviewSecret } from '../test/preview-secret'
import { byId } from './fixtures'

/**
 * Draft mode, as the Studio's Presentation tool uses it: a link with a secret the Studio
 * stored in the Content Lake switches the browser to drafts. Here the lake is the local one
 * (lake/, started by playwright.config.ts over a copy of content/, or one already running),
 * and the secret is made with the Studio's own function (web/test/preview-secret.ts).
 */

const DRAFT_ONLY = '/all-deals/draft-only-secret-fare'
const EDITED = '/all-deals/seattle-to-oslo-business-class'
const publishedTitle = byId<{ title: string }>('deal.seattle-to-oslo-business-class').title

const enableUrl = (secret?: string, pathname = DRAFT_ONLY) =>
  `/api/draft-mode/enable?${new URLSearchParams({
    ...(secret ? { 'sanity-preview-secret': secret } : {}),
    'sanity-preview-pathname': pathname,
  })}`

const inDraftMode = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass')

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const banner = (page: Page) => page.getByRole('complementary', { name: 'Preview' })

for (const [name, secret] of [
  ['without a secret', undefined],
  ['with a secret the lake does not hold', randomUUID()],
] as const) {
  test(`the enable link ${name} is refused and drafts stay private`, async ({ page }) => {
    const response = await page.request.get(enableUrl(secret), { maxRedirects: 0 })
    expect(response.status()).toBe(401)
    expect(await inDraftMode(page)).toBe(false)
    expect((await page.goto(DRAFT_ONLY))?.status()).toBe(404)
    await expect(banner(page)).toHaveCount(0)
  })
}

/** The bodies of the scripts a page loads from now on (static files, so fetched again). */
function scriptsOf(page: Page) {
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url())
  })
  return () => Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()))
}

const draftModeCode = /Exit preview/

test('a secret made by the Studio shows drafts with a banner, until the editor exits', async ({ page }) => {
  const secret = await createPreviewSecret(LAKE.url, LAKE.token)
  const scripts = scriptsOf(page)
  const response = await page.goto(enableUrl(secret))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(DRAFT_ONLY)
  await expect(heading(page)).toHaveText('Draft only secret fare')
  await expect(banner(page)).toContainText('Preview — showing drafts')
  // The banner is server-rendered; its code arrives with hydration, which may still be under way.
  await expect.poll(async () => (await scripts()).some((source) => draftModeCode.test(source))).toBe(true)

  expect((await page.goto('/blog/posts/draft-only-post'))?.status()).toBe(200)
  await expect(heading(page)).toHaveText('Draft only post')

  await page.goto(EDITED)
  await expect(heading(page)).toHaveText(/^Sample draft, do not publish: /)
  await banner(page).getByRole('link', { name: 'Exit preview' }).click()

  await expect(page).toHaveURL(EDITED)
  await expect(heading(page)).toHaveText(publishedTitle)
  await expect(banner(page)).toHaveCount(0)
  expect(await inDraftMode(page)).toBe(false)
  expect((await page.goto(DRAFT_ONLY))?.status()).toBe(404)
})

test('in draft mode the fields a page shows name their document and path for the Studio; visitors get none', async ({
  page,
}) => {
  const studio = process.env.SANITY_STUDIO_URL ?? 'http://localhost:3333'
  const field = (id: string, type: string, path: string) =>
    `id=${id};type=${type};path=${path};base=${encodeURIComponent(studio)}`
  const dealId = 'deal.seattle-to-oslo-business-class'

  await page.goto(EDITED)
  await expect(page.locator('[data-sanity]')).toHaveCount(0)
  await page.goto('/')
  await expect(page.locator('[data-sanity]')).toHaveCount(0)

  await page.goto(enableUrl(await createPreviewSecret(LAKE.url, LAKE.token), EDITED))
  await expect(heading(page)).toHaveAttribute('data-sanity', field(dealId, 'deal', 'title'))
  await expect(page.getByRole('complementary', { name: 'Fare from' }).locator('[data-sanity]').first()).toHaveAttribute(
    'data-sanity',
    field(dealId, 'deal', 'fareFrom'),
  )
  // The header and footer belong to the settings document, and a related deal's card to that deal.
  await expect(page.getByRole('banner').locator('[data-phone]').first()).toHaveAttribute(
    'data-sanity',
    field('siteSettings', 'siteSettings', 'salesPhone'),
  )
  await expect(page.getByRole('contentinfo').locator('[data-sanity*="path=licence"]')).toHaveCount(1)
  const cards = page.getByRole('region', { name: /More deals/ }).locator('article h3[data-sanity]')
  await expect(cards.first()).toHaveAttribute('data-sanity', /^id=deal\.[^;]+;type=deal;path=destination;/)
  await expect(cards.first()).not.toHaveAttribute('data-sanity', new RegExp(`id=${dealId};`))

  // Nothing else a page needs is touched: links, phone numbers and structured data stay clean.
  await expect(page.getByRole('banner').locator('[data-phone]').first()).toHaveAttribute('href', /^tel:\+\d+$/)
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    expect(() => JSON.parse(json)).not.toThrow()
  }
  await banner(page).getByRole('link', { name: 'Exit preview' }).click()
  await expect(page.locator('[data-sanity]')).toHaveCount(0)
})

test('the enable link only redirects to paths on this site', async ({ page }) => {
  const secret = await createPreviewSecret(LAKE.url, LAKE.token)
  const response = await page.request.get(enableUrl(secret, '/.//evil.example/'), { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers().location).toBe('/')
})

test('the disable route leaves draft mode and redirects only within the site', async ({ request }) => {
  for (const [query, location] of [
    ['', '/'],
    ['?redirect=%2Fblog%3Fpage%3D2', '/blog?page=2'],
    ['?redirect=https%3A%2F%2Fevil.example%2F', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
  ]) {
    for (const method of ['GET', 'POST']) {
      const response = await request.fetch(`/api/draft-mode/disable${query}`, { method, maxRedirects: 0 })
      expect(response.status(), `${method} ${query}`).toBe(303)
      expect(response.headers().location, `${method} ${query}`).toBe(location)
      expect(response.headers()['set-cookie'], 'clears the draft-mode cookie').toMatch(/__prerender_bypass=;/)
    }
  }
})

test('visitors load no draft-mode code', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toHaveCount(0)
  const loaded = await scripts()
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded.filter((source) => draftModeCode.test(source))).toEqual([])
})

test('only the site itself and the Studio may show it in a frame', async ({ request }) => {
  const studio = new URL(process.env.SANITY_STUDIO_URL ?? 'http://localhost:3333').origin
  const checkout = `/checkout/${await startBooking(request)}?step=1`
  for (const path of ['/', '/all-deals/new-york-to-london-business-class', checkout]) {
    const response = await request.get(path)
    expect(response.headers()['x-frame-options'], path).toBeUndefined()
    // One directive of the site's policy (docs/security.md): exactly the site and the Studio.
    const policy = response.headers()['content-security-policy']?.split(/;\s*/) ?? []
    expect(
      policy.filter((directive) => directive.startsWith('frame-ancestors')),
      path,
    ).toEqual([`frame-ancestors 'self' ${studio}`])
  }
})
