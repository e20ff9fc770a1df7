import { expect, test } from '@playwright/test'
import { DEAL } from './checkout-journey'
import { interactive } from './fixtures'
import { siteOfSpec } from './site'
import { httpText, type HttpAnswer } from '../../testing/http.ts'

/**
 * A flood of the form APIs from one address, straight at the site with its flood gate
 * (web/lib/flood-gate.ts): past the budget Node answers 429 itself, and other visitors, pages and
 * addresses are served as usual. The burst is the deployed one (20); the budget comes back at one
 * request in 20 s rather than 2 a second, so what gets through does not depend on how fast this
 * machine is (the refill itself is unit-tested).
 */
test.describe.configure({ mode: 'serial' })

const BURST = 20
const PER_SECOND = 0.05
// Not the raised budget the other specs' servers get.
const site = siteOfSpec(3124, { env: { FLOOD_GATE_PER_SECOND: String(PER_SECOND), FLOOD_GATE_BURST: '' } })

/** One request from `localAddress` (any 127.x.y.z is this machine): the gate counts per address. */
function send(method: string, path: string, localAddress = '127.0.0.1', body?: string): Promise<HttpAnswer> {
  const { hostname, port } = new URL(site.baseURL)
  const headers = body === undefined ? {} : { 'Content-Type': 'application/json' }
  return httpText({ host: hostname, port, path, method, localAddress, headers }, body)
}

test('a flood of lead POSTs from one address is refused in front of the site, and nobody else waits for it', async () => {
  const junk = JSON.stringify({ type: 'subscribe', email: 'flood@example.com', token: '' })
  const started = performance.now()
  const flood = Promise.all(Array.from({ length: 300 }, () => send('POST', '/api/crm/contacts', '127.0.0.1', junk)))
  // While it lasts: a page, and another address's form token.
  const page = await send('GET', `/all-deals/${DEAL}`, '127.0.0.1')
  const token = await send('GET', '/api/form-token', '127.0.0.9')
  const answers = await flood
  const seconds = (performance.now() - started) / 1000

  expect(page.status).toBe(200)
  expect(token.status).toBe(200)
  const statuses = answers.map((answer) => answer.status)
  // The burst and what the rate gave back meanwhile reached the site, which refused them (no token).
  const reached = statuses.filter((status) => status === 403).length
  expect(reached).toBeGreaterThanOrEqual(BURST)
  expect(reached).toBeLessThanOrEqual(BURST + Math.ceil(PER_SECOND * seconds))
  expect(statuses.filter((status) => status !== 403).every((status) => status === 429)).toBe(true)
  const refused = answers.find((answer) => answer.status === 429)!
  expect(refused.body).toBe('Too many requests; please try again later')
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(refused.headers['content-security-policy']).toContain("default-src 'self'")
  expect(refused.headers['x-content-type-options']).toBe('nosniff')
})

test('a visitor who books from a flooding address gets a page that says so, not a line of text', async ({ page }) => {
  await page.goto(`${site.baseURL}/all-deals/${DEAL}`)
  await interactive(page)
  // The address's budget spent, as a script on the same network would.
  const junk = JSON.stringify({ type: 'subscribe', email: 'flood@example.com', token: '' })
  await Promise.all(Array.from({ length: BURST + 5 }, () => send('POST', '/api/crm/contacts', '127.0.0.1', junk)))
  await page.getByRole('button', { name: 'Book this deal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Too many requests' })).toBeVisible()
  await expect(page.getByText('Please wait a minute and try again, or call us.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'See today’s best deals' })).toHaveAttribute(
    'href',
    '/business-class-flights-alldeals',
  )
})
