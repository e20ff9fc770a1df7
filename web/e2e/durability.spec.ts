import { expect, test } from '@playwright/test'
import { TEST_TIME } from '../../testing/test-time.ts'
import { startFakeCrm, TEST_CRM_SECRET, verifySignature } from '../test/leads'
import { SIGNATURE_HEADER } from '../lib/leads/signature'
import { DEAL, expectNoAxeViolations, heading, postBookingStart } from './checkout-journey'
import { formTokenHeader, storedLeadsCsv } from '../../testing/leads.ts'
import { startSite, type Site } from './site'

/**
 * Leads and the checkout across restarts, with servers of their own on one lead store: time moved
 * by configuration expires a booking (no waiting), a crash right after a confirmation loses
 * nothing on the way to the CRM, and a crash in the middle of a burst of subscriptions, which are
 * committed in groups (README.md, "Leads"), loses none that was answered `Success`.
 */
test.describe.configure({ mode: 'serial' })

/**
 * Each server of a test gets its own port (3118–3121, 3126): a restart on the same port would
 * meet the test's pooled keep-alive connections to the server that is gone.
 */
const PORTS = { expiry: [3118, 3119], crash: [3120, 3121], burst: 3126 } as const
let site: Site | undefined

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server output', { body: site.output() })
  await site?.stop()
  site = undefined
})

/** fetch, saying which address failed and why. */
const fetch = (url: string, init: RequestInit) =>
  globalThis.fetch(url, init).catch((error: Error & { cause?: Error }) => {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${error.cause?.message ?? error.message}`)
  })

/** A booking made with the JSON API, as the forms send it, up to `through`. */
async function book(baseURL: string, through: 1 | 3) {
  const started = await postBookingStart(baseURL)
  expect(started.status).toBe(303)
  const token = started.headers.get('location')!.split('/').pop()!
  const step = async (n: number, body: unknown) => {
    const response = await fetch(`${baseURL}/api/checkout/${token}/${n}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(n === 3 ? await formTokenHeader(baseURL) : {}) },
      body: JSON.stringify(body),
    })
    expect(response.status, `step ${n}`).toBe(200)
    return (await response.json()) as { next: string; reference?: string }
  }
  await step(1, { fields: { departDate: '2027-03-22', returnDate: '2027-03-29', adults: 1, children: 0, infants: 0 } })
  if (through === 1) return { token }
  await step(2, {
    fields: { passengers: [{ firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1976-12-09', gender: 'F' }] },
  })
  const confirmed = await step(3, {
    fields: {
      email: 'grace@example.com',
      phone: '+1 (212) 555-0199',
      billing: { line1: '2 Broadway', city: 'New York', region: 'NY', postalCode: '10004', country: 'United States' },
      specialRequests: 'Aisle seat',
      consent: true,
    },
  })
  return { token, reference: confirmed.reference! }
}

test('a booking left unconfirmed expires: 410 with the deal again and the phone, a week later by the clock', async ({
  page,
}) => {
  test.setTimeout(120_000)
  site = await startSite(PORTS.expiry[0])
  const { token } = await book(site.baseURL, 1)
  const dataDir = site.dataDir
  await site.stop()

  const eightDaysLater = new Date(Date.parse(TEST_TIME.SITE_CLOCK) + 8 * 86_400_000).toISOString()
  site = await startSite(PORTS.expiry[1], { dataDir, env: { SITE_CLOCK: eightDaysLater } })
  const response = await page.goto(`${site.baseURL}/checkout/${token}?step=1`)
  expect(response?.status()).toBe(410)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(heading(page)).toHaveText('This booking has expired')
  await expect(page.getByRole('link', { name: /^See Boston to Dublin in business class again$/ })).toHaveAttribute(
    'href',
    `/all-deals/${DEAL}`,
  )
  await expect(page.getByRole('main').getByRole('link', { name: /^\+1 \(800\)/ })).toBeVisible()
  await expectNoAxeViolations(page)

  const save = await fetch(`${site.baseURL}/api/checkout/${token}/1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: {} }),
  })
  expect(save.status).toBe(410)
})

test('kill -9 right after a confirmation loses nothing: after a restart the CRM gets the booking once', async () => {
  test.setTimeout(150_000)
  const crm = await startFakeCrm()
  try {
    const env = { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: TEST_CRM_SECRET, LEADS_SWEEP_SECONDS: '1' }
    // The CRM is down when the booking is confirmed, and the server dies straight after answering.
    crm.state.mode = 'error'
    site = await startSite(PORTS.crash[0], { env })
    const reference = (await book(site.baseURL, 3)).reference!
    const dataDir = site.dataDir
    await site.kill()
    site = undefined

    crm.state.mode = 'up'
    site = await startSite(PORTS.crash[1], { dataDir, env })
    const deliveries = () => crm.accepted.filter((request) => request.body.includes(reference))
    // The outbox retries 30 s (±20 %) after a failed attempt, or at once if none was made.
    await expect.poll(() => deliveries().length, { timeout: 90_000, intervals: [500] }).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(deliveries()).toHaveLength(1)

    const [delivery] = deliveries()
    const signature = delivery!.headers[SIGNATURE_HEADER.toLowerCase()] as string
    expect(verifySignature(delivery!.body, signature, TEST_CRM_SECRET)).toBe(true)
    const body = JSON.parse(delivery!.body) as { type: string; reference: string; fields: Record<string, unknown> }
    expect(body).toMatchObject({ type: 'booking', reference })
    expect(body.fields).toMatchObject({
      deal: { slug: DEAL, origin: { iata: 'BOS' }, destination: { iata: 'DUB' }, farePerPerson: 2480 },
      trip: { departDate: '2027-03-22', returnDate: '2027-03-29', adults: 1 },
      passengers: [{ type: 'adult', firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1976-12-09' }],
      contact: { email: 'grace@example.com', phone: '+1 (212) 555-0199', billing: { city: 'New York' } },
      price: { total: 2480 },
    })

    await site.stop()
    site = undefined
    const csv = await storedLeadsCsv(dataDir)
    const row = csv.split('\r\n').find((line) => line.includes(reference))
    expect(row).toContain('booking')
    expect(row).toContain('grace@example.com')
  } finally {
    await crm.close()
  }
})

const IN_FLIGHT = 32
const SUBSCRIPTIONS = 1_500
/** The server is killed once this many subscriptions were answered `Success`. */
const KILL_AFTER = 200

test('kill -9 in the middle of a burst of subscriptions: every Success is a stored subscriber', async () => {
  test.setTimeout(120_000)
  site = await startSite(PORTS.burst)
  const { baseURL, dataDir } = site
  // The forms' tokens first, so that the burst is subscriptions only.
  const tokens: Record<string, string>[] = []
  while (tokens.length < SUBSCRIPTIONS) tokens.push(await formTokenHeader(baseURL))

  const answered: string[] = []
  let failed = 0
  let next = 0
  let killed: Promise<void> | undefined
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < SUBSCRIPTIONS && !killed) {
        const n = next++
        const email = `crash-${n}@example.com`
        try {
          const response = await fetch(`${baseURL}/api/crm/contacts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...tokens[n] },
            body: JSON.stringify({ type: 'subscribe', email, token: '' }),
          })
          if ((await response.text()) === 'Success') answered.push(email)
          else failed++
        } catch {
          failed++
        }
        if (answered.length >= KILL_AFTER) killed ??= site!.kill()
      }
    }),
  )
  await killed
  site = undefined
  // The kill landed mid-burst: requests were in flight when it did.
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER)
  expect(failed).toBeGreaterThan(0)

  const csv = await storedLeadsCsv(dataDir)
  const lost = answered.filter((email) => !csv.includes(email))
  expect(lost).toEqual([])
})
