import { expect, test } from '@playwright/test'

const UNKNOWN = [
  '/no-such-page',
  '/all-deals/no-such-deal',
  '/all-deals/draft-only-secret-fare',
  '/blog/posts/draft-only-post',
  '/airlines/no-such-airline',
  '/region/business-class-flights-to-atlantis',
  '/city/business-class-flights-to-atlantis',
  // A later page of a list past its end, or of a region that does not exist (docs/behaviour.md, "Lists").
  '/region/business-class-flights-to-europe/page/9',
  '/region/business-class-flights-to-atlantis/page/2',
  '/airlines/page/two',
  '/deal/no-such-deal',
  '/unknown-type/some-slug',
  '/unknown-type/config/regions-tabs',
  '/checkout/too-short',
  '/a/b/c/d',
]

for (const path of UNKNOWN) {
  test(`${path} is the 404 page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404')
    await expect(page.getByText('This page doesn’t exist or was removed')).toBeVisible()
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible()
    // Kept out of search results, said once (Next writes it for every 404 itself), a checkout
    // address's too (its page names itself "Page not found" and adds no robots of its own).
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
    expect(robots).toEqual(['noindex'])
    const home = page.getByRole('link', { name: 'Go to home page' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })
}

test('the message names the full path, query included, and not the fragment', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // The browser reports the 404 status itself; anything else is the page's own error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  const response = await page.goto('/no-such-page?utm_source=x&a=1#details')
  expect(response?.status()).toBe(404)
  await expect(page.getByText(/^Page not found/)).toHaveText('Page not found: /no-such-page?utm_source=x&a=1')

  // A missing page under a known route is rendered on request: the same message.
  await page.goto('/all-deals/no-such-deal?ref=newsletter')
  await expect(page.getByText(/^Page not found/)).toHaveText('Page not found: /all-deals/no-such-deal?ref=newsletter')
  // The server's page and the browser's agree until the browser adds the address (no hydration error).
  expect(errors).toEqual([])
})
