import { expect, test, type APIResponse } from '@playwright/test'
import { KEPT_PAGE_BYPASS_HEADER, KEPT_PAGE_HEADER } from '../lib/cache/kept-pages'
import { scriptsAfterFirstPaint, scriptsLoadedAfterFirstPaint } from '../lib/cache/scripts-after-paint'
import { startBooking } from './checkout-journey'
import { first, interactive, recordErrors } from './fixtures'

/**
 * Content pages sent from a gzip copy kept per page (README.md, "Decisions": Compressed pages
 * kept): the page Next sends with its scripts fetched after the first paint ("Scripts after the
 * first paint"), and Next's headers, for the requests a browser makes when it opens a page; Next
 * still answers everything else.
 */

const slug = (type: string) => first<{ slug: { current: string } }>(type).slug.current
const PAGES = [
  '/',
  `/all-deals/${slug('deal')}`,
  `/airlines/${slug('airline')}`,
  '/business-class-flights-alldeals',
  '/blog',
  `/blog/posts/${slug('post')}`,
  '/about-us',
]
const deal = PAGES[1]!

/**
 * Headers of the connection rather than the page, the header saying which way it was sent, and
 * the ETag, which is of the page as sent (asserted on its own).
 */
const PER_RESPONSE = new Set([
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  KEPT_PAGE_HEADER,
])

function pageHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => !PER_RESPONSE.has(name.toLowerCase()))
    .map(({ name, value }) => `${name.toLowerCase()}: ${value}`)
    .sort()
}

for (const path of PAGES) {
  test(`${path} is sent from its kept copy: the page and headers Next sends, its scripts after the paint`, async ({
    request,
  }) => {
    const kept = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate' } })
    const next = await request.get(path, { headers: { 'accept-encoding': 'gzip', [KEPT_PAGE_BYPASS_HEADER]: '1' } })
    expect(kept.status()).toBe(200)
    expect(kept.headers()[KEPT_PAGE_HEADER]).toBe('hit')
    expect(kept.headers()['content-encoding']).toBe('gzip')
    expect(next.headers()[KEPT_PAGE_HEADER]).toBeUndefined()
    expect(next.headers()['x-nextjs-cache']).toBe('HIT')
    const page = await kept.text()
    expect(page).toBe(scriptsAfterFirstPaint(await next.text()))
    expect(page).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""><\/script>/)
    expect(pageHeaders(kept)).toEqual(pageHeaders(next))
    expect(kept.headers().etag).toMatch(/^"[^"]+"$/)
    expect(kept.headers().etag).not.toBe(next.headers().etag)
  })
}

test('a browser that takes Brotli gets it once it is made: the same page, over a tenth smaller', async ({
  request,
}) => {
  const gzip = await request.get(deal, { headers: { 'accept-encoding': 'gzip' } })
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  await expect
    .poll(async () => (await request.get(deal, { headers: asBrowser })).headers()['content-encoding'])
    .toBe('br')
  const brotli = await request.get(deal, { headers: asBrowser })
  expect(brotli.headers()[KEPT_PAGE_HEADER]).toBe('hit')
  expect(brotli.headers().etag).toBe(gzip.headers().etag)
  expect(await brotli.text()).toBe(await gzip.text())
  // 8.77 kB against 9.84 kB on this suite's server, 11 % (quality 10, and libdeflate's gzip:
  // lib/cache/kept-page-copy.ts). It was 15 % against Node's zlib (10.36 kB), and 17 % while every
  // page still carried Next's default 404 page, whose inline styles Brotli's built-in dictionary
  // shrinks better than gzip (docs/performance.md, "Two root layouts").
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(0.9 * Number(gzip.headers()['content-length']))
  const refused = await request.get(deal, { headers: { 'accept-encoding': 'br;q=0, gzip' } })
  expect(refused.headers()['content-encoding']).toBe('gzip')
})

test('a revalidating browser gets 304 for the ETag it has; HEAD gets the headers alone', async ({ request }) => {
  const kept = await request.get(deal)
  const etag = kept.headers().etag!
  const again = await request.get(deal, { headers: { 'if-none-match': `"other", ${etag}` } })
  expect(again.status()).toBe(304)
  expect(again.headers().etag).toBe(etag)
  expect(await again.body()).toHaveLength(0)
  const changed = await request.get(deal, { headers: { 'if-none-match': '"other"' } })
  expect(changed.status()).toBe(200)
  const head = await request.head(deal, { headers: { 'accept-encoding': 'gzip' } })
  expect(head.status()).toBe(200)
  expect(head.headers()[KEPT_PAGE_HEADER]).toBe('hit')
  expect(head.headers().etag).toBe(etag)
  expect(await head.body()).toHaveLength(0)
})

test('Next answers what only it can: navigations, previews, other encodings, other methods', async ({ request }) => {
  const html = await (await request.get(deal)).text()
  const navigation = await request.get(deal, { headers: { rsc: '1' } })
  expect(navigation.headers()['content-type']).toContain('text/x-component')
  const preview = await request.get(deal, { headers: { cookie: '__prerender_bypass=not-a-preview' } })
  const identity = await request.get(deal, { headers: { 'accept-encoding': 'identity' } })
  expect(identity.headers()['content-encoding']).toBeUndefined()
  const refused = await request.get(deal, { headers: { 'accept-encoding': 'gzip;q=0, deflate' } })
  expect(refused.headers()['content-encoding']).toBe('deflate')
  for (const response of [navigation, preview, identity, refused]) {
    expect(response.status()).toBe(200)
    expect(response.headers()[KEPT_PAGE_HEADER]).toBeUndefined()
  }
  for (const response of [preview, identity, refused]) expect(scriptsAfterFirstPaint(await response.text())).toBe(html)
  const posted = await request.post(deal, { form: { a: '1' } })
  const postedToNext = await request.post(deal, { form: { a: '1' }, headers: { [KEPT_PAGE_BYPASS_HEADER]: '1' } })
  expect(posted.status()).toBe(postedToNext.status())
  expect(posted.headers()[KEPT_PAGE_HEADER]).toBeUndefined()
})

test('an unknown deal still answers 404 with the page that says so, and a query changes nothing', async ({
  request,
}) => {
  const unknown = await request.get('/all-deals/no-such-deal-at-all')
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()[KEPT_PAGE_HEADER]).toBeUndefined()
  expect(await unknown.text()).toContain('no-such-deal-at-all')
  const campaign = await request.get(`${deal}?utm_source=newsletter&utm_medium=email`)
  expect(campaign.headers()[KEPT_PAGE_HEADER]).toBe('hit')
  expect(await campaign.text()).toBe(await (await request.get(deal)).text())
})

test('the API route is no way around it: a request marked as its own is refused', async ({ request }) => {
  const looped = await request.get(`/api/kept-page${deal}`, { headers: { [KEPT_PAGE_BYPASS_HEADER]: '1' } })
  expect(looped.status()).toBe(400)
})

test('in a browser the page paints before its scripts are fetched, then hydrates without an error', async ({
  page,
}) => {
  const errors = recordErrors(page)
  await page.goto(deal)
  await interactive(page)
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(paint).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(3)
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!)
  expect(errors).toEqual([])
})

test('a checkout step, which Next renders for each request, also loads its scripts after the paint', async ({
  page,
  request,
}) => {
  const token = await startBooking(request)
  const step = await request.get(`/checkout/${token}?step=1`, { headers: { 'accept-encoding': 'gzip' } })
  expect(step.status()).toBe(200)
  expect(step.headers()[KEPT_PAGE_HEADER]).toBeUndefined()
  expect(step.headers()['cache-control']).toContain('no-store')
  expect(scriptsLoadedAfterFirstPaint(await step.text()).length).toBeGreaterThan(3)
  // A link without its step is still sent on to the furthest step reached.
  const bare = await request.get(`/checkout/${token}`, { maxRedirects: 0 })
  expect(bare.status()).toBe(307)
  await page.goto(`/checkout/${token}?step=1`)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
