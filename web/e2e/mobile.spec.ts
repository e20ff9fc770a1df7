import { expect, test } from '@playwright/test'
import { interactive } from './fixtures'

test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })

test('below 768 px the header and footer use the small logos', async ({ page }) => {
  await page.goto('/')
  for (const placement of ['header', 'footer']) {
    const logo = page.locator(`[data-logo="${placement}"]`)
    await expect(logo.locator('[data-variant="small"]')).toBeVisible()
    await expect(logo.locator('[data-variant="full"]')).toBeHidden()
  }
  // Partner and airline logos are requested at their small size, not the desktop one.
  const partner = page.getByRole('list', { name: 'Partners' }).locator('img').first()
  await partner.scrollIntoViewIfNeeded()
  await expect.poll(() => partner.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy()
  const { width, requested } = await partner.evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    requested: Number(new URL(img.currentSrc).searchParams.get('w')),
  }))
  expect(width).toBeLessThanOrEqual(40)
  expect(requested).toBeLessThan(120)
})

test('at 1280 px the full logos are shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expect(page.locator('[data-logo="header"] [data-variant="full"]')).toBeVisible()
  await expect(page.locator('[data-logo="header"] [data-variant="small"]')).toBeHidden()
})

test('on a phone the burger menu holds the site links', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await interactive(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: 'Best Deals' })).toBeVisible()
  await menu.getByRole('link', { name: 'Airlines' }).click()
  await expect(page).toHaveURL(/\/airlines$/)
})

// A mobile browser zooms out to fit a page that is too wide, so compare with the
// device width itself, not with what the browser reports after zooming.
for (const path of ['/', '/flight', '/questionnaire', '/business-class-flights-alldeals', '/blog', '/airlines']) {
  test(`${path} fits a 375 px screen without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
}

test('the phone is one tap away on a phone', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: /^Call \+1/ })).toBeVisible()
})
