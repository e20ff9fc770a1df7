import { afterAll, describe, expect, it } from 'vitest'
import { leadsTestEnv } from '@/test/leads'

/**
 * "Book this deal"'s refusals, which come before any content is read. Starting a booking of a
 * real deal (303), and the 409 for a deal whose dates are over, are shown in the browser tests
 * (web/e2e/checkout.spec.ts), where the content cache of Next exists.
 */

const testEnv = await leadsTestEnv({ LEADS_RATE_LIMIT: '3' })
const { POST } = await import('./route')
const { closeDb, getDb } = await import('@/lib/leads/db')
const { bookings } = await import('@/lib/leads/tables')
await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

let addresses = 0
function book(body: string, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/checkout', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': `198.51.100.${++addresses}`,
        ...headers,
      },
      body,
    }),
  )
}

const storedBookings = async () => (await (await getDb()).select().from(bookings)).length

describe('POST /api/checkout refuses', () => {
  it('other media types (415) and bodies over 2 KB (413)', async () => {
    expect((await book('deal=x', { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await book(`deal=${'a'.repeat(3000)}`)).status).toBe(413)
  })

  it('a form posted from another site (403), by its Fetch Metadata or by its Origin alone', async () => {
    const deal = 'deal=boston-to-dublin-business-class'
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      // A sibling subdomain (another tenant, a forgotten marketing site) is not this site.
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://blog.localhost' },
      // A browser without Fetch Metadata still sends its Origin with a form post.
      { Origin: 'https://evil.example.com' },
      { Origin: 'null' },
      { Origin: 'http://localhost.example.com', Host: 'localhost' },
    ]
    for (const headers of refused) {
      const response = await book(deal, { ...headers, Accept: 'text/html' })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.text()).toContain('Bookings start on our deal pages')
    }
    expect(await storedBookings()).toBe(0)
  })

  it("not a form from this site's own pages, by its configured address or its host (no 403)", async () => {
    const allowed: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' },
      { Origin: 'https://localhost', Host: 'localhost' },
      {},
    ]
    for (const headers of allowed) {
      expect((await book('deal=', headers)).status, JSON.stringify(headers)).toBe(400)
    }
  })

  it('a missing or malformed deal (400), as a page for browsers and as text for others', async () => {
    for (const body of ['', 'deal=', 'deal=Boston%20to%20Dublin', `deal=${'a-'.repeat(60)}x`, 'deal=../etc']) {
      expect((await book(body)).status).toBe(400)
    }
    const page = await book('deal=', { Accept: 'text/html' })
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('<h1>Which deal?</h1>')
    expect((await book('{"deal": 7}', { 'Content-Type': 'application/json' })).status).toBe(400)
  })

  it('a flood from one address (429 with Retry-After) before reading anything', async () => {
    const flood = { 'X-Forwarded-For': '203.0.113.9' }
    const answers = await Promise.all(Array.from({ length: 6 }, () => book('deal=', flood)))
    const limited = answers.filter((response) => response.status === 429)
    expect(limited).toHaveLength(3)
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedBookings()).toBe(0)
  })
})
