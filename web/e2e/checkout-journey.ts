import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

/**
 * The steps of a booking as a traveller takes them, shared by the checkout's journeys. Dates
 * are fixed: the servers run on TEST_TIME (16 March 2027), when Boston–Dublin sells departures
 * from 20 March (blackout 12–19 March) to 31 March.
 */

export const DEAL = 'boston-to-dublin-business-class'
export const TRIP = { departDate: '2027-03-22', returnDate: '2027-03-29' }
export const PASSENGERS = [
  { first: 'Ada', last: 'Lovelace', born: '12101985', gender: 'F' },
  { first: 'Charles', last: 'Babbage', born: '01011980', gender: 'M' },
  { first: 'Byron', last: 'Lovelace', born: '05052018', gender: 'M' },
] as const
export const CONTACT = {
  email: 'ada@example.com',
  phone: '6175550101',
  line1: '1 Main St',
  city: 'Boston',
  region: 'MA',
  postal: '02110',
}

/**
 * POST /api/checkout to a server of a test's own (fetch, not a page's request context), as the deal
 * page's form does; the answer is left unread for the test to judge.
 */
export const postBookingStart = (baseURL: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: `deal=${DEAL}`,
    redirect: 'manual',
  })

/** Starts a booking the way a form without JavaScript would, and returns its token. */
export async function startBooking(request: APIRequestContext, slug = DEAL): Promise<string> {
  const response = await request.post('/api/checkout', { form: { deal: slug }, maxRedirects: 0 })
  expect(response.status()).toBe(303)
  const token = /^\/checkout\/([A-Za-z0-9_-]{22})$/.exec(response.headers().location ?? '')?.[1]
  expect(token).toBeDefined()
  return token!
}

export const main = (page: Page) => page.getByRole('main')
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

export async function fillTrip(page: Page, travellers = { adults: '2', children: '1' }) {
  await page.getByLabel('Departure date').fill(TRIP.departDate)
  await page.getByLabel('Return date').fill(TRIP.returnDate)
  await page.getByLabel('Adults (12+)').selectOption(travellers.adults)
  await page.getByLabel('Children (2–11)').selectOption(travellers.children)
}

export async function fillPassengers(page: Page) {
  for (const [index, passenger] of PASSENGERS.entries()) {
    const fieldset = page.getByRole('group', { name: new RegExp(`^Passenger ${index + 1} `) })
    await fieldset.getByLabel('First name').fill(passenger.first)
    await fieldset.getByLabel('Last name').fill(passenger.last)
    await fieldset.getByLabel('Date of birth').fill('')
    await fieldset.getByLabel('Date of birth').pressSequentially(passenger.born)
    await fieldset.getByLabel('Gender').selectOption(passenger.gender)
  }
}

export async function fillContact(page: Page) {
  await page.locator('#booking-email').fill(CONTACT.email)
  await page.locator('#booking-phone').fill('')
  await page.locator('#booking-phone').pressSequentially(CONTACT.phone)
  await page.locator('#booking-billing-line1').fill(CONTACT.line1)
  await page.locator('#booking-billing-city').fill(CONTACT.city)
  await page.locator('#booking-billing-region').fill(CONTACT.region)
  await page.locator('#booking-billing-postal').fill(CONTACT.postal)
  await page.locator('#booking-consent').check()
}

/** Waits for a step and checks that focus starts on its heading. */
export async function expectStep(page: Page, step: number, title: string | RegExp) {
  await page.waitForURL(new RegExp(`[?&]step=${step}$`))
  await expect(heading(page)).toHaveText(title)
  await expect(heading(page)).toBeFocused()
  await expect(page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toContainText(
    `Step ${step}:`,
  )
}

/** From step 1 to step 3 with the sample trip and passengers, checking each step on the way. */
export async function continueToReview(page: Page) {
  await expectStep(page, 1, 'Your flight')
  await fillTrip(page)
  await page.getByRole('button', { name: 'Continue to passengers' }).click()
  await expectStep(page, 2, 'Passengers')
  await fillPassengers(page)
  await page.getByRole('button', { name: 'Continue to contact and review' }).click()
  await expectStep(page, 3, 'Contact and review')
}

/** axe-core on the whole page: no violation of any kind. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([])
}

/** A full-page screenshot for the report and for people to look at (web/test-results/checkout-screens/). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // The itinerary summary is sticky: from the top, it is drawn where a visitor first sees it.
  await page.evaluate(() => window.scrollTo(0, 0))
  const width = page.viewportSize()?.width ?? 0
  const body = await page.screenshot({
    fullPage: true,
    path: path.join(testInfo.project.outputDir, 'checkout-screens', `${name}-${width}.png`),
  })
  await testInfo.attach(`${name}-${width}`, { body, contentType: 'image/png' })
}
