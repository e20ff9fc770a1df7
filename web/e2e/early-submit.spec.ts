import { expect, test, type Page } from '@playwright/test'
import { startBooking } from './checkout-journey'

/**
 * A form submitted before the page's code runs (docs/behaviour.md, "Forms": before their code).
 * On a slow phone a page shows its forms well before its scripts have run. A submit then must
 * not send the form to the page's own address, with the visitor's fields in the query: it does
 * nothing, the form keeps what was typed, and once the code runs the form works as always.
 */

/** Keeps the page's scripts from running until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const query = (page: Page) => new URL(page.url()).search

test("a newsletter e-mail submitted before the page's code runs stays in the field, not in the address", async ({
  page,
}) => {
  const release = await holdScripts(page)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => navigations.push(frame.url()))
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  const email = page.getByRole('textbox', { name: 'E-mail address' })
  await email.fill('not-yet@example')
  await email.press('Enter')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await page.waitForTimeout(500)
  expect(query(page)).toBe('')
  expect(navigations).toHaveLength(1)
  await expect(email).toHaveValue('not-yet@example')

  // Once the code runs, the submit the visitor made is made again, and checked by the code (the
  // address lacks a top-level domain): no second Enter needed.
  release()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(query(page)).toBe('')
})

test("a newsletter e-mail sent with Enter before the page's code runs is subscribed once the code runs", async ({
  page,
}) => {
  // A busy phone (issue 36: after thirty pages in a row, the Enter sometimes did nothing): the
  // footer's address typed and Enter pressed while the scripts are still on their way.
  const release = await holdScripts(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/crm/contacts')) posts.push(request.url())
  })
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  const email = page.getByRole('textbox', { name: 'E-mail address' })
  await email.focus()
  await email.pressSequentially(`early-${Date.now()}@example.com`)
  await email.press('Enter')
  await page.waitForTimeout(300)
  expect(posts).toEqual([])

  release()
  await expect(page.getByRole('dialog', { name: 'Thank you for your interest' })).toBeVisible({ timeout: 15_000 })
  await expect(email).toHaveValue('')
  expect(posts).toHaveLength(1)
  expect(query(page)).toBe('')
})

test("the quote form submitted before the page's code runs keeps what was typed, and is checked once the code is there", async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Flight request' })
  await form.getByRole('textbox', { name: 'Full name' }).fill('Grace Early')
  await form.getByRole('button', { name: 'Get my free quote' }).click()
  await page.waitForTimeout(500)
  expect(query(page)).toBe('')
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Early')

  release()
  await expect(async () => {
    await form.getByRole('button', { name: 'Get my free quote' }).click()
    await expect(page.locator('#hero-from-error')).toHaveText('Value is required', { timeout: 1000 })
  }).toPass()
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Early')
  expect(query(page)).toBe('')
})

test("no form in the server's HTML sends its fields in an address: forms sent by their code have no method of their own, the booking button posts", async ({
  request,
}) => {
  const token = await startBooking(request)
  const paths = ['/', '/flight', '/questionnaire', '/blog', '/all-deals/boston-to-dublin-business-class']
  for (const path of [...paths, `/checkout/${token}`]) {
    const forms = (await (await request.get(path)).text()).match(/<form\b[^>]*>/g) ?? []
    expect(forms.length, path).toBeGreaterThan(0)
    for (const form of forms) {
      const method = /\bmethod="([^"]*)"/.exec(form)?.[1]
      if (form.includes('action="/api/checkout"')) expect(method, path).toBe('post')
      else expect(method, `${path}: ${form}`).toBe('dialog')
    }
  }
})
