import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { FAKE_PLACES } from '../playwright.config'
import { ENDED_DEAL_SLUG } from '../../testing/test-time.ts'
import {
  CONTACT,
  DEAL,
  PASSENGERS,
  TRIP,
  continueToReview,
  expectNoAxeViolations,
  expectStep,
  fillContact,
  fillPassengers,
  fillTrip,
  heading,
  main,
  screenshot,
  startBooking,
} from './checkout-journey'
import { interactive } from './fixtures'

/**
 * The checkout as a traveller takes it, at phone and desktop widths: a deal page's "Book this
 * deal", the four steps, resuming anywhere, the mobile header's rules, and what a traveller
 * sees for an ended deal or a link that leads nowhere. axe-core checks every step.
 */

const WIDTHS = [
  { label: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { label: 'phone', use: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
] as const

for (const width of WIDTHS) {
  test.describe(`on a ${width.label}`, () => {
    test.use(width.use)

    test('deal page → Book this deal → four steps → a confirmation with a reference', async ({ page }, testInfo) => {
      // The longest journey here: four pages, axe-core and a full-page screenshot on each.
      test.setTimeout(90_000)
      await page.goto(`/all-deals/${DEAL}`)
      await page.getByRole('button', { name: 'Book this deal' }).click()
      await expectStep(page, 1, 'Your flight')
      const subtitle = page.getByTestId('mobile-checkout-header')
      if (width.label === 'phone') await expect(subtitle).toContainText('Round trip · 1 passenger')
      await expectNoAxeViolations(page)
      await screenshot(page, testInfo, 'step-1')

      // The total follows the travellers: 2 adults and a child at 75 %.
      const total = page.getByTestId('fare-total')
      await expect(total).toHaveText('$2,480')
      await fillTrip(page)
      await expect(total).toHaveText('$6,820')
      await page.getByRole('button', { name: 'Continue to passengers' }).click()

      await expectStep(page, 2, 'Passengers')
      if (width.label === 'phone') await expect(subtitle).toContainText('Round trip · 3 passengers')
      await expect(main(page).getByRole('group', { name: /^Passenger \d/ })).toHaveText([
        /^Passenger 1 \(Adult\)/,
        /^Passenger 2 \(Adult\)/,
        /^Passenger 3 \(Child\)/,
      ])
      await expectNoAxeViolations(page)
      await screenshot(page, testInfo, 'step-2')
      await fillPassengers(page)
      await page.getByRole('button', { name: 'Continue to contact and review' }).click()

      await expectStep(page, 3, 'Contact and review')
      const review = main(page)
      await expect(review.getByText('Ada Lovelace', { exact: true })).toBeVisible()
      await expect(review.getByText('Byron Lovelace', { exact: true })).toBeVisible()
      await expect(review.getByRole('link', { name: 'Edit your flight' })).toHaveAttribute('href', /step=1$/)
      await expect(review.getByRole('link', { name: 'Edit passengers' })).toHaveAttribute('href', /step=2$/)
      await expect(review.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
        'href',
        '/terms-and-conditions',
      )
      await expectNoAxeViolations(page)
      await screenshot(page, testInfo, 'step-3')
      await fillContact(page)
      await page.getByRole('button', { name: 'Send booking request' }).click()

      await expectStep(page, 4, 'Booking request received')
      const reference = page.getByTestId('booking-reference')
      await expect(reference).toHaveText(/^MB-[2-9A-HJKMNP-TV-Z]{6}$/)
      // Handed to the sales team: the link shows names to check, not what identifies the travellers.
      await expect(main(page)).toContainText('A travel expert calls you on the number ending in 0101 within 2 hours')
      await expect(main(page)).toContainText(`${CONTACT.email[0]}•••@example.com`)
      await expect(main(page)).toContainText(`${PASSENGERS[0].first} ${PASSENGERS[0].last}`)
      for (const secret of [CONTACT.email, '555-0101', CONTACT.line1, 'born', '1985', 'KTN', 'frequent flyer']) {
        await expect(main(page)).not.toContainText(secret)
      }
      await expect(main(page)).toContainText('Seller of Travel')
      await expectNoAxeViolations(page)
      await screenshot(page, testInfo, 'step-4')

      // Confirmed: every step's link shows the confirmation, with no way back into the forms.
      const url = new URL(page.url())
      for (const step of [1, 2, 3]) {
        await page.goto(`${url.pathname}?step=${step}`)
        await expect(page).toHaveURL(/step=4$/)
        await expect(heading(page)).toHaveText('Booking request received')
      }
      await expect(main(page).getByRole('link', { name: /^Edit/ })).toHaveCount(0)
    })

    test('an empty step 2 does not advance, marks every field and focuses the first', async ({ page, request }) => {
      const token = await startBooking(request)
      await page.goto(`/checkout/${token}`)
      await interactive(page)
      await fillTrip(page, { adults: '1', children: '1' })
      await page.getByRole('button', { name: 'Continue to passengers' }).click()
      await expectStep(page, 2, 'Passengers')

      await page.getByRole('button', { name: 'Continue to contact and review' }).click()
      const first = page.getByRole('group', { name: /^Passenger 1 / })
      await expect(first.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
      await expect(first.getByLabel('First name')).toBeFocused()
      await expect(first.getByText('Value is required').first()).toBeVisible()
      await expect(main(page).locator('[aria-invalid="true"]')).toHaveCount(8)
      await expect(page).toHaveURL(/step=2$/)

      // A child's date of birth that makes them an adult on the departure date is refused.
      await fillPassengersAs(page, [
        ['Grace', 'Hopper', '12091976', 'F'],
        ['Alan', 'Hopper', '01012000', 'M'],
      ])
      await page.getByRole('button', { name: 'Continue to contact and review' }).click()
      const child = page.getByRole('group', { name: /^Passenger 2 \(Child\)/ })
      await expect(child.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true')
      await expect(child.getByRole('alert')).toContainText('Children are 2 to 11 on the departure date')
      await expect(page).toHaveURL(/step=2$/)
    })

    test('a reload at step 3 resumes at step 3, and the link resumes in another browser', async ({ page, browser }) => {
      await page.goto(`/all-deals/${DEAL}`)
      await page.getByRole('button', { name: 'Book this deal' }).click()
      await continueToReview(page)

      await page.reload()
      await expect(heading(page)).toHaveText('Contact and review')
      await expect(main(page).getByText('Charles Babbage', { exact: true })).toBeVisible()

      const link = new URL(page.url()).pathname
      const other = await browser.newContext({ viewport: width.use.viewport })
      const elsewhere = await other.newPage()
      await elsewhere.goto(link)
      await expect(elsewhere).toHaveURL(/step=3$/)
      await expect(heading(elsewhere)).toHaveText('Contact and review')
      await expect(main(elsewhere).getByText('Ada Lovelace', { exact: true })).toBeVisible()
      await elsewhere.getByRole('link', { name: 'Edit your flight' }).click()
      await expect(elsewhere.getByLabel('Departure date')).toHaveValue(TRIP.departDate)
      await expect(elsewhere.getByLabel('Children (2–11)')).toHaveValue('1')
      await other.close()
    })
  })
}

async function fillPassengersAs(page: Page, people: [string, string, string, string][]) {
  for (const [index, [first, last, born, gender]] of people.entries()) {
    const fieldset = page.getByRole('group', { name: new RegExp(`^Passenger ${index + 1} `) })
    await fieldset.getByLabel('First name').fill(first)
    await fieldset.getByLabel('Last name').fill(last)
    await fieldset.getByLabel('Date of birth').fill('')
    await fieldset.getByLabel('Date of birth').pressSequentially(born)
    await fieldset.getByLabel('Gender').selectOption(gender)
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })

  test('the back arrow shows on steps 2 and 3 only and returns with what was entered', async ({ page, request }) => {
    const token = await startBooking(request)
    const arrow = page.getByTestId('mobile-checkout-header').getByRole('link', { name: 'Back to the previous step' })
    await page.goto(`/checkout/${token}`)
    await expectStep(page, 1, 'Your flight')
    await expect(arrow).toHaveCount(0)
    await fillTrip(page)
    await page.getByRole('button', { name: 'Continue to passengers' }).click()
    await expectStep(page, 2, 'Passengers')
    await expect(arrow).toBeVisible()
    await fillPassengers(page)
    await page.getByRole('button', { name: 'Continue to contact and review' }).click()
    await expectStep(page, 3, 'Contact and review')
    await expect(arrow).toBeVisible()

    await arrow.click()
    await expectStep(page, 2, 'Passengers')
    await expect(page.getByRole('group', { name: /^Passenger 1 / }).getByLabel('First name')).toHaveValue('Ada')
    await arrow.click()
    await expectStep(page, 1, 'Your flight')
    await expect(page.getByLabel('Departure date')).toHaveValue(TRIP.departDate)
    await expect(page.getByLabel('Adults (12+)')).toHaveValue('2')

    await page.goto(`/checkout/${token}?step=3`)
    await interactive(page)
    await fillContact(page)
    await page.getByRole('button', { name: 'Send booking request' }).click()
    await expectStep(page, 4, 'Booking request received')
    await expect(arrow).toHaveCount(0)
    await expect(page.getByTestId('mobile-checkout-header')).toContainText('Your flight')
  })

  test('the chat icon opens the contact form, and the checkout footer uses the small dark logo', async ({
    page,
    request,
  }) => {
    await page.goto(`/checkout/${await startBooking(request)}`)
    await interactive(page)
    await page.getByRole('button', { name: /open the contact form/ }).click()
    await expect(page.getByRole('dialog', { name: 'Contact our travel experts' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.locator('[data-logo="footer"] [data-variant="small"]')).toBeVisible()
  })
})

test.describe('on a desktop', () => {
  test('browser back and forward move between steps and show what was saved', async ({ page, request }) => {
    const token = await startBooking(request)
    await page.goto(`/checkout/${token}`)
    await continueToReview(page)

    await page.goBack()
    await expectStep(page, 2, 'Passengers')
    await expect(page.getByRole('group', { name: /^Passenger 3 / }).getByLabel('Last name')).toHaveValue('Lovelace')
    await page.goBack()
    await expectStep(page, 1, 'Your flight')
    await expect(page.getByLabel('Return date')).toHaveValue(TRIP.returnDate)
    await page.goForward()
    await expectStep(page, 2, 'Passengers')
    await page.goForward()
    await expectStep(page, 3, 'Contact and review')
  })

  test('the reduced header and the checkout footer', async ({ page, request }) => {
    await page.goto(`/checkout/${await startBooking(request)}`)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/')
    await expect(header.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0)
    await expect(footer.getByRole('list', { name: 'Airlines we book' })).toHaveCount(0)
    await expect(footer).toContainText('© 2024-2025')

    // The button opens the form once React runs, which starts after the first paint.
    await interactive(page)
    await header.getByRole('button', { name: 'Contact us' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact our travel experts' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(header.getByRole('button', { name: 'Contact us' })).toBeFocused()
  })

  test('an unknown or malformed link answers 404 with the not-found page, whole in the HTML', async ({
    page,
    browser,
  }) => {
    const paths = ['/checkout/AAAAAAAAAAAAAAAAAAAAAA', '/checkout/3f9c2a7be41d4c0f8a6e', '/checkout/x']
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(heading(page)).toHaveText('Error 404')
      await expect(page).toHaveTitle(/^Page not found \| /)
    }
    // What a crawler, a link preview or a screen reader before the scripts get (issue 36): the
    // document, the site's header, the message and a way back, with no script run.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    try {
      const bare = await noScript.newPage()
      for (const path of paths) {
        const response = await bare.goto(path)
        expect(response?.status()).toBe(404)
        expect(response?.headers()['cache-control']).toBe('private, no-store')
        await expect(bare.locator('html')).toHaveAttribute('lang', 'en')
        await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Error 404')
        await expect(bare.getByText('This page doesn’t exist or was removed')).toBeVisible()
        await expect(bare.getByRole('navigation', { name: 'Main' })).toBeVisible()
        await expect(bare.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
        const robots = await bare
          .locator('meta[name="robots"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
        expect(robots).toEqual(['noindex'])
      }
    } finally {
      await noScript.close()
    }
  })

  test('a deal whose travel dates are over shows no Book button, and cannot be booked', async ({ page, request }) => {
    await page.goto(`/all-deals/${ENDED_DEAL_SLUG}`)
    await expect(page.getByRole('button', { name: 'Book this deal' })).toHaveCount(0)
    await expect(page.getByRole('status')).toContainText('can no longer be booked online')
    await expect(page.getByRole('link', { name: 'Request this fare' })).toBeVisible()

    const refused = await request.post('/api/checkout', {
      form: { deal: ENDED_DEAL_SLUG },
      maxRedirects: 0,
      headers: { Accept: 'text/html' },
    })
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain('This deal can no longer be booked')
    const unknown = await request.post('/api/checkout', { form: { deal: 'no-such-deal' }, maxRedirects: 0 })
    expect(unknown.status()).toBe(409)
  })

  test('checkout pages are private and kept out of search results', async ({ page, request }) => {
    const response = await page.goto(`/checkout/${await startBooking(request)}?step=1`)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('the billing address with a Places key configured', () => {
  type PlacesRequest = { method: string; url: string; key: string | null; body: unknown }
  const placesRequests = async (request: APIRequestContext) =>
    (await (await request.get(`${FAKE_PLACES}/requests`)).json()) as PlacesRequest[]
  const functionalConsent = {
    name: 'meridian_consent',
    value: encodeURIComponent(
      JSON.stringify({ necessary: true, functional: true, statistic: false, marketing: false, unclassified: false }),
    ),
    domain: '127.0.0.1',
    path: '/',
  }

  async function atStep3(page: Page, token: string) {
    await page.goto(`/checkout/${token}`)
    await interactive(page)
    await fillTrip(page, { adults: '1', children: '0' })
    await page.getByRole('button', { name: 'Continue to passengers' }).click()
    await expectStep(page, 2, 'Passengers')
    const fieldset = page.getByRole('group', { name: /^Passenger 1 / })
    await fieldset.getByLabel('First name').fill('Ada')
    await fieldset.getByLabel('Last name').fill('Lovelace')
    await fieldset.getByLabel('Date of birth').pressSequentially('12101985')
    await fieldset.getByLabel('Gender').selectOption('F')
    await page.getByRole('button', { name: 'Continue to contact and review' }).click()
    await expectStep(page, 3, 'Contact and review')
  }

  test('suggests addresses from the site itself once functional cookies are allowed, and a choice fills the address', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.addCookies([functionalConsent])
    const outside: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin !== new URL(baseURL!).origin) outside.push(sent.url())
    })
    const token = await startBooking(request)
    await atStep3(page, token)
    const before = (await placesRequests(request)).length

    const street = page.getByRole('combobox', { name: 'Street address' })
    await street.pressSequentially('1 Main')
    const option = page.getByRole('option', { name: '1 Main Street, Boston, MA 02110, USA' })
    await expect(option).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '1 suggestion' })).toBeAttached()
    // The keyboard chooses it: down to the suggestion, Enter (which does not send the form).
    await street.press('ArrowDown')
    await expect(street).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
    await street.press('Enter')
    await expect(street).toHaveValue('1 Main Street')
    await expect(page.locator('#booking-billing-city')).toHaveValue('Boston')
    await expect(page.locator('#booking-billing-region')).toHaveValue('MA')
    await expect(page.locator('#booking-billing-postal')).toHaveValue('02110')
    await expect(page.locator('#booking-billing-country')).toHaveValue('United States')
    // Enter chose the suggestion and sent nothing: still step 3, still in the field.
    await expect(page).toHaveURL(/[?&]step=3$/)
    await expect(street).toBeFocused()

    // The browser asked only the site; the site asked "Google" with its key, in English, one
    // session for the lookups and the choice, and never with the booking's address.
    expect(outside).toEqual([])
    const asked = (await placesRequests(request)).slice(before)
    expect(asked.length).toBeGreaterThanOrEqual(2)
    expect(asked.every((sent) => sent.key === 'e2e-test-maps-key')).toBe(true)
    expect(JSON.stringify(asked)).not.toContain(token)
    const lookup = asked.find((sent) => sent.method === 'POST')!
    expect(lookup.body).toMatchObject({ input: '1 Main', languageCode: 'en' })
    const choice = new URL(asked.at(-1)!.url, FAKE_PLACES)
    expect(choice.searchParams.get('languageCode')).toBe('en')
    expect(choice.searchParams.get('sessionToken')).toBe((lookup.body as { sessionToken: string }).sessionToken)
  })

  test('without functional consent nothing is suggested and typed fields work the same', async ({ page, request }) => {
    const lookups: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/addresses')) lookups.push(sent.url())
    })
    await atStep3(page, await startBooking(request))
    await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveCount(0)
    await fillContact(page)
    await page.waitForTimeout(300)
    expect(lookups).toEqual([])
    await page.getByRole('button', { name: 'Send booking request' }).click()
    await expectStep(page, 4, 'Booking request received')
  })
})
