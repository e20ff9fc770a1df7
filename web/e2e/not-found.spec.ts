import { expect, test } from '@playwright/test'

const UNKNOWN = [
  '/no-such-page',
  '/all-deals/no-such-deal',
  '/all-deals/draft-only-secret-fare',
  '/blog/posts/draft-only-post',
  '/airlines/no-such-airline',
  '/region/business-class-flights-to-atlantis',
  '/city/business-class-flights-to-atlantis',
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
    const home = page.getByRole('link', { name: 'Go to home page' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })
}
