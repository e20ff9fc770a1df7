import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { MESSAGES } from '../lib/validation'
import { DEAL, postBookingStart } from './checkout-journey'
import { FORM_TRAP_HEADER } from '../lib/leads/bot-check-headers'
import { formTokenHeader } from '../../testing/leads.ts'
import { siteOfSpec } from './site'
import { nginxMissing, startNginx } from '../../testing/nginx.ts'
import { interactive } from './fixtures'
import { SAMPLE_CONTACT, SAMPLE_PASSENGERS, SAMPLE_TRIP } from '../test/checkout'

/**
 * What a hostile client tries, against a production server of its own with a small rate limit
 * (leads, booking starts and checkout steps each have their own budget per client address):
 * the security headers, absurd image requests, text no database column can store, forged client
 * addresses, and bots posting forms without a captcha configured (the embedded default).
 */
test.describe.configure({ mode: 'serial' })

const LIMIT = 30
/** nginx in front of this spec's server, for the one test that needs the deployed front. */
const NGINX_PORT = 3152
/** The bot check's minimum form age on this server (README.md, "Bot protection"). */
const MIN_FORM_AGE_MS = 2000
const site = siteOfSpec(3123, {
  env: { LEADS_RATE_LIMIT: String(LIMIT), LEADS_MIN_FORM_AGE_MS: String(MIN_FORM_AGE_MS) },
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })

/** Every Content-Security-Policy violation the page reports, as `directive: source`. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sourceFile}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('pages, route handlers and images carry the security headers', async ({ page }) => {
  const response = await page.goto(`${site.baseURL}/all-deals/${DEAL}`)
  const image = await page.locator('main img').first().getAttribute('src')
  const answers = [
    response!,
    await page.request.get(`${site.baseURL}/api/build`),
    await page.request.get(new URL(image!, site.baseURL).href),
  ]
  for (const answer of answers) {
    const headers = answer.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, answer.url()).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toMatch(/frame-ancestors 'self' \S+/)
    expect(csp).toMatch(/script-src 'self' /)
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    // Plain HTTP on loopback: no HSTS (browsers ignore it there, and it would pin localhost).
    expect(headers['strict-transport-security']).toBeUndefined()
  }
})

test('an absurd image request is answered at once, refused or no larger than the original', async ({ page }) => {
  await page.goto(`${site.baseURL}/all-deals/${DEAL}`)
  const image = new URL((await page.locator('main img').first().getAttribute('src'))!, site.baseURL)
  // The short address (docs/behaviour.md, "Images"): without a width, the whole original.
  const { width = 0, height = 0 } = await sharp(
    Buffer.from(await (await fetch(`${image.origin}${image.pathname}`)).arrayBuffer()),
  ).metadata()
  const timed = async (query: string) => {
    const started = performance.now()
    const response = await fetch(`${image.origin}${image.pathname}?${query}`)
    const body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, body, ms: performance.now() - started }
  }

  // docs/security.md, "Images": the blur's cost is refused, the size is bounded.
  const absurd = await timed('w=4000&h=4000&fit=crop&blur=2000&fm=png')
  expect(absurd.status).toBe(400)
  expect(absurd.body.toString()).toMatch(/^Bad image parameters: blur=2000 on a \d+×\d+ output costs too much/)
  expect(absurd.ms).toBeLessThan(1000)

  const huge = await timed('w=4000&h=4000&fit=crop&fm=png')
  expect(huge.status).toBe(200)
  expect(huge.ms).toBeLessThan(1000)
  const size = await sharp(huge.body).metadata()
  expect(size.width).toBeLessThanOrEqual(width)
  expect(size.height).toBeLessThanOrEqual(height)
  expect(size.width).toBe(size.height)
})

test('pages and their forms run under that policy without a single violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto(`${site.baseURL}/all-deals/${DEAL}`)
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])

  // The flight request's rules (zod) load when the form is reached for, and run on submit.
  await page.goto(`${site.baseURL}/flight`)
  await interactive(page)
  const form = page.getByRole('form', { name: 'Flight request' })
  await form.getByRole('button', { name: 'Get my free quote' }).click()
  await expect(page.locator('#flight-from-error')).toHaveText(MESSAGES.required)
  // The newsletter's rules load on focus.
  await page.getByRole('textbox', { name: 'E-mail address' }).focus()
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

const person = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 (212) 555-0100' }
const UNSTORABLE = { nul: 'Ada\u0000', surrogate: 'Ada \ud83d' }

test('text no column can store gets 400 naming the field on every form type, never a 5xx', async () => {
  const leads = {
    subscribe: (bad: string) => ({
      type: 'subscribe',
      email: 'x@example.com',
      token: '',
      attribution: { sessionId: bad },
    }),
    contact: (bad: string) => ({
      type: 'contact',
      token: '',
      fields: { ...person, name: bad, message: 'Call me', consent: true },
    }),
    'flight-request': (bad: string) => ({
      type: 'flight-request',
      token: '',
      fields: { ...person, name: bad, tripType: 'one-way', from: 'JFK', to: 'LHR', departDate: '2027-04-01' },
    }),
    questionnaire: (bad: string) => ({ type: 'questionnaire', token: '', fields: { ...person, name: bad } }),
  }
  // Sent as a form sends it, with its form token: without one, the lead is refused (403) before
  // its body is read. A refused lead gives the token back, so one serves every attempt.
  const token = await formTokenHeader(site.baseURL)
  await new Promise((resolve) => setTimeout(resolve, MIN_FORM_AGE_MS))
  for (const [type, lead] of Object.entries(leads)) {
    for (const [kind, bad] of Object.entries(UNSTORABLE)) {
      const response = await post('/api/crm/contacts', lead(bad), token)
      const text = await response.text()
      expect(response.status, `${type} with a ${kind}: ${text}`).toBe(400)
      expect(text).toMatch(/- (fields\.name|attribution\.sessionId): Contains a character that cannot be stored/)
    }
  }
})

test('the checkout steps refuse such text with 400 on the field, and save nothing', async () => {
  const started = await postBookingStart(site.baseURL)
  expect(started.status).toBe(303)
  const token = started.headers.get('location')!.split('/').pop()!
  const trip = { departDate: '2027-03-22', returnDate: '2027-03-29', adults: 1, children: 0, infants: 0 }
  expect((await post(`/api/checkout/${token}/1`, { fields: trip })).status).toBe(200)
  for (const bad of Object.values(UNSTORABLE)) {
    const passengers = [{ firstName: bad, lastName: 'Hopper', dateOfBirth: '1976-12-09', gender: 'F' }]
    const response = await post(`/api/checkout/${token}/2`, { fields: { passengers } })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues).toEqual([
      expect.objectContaining({ path: 'fields.passengers.0.firstName' }),
    ])
  }
  // Step 3 still waits for step 2: nothing of the refused travellers was saved.
  const review = await post(`/api/checkout/${token}/3`, { fields: {} })
  expect(review.status).toBe(409)
})

test('without captcha keys, a lead needs a form token old enough, once, and an empty hidden field', async () => {
  const lead = { type: 'subscribe', email: 'bot@example.com', token: '' }
  const noToken = await post('/api/crm/contacts', lead)
  expect(noToken.status).toBe(403)
  // Refused before its body is read: what it sent does not matter.
  const junk = await fetch(`${site.baseURL}/api/crm/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"type":"subscribe","email":',
  })
  expect(junk.status).toBe(403)
  expect(await junk.text()).toBe('The form could not be verified; please reload the page and try again')
  const token = await formTokenHeader(site.baseURL)
  const tooFast = await post('/api/crm/contacts', lead, token)
  expect(tooFast.status).toBe(403)
  expect(await tooFast.text()).toBe('The form was sent too quickly; please try again')
  await new Promise((resolve) => setTimeout(resolve, MIN_FORM_AGE_MS))
  const trapped = await post('/api/crm/contacts', lead, { ...token, [FORM_TRAP_HEADER]: 'https://spam.example.com' })
  expect(trapped.status).toBe(403)
  const accepted = await post('/api/crm/contacts', lead, token)
  expect(await accepted.text()).toBe('Success')
  const replayed = await post('/api/crm/contacts', { ...lead, email: 'bot2@example.com' }, token)
  expect(replayed.status).toBe(403)
})

test('a form token spent on a lead is spent for the checkout too', async () => {
  // The lead form's route is answered before Next, the checkout's by Next (README.md, "Decisions":
  // Leads answered before Next): one process, one memory of spent tokens.
  const token = await formTokenHeader(site.baseURL)
  await new Promise((resolve) => setTimeout(resolve, MIN_FORM_AGE_MS))
  const lead = await post('/api/crm/contacts', { type: 'subscribe', email: 'once@example.com', token: '' }, token)
  expect(await lead.text()).toBe('Success')
  const started = await postBookingStart(site.baseURL)
  const booking = started.headers.get('location')!.split('/').pop()!
  expect((await post(`/api/checkout/${booking}/1`, { fields: SAMPLE_TRIP })).status).toBe(200)
  expect((await post(`/api/checkout/${booking}/2`, { fields: { passengers: SAMPLE_PASSENGERS } })).status).toBe(200)
  const confirm = await post(`/api/checkout/${booking}/3`, { fields: SAMPLE_CONTACT }, token)
  expect(confirm.status).toBe(403)
  expect(await confirm.json()).toMatchObject({
    message: 'The form was already sent; please reload the page to send another',
  })
})

test('short API answers go uncompressed even when gzip is accepted; pages stay compressed', async () => {
  // A flood of refused leads must not cost a gzip stream each (lib/http.ts).
  const gzip = { 'Accept-Encoding': 'gzip' }
  const refused = await post('/api/crm/contacts', { type: 'subscribe', email: 'gzip@example.com', token: '' }, gzip)
  expect(refused.status).toBe(403)
  expect(refused.headers.get('content-encoding')).toBeNull()
  const token = await fetch(`${site.baseURL}/api/form-token`, { headers: gzip })
  expect(token.headers.get('content-encoding')).toBeNull()
  const page = await fetch(`${site.baseURL}/about-us`, { headers: gzip })
  expect(page.headers.get('content-encoding')).toBe('gzip')
})

test('a person who subscribes at once is not refused; a bot that fills the hidden field is', async ({ page }) => {
  await page.goto(`${site.baseURL}/all-deals/${DEAL}`)
  await interactive(page)
  const email = page.getByRole('textbox', { name: 'E-mail address' })
  const answer = () => page.waitForResponse((response) => response.url().endsWith('/api/crm/contacts'))
  // Typed and sent well within the minimum age: the form waits out the rest before posting.
  await email.fill('quick-reader@example.com')
  const started = Date.now()
  const [quick] = await Promise.all([answer(), email.press('Enter')])
  expect(quick.status()).toBe(200)
  expect(Date.now() - started).toBeGreaterThan(MIN_FORM_AGE_MS / 2)
  await expect(page.getByRole('dialog', { name: 'Thank you for your interest' })).toBeVisible()

  await page.reload()
  // The form sends only once its code runs (scripts load after the first paint); before that a
  // submit keeps what was typed and sends nothing (early-submit.spec.ts).
  await interactive(page)
  // What a form-filling bot does: every input gets a value, the one no person sees included.
  await page.locator('footer form input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example.com'
  })
  await email.fill('bot-reader@example.com')
  const [trapped] = await Promise.all([answer(), email.press('Enter')])
  expect(trapped.status()).toBe(403)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

/**
 * Rate-limit windows start on the minute of the real clock (README.md, "Leads"). A test that counts
 * a budget starts with at least `seconds` left in its window, so that no new window (a fresh
 * budget) opens while it counts.
 */
async function awaitWindowWithTimeLeft(seconds: number) {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

/**
 * Behind the front tier, as deployed: nginx writes the address it saw over the client's
 * X-Forwarded-For (deploy/nginx/meridian.conf), and the site counts that. With nothing in front,
 * Next's public surface gives the site no socket address to count instead (README.md, "Client
 * addresses"). nginx's own budget for these APIs is raised, so that only the site's counts.
 */
test('a forged X-Forwarded-For buys no fresh budget through nginx: every request counts against the address nginx saw', async () => {
  test.setTimeout(90_000)
  const missing = nginxMissing()
  // In CI (.ci/run installs it) a missing nginx fails the run; on a workstation it is said.
  test.skip(missing.length > 0 && !process.env.CI, `needs ${missing.join(' and ')}`)
  const nginx = await startNginx({
    sitePorts: [Number(new URL(site.baseURL).port)],
    port: NGINX_PORT,
    edits: [['rate=2r/s', 'rate=10000r/s']],
  })
  try {
    await awaitWindowWithTimeLeft(25)
    const statuses: number[] = []
    for (let attempt = 1; attempt <= LIMIT + 3; attempt++) {
      // A new "client" each time, as a flood rotating the header would claim.
      const response = await postBookingStart(nginx.origin, {
        'X-Forwarded-For': `203.0.113.${attempt}, 198.51.100.${attempt}`,
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    // Earlier tests started two bookings from this address, in this window or the one before.
    expect(statuses.filter((status) => status === 303).length).toBeGreaterThanOrEqual(LIMIT - 2)
    expect(statuses.filter((status) => status === 303).length).toBeLessThanOrEqual(LIMIT)
    expect(statuses.slice(-3)).toEqual([429, 429, 429])
    // Without the header it is the same client, whose budget is spent.
    const plain = await postBookingStart(nginx.origin)
    expect(plain.status).toBe(429)
  } finally {
    await nginx.stop()
  }
})
