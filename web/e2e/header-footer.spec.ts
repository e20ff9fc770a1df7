import { expect, test, type Page } from '@playwright/test'
import { CITY_SLUGS, REGION_SLUGS, byId, interactive } from './fixtures'

const HEADER_LINKS = [
  ['Home', '/'],
  ['Best Deals', '/business-class-flights-alldeals'],
  ['How it Works', '/#how-it-woks'],
  ['Reviews', '/#reviews'],
  ['Airlines', '/airlines'],
  ['Blog', '/blog'],
  ['FAQ', '/#faq'],
] as const

const FOOTER_LINKS = [
  ['About us', '/about-us'],
  ['Best deals', '/business-class-flights-alldeals'],
  ['How it works', '/#how-it-woks'],
  ['Reviews', '/#reviews'],
  ['FAQ', '/#faq'],
  ['Blog', '/blog'],
  ['Privacy policy', '/privacy-policy'],
  ['Terms and conditions', '/terms-and-conditions'],
  ['Refunds policy', '/refunds-policy'],
] as const

const settings = byId<{ salesPhone: { digits: string; formatted: string }; contactEmail: string; licence: string }>(
  'siteSettings',
)

async function expectOk(page: Page, hrefs: string[]) {
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(href)
    expect(response.status(), href).toBe(200)
  }
}

test('the header has every main navigation link and the logo links home', async ({ page }) => {
  await page.goto('/blog')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, href] of HEADER_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/ }).first()).toHaveAttribute('href', '/')
  await expectOk(
    page,
    HEADER_LINKS.map(([, href]) => href),
  )
})

test('the home page has the anchors the header links to', async ({ page }) => {
  await page.goto('/')
  for (const id of ['how-it-woks', 'reviews', 'faq']) await expect(page.locator(`#${id}`)).toBeVisible()
})

test('the header shows the sales phone as a click-to-call link and the memberships', async ({ page }) => {
  await page.goto('/')
  const phone = page.getByRole('banner').getByRole('link', { name: settings.salesPhone.formatted })
  await expect(phone).toHaveAttribute('href', `tel:+${settings.salesPhone.digits}`)
  await expect(phone).toBeVisible()
  await expect(page.getByRole('list', { name: 'Memberships' }).getByRole('listitem')).toHaveCount(2)
})

test('the footer has every company link, destinations and top cities', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const nav = footer.getByRole('navigation', { name: 'Footer' })
  for (const [label, href] of FOOTER_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
  }
  const destinations = footer.locator('[data-list="destinations"] a')
  await expect(destinations).toHaveCount(REGION_SLUGS.length)
  expect(await destinations.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    REGION_SLUGS.map((slug) => `/region/${slug}`),
  )
  const cities = footer.locator('[data-list="top-cities"] a')
  expect(await cities.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    CITY_SLUGS.map((slug) => `/city/${slug}`),
  )
  await expectOk(page, [
    ...FOOTER_LINKS.map(([, href]) => href),
    ...REGION_SLUGS.map((slug) => `/region/${slug}`),
    ...CITY_SLUGS.map((slug) => `/city/${slug}`),
  ])
})

test('the footer shows the address, phone, mailbox, copyright, licence and logos', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${settings.contactEmail}`,
  )
  await expect(footer.getByRole('link', { name: settings.salesPhone.formatted })).toHaveAttribute(
    'href',
    `tel:+${settings.salesPhone.digits}`,
  )
  await expect(footer).toContainText('© 2024-2025')
  await expect(footer).toContainText(settings.licence)
  await expect(footer.getByRole('list', { name: 'Partners' }).locator('img').first()).toBeVisible()
  await expect(footer.getByRole('list', { name: 'Airlines we book' }).locator('img').first()).toBeVisible()
  await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toBeVisible()
})

test('the footer lists start open and collapse and reopen', async ({ page }) => {
  await page.goto('/')
  for (const [name, list] of [
    ['Destinations', 'destinations'],
    ['Top cities', 'top-cities'],
  ] as const) {
    const details = page.locator(`[data-list="${list}"]`)
    const firstLink = details.getByRole('link').first()
    await expect(details).toHaveAttribute('open', '')
    await expect(firstLink).toBeVisible()
    await details.getByText(name, { exact: true }).click()
    await expect(details).not.toHaveAttribute('open')
    await expect(firstLink).toBeHidden()
    await details.getByText(name, { exact: true }).press('Enter')
    await expect(firstLink).toBeVisible()
  }
})

test('the burger menu offers the contact form, which opens as a modal and closes', async ({ page }) => {
  await page.goto('/')
  await interactive(page)
  const burger = page.getByRole('button', { name: 'Open menu' })
  await burger.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Contact form' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contact our travel experts' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
