import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './checkout-journey'
import { ROUTES } from './route-table'
import { interactive } from './fixtures'

/**
 * axe-core finds nothing on any page, on a phone (375 px) and on a desktop (1280 px): every route
 * of the route table, the 404 page, and what a visitor opens on top of a page (the consent banner,
 * the burger menu, the contact form). The checkout's four steps and its expired page are checked
 * the same way in checkout.spec.ts.
 */

const WIDTHS = [375, 1280] as const

async function atEveryWidth(page: Page, path: string, check: () => Promise<void>) {
  // Two page loads and two axe runs; axe alone takes 10 s and more on the longest pages when the
  // machine is busy.
  test.setTimeout(90_000)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await test.step(`${path} at ${width} px`, check)
  }
}

for (const [path] of [...ROUTES, ['/no-such-page'] as const]) {
  test(`${path} has no accessibility violations at 375 and 1280 px`, async ({ page }) => {
    await atEveryWidth(page, path, () => expectNoAxeViolations(page))
  })
}

test.describe('a first visit, before any cookie choice', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the consent banner has no accessibility violations at 375 and 1280 px', async ({ page }) => {
    await atEveryWidth(page, '/', async () => {
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
})

test('the open burger menu and the open contact form have no accessibility violations', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await interactive(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Contact form' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact our travel experts' })
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeVisible()
  await expectNoAxeViolations(page)
})
