import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import { startSampleLake } from '../../testing/sample-lake.ts'
import { startSite, type Site } from './site'

/**
 * Pages the build did not prerender (README.md, "Caching"; docs/performance.md, "What the build
 * prerenders"): the production build on a port of its own, reading a copy of the sample that a
 * local lake of its own writes and revalidates, as in redirects.spec.ts. A deal left out of the
 * build answers with its page and its share card; a publish reaches it like any page, rendered
 * on the next request and then served from the cache; an unknown slug answers 404 and leaves
 * nothing behind in the build's cache.
 */

const SITE_PORT = Number(process.env.ON_DEMAND_SITE_PORT ?? 3228)
const SECRET = randomBytes(24).toString('hex')
const BUILD = path.join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR ?? '.next')

let lake: Awaited<ReturnType<typeof startSampleLake<SanityClient>>>
let site: Site
let deal: { _id: string; title: string; slug: string }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  lake = await startSampleLake('on-demand', createClient, {
    revalidateUrl: `http://127.0.0.1:${SITE_PORT}/api/revalidate`,
    revalidateSecret: SECRET,
  })
  // The first published deal of the sample whose page the build left out.
  const routes = Object.keys(
    (JSON.parse(readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8')) as { routes: object }).routes,
  )
  const left = readFileSync(path.join(lake.dirs.contentDir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; _type: string; title: string; slug: { current: string } })
    .find(
      (doc) =>
        doc._type === 'deal' && !doc._id.startsWith('drafts.') && !routes.includes(`/all-deals/${doc.slug.current}`),
    )
  if (!left) throw new Error('The build prerendered every deal of the sample: none is left to render on demand')
  deal = { _id: left._id, title: left.title, slug: left.slug.current }
  site = await startSite(SITE_PORT, { env: { CONTENT_DIR: lake.dirs.contentDir, SANITY_REVALIDATE_SECRET: SECRET } })
})

test.afterAll(async () => {
  await site?.stop()
  await lake?.close()
})

test('a deal the build left out answers 200 with its page, and its share card is drawn', async ({ request }) => {
  const page = await request.get(`${site.baseURL}/all-deals/${deal.slug}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(deal.title)
  // Sent again from the cache, which the publish below must not outlive: the same page.
  const again = await request.get(`${site.baseURL}/all-deals/${deal.slug}`)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await again.text()).toBe(await page.text())
  expect(again.headers().etag).toBe(page.headers().etag)
  const card = await request.get(`${site.baseURL}/og/deal/${deal.slug}`)
  expect(card.status()).toBe(200)
  expect(card.headers()['content-type']).toBe('image/png')
})

/**
 * The build folder is the suite's, whose server may have rendered this deal already (routes.spec
 * visits every deal), so the page's first render here is the one a publish causes: the first
 * answer with the new title is rendered (MISS), the next one comes from the cache (HIT).
 */
test('a publish reaches it: rendered on the next request, then served from the cache', async ({ request }) => {
  const url = `${site.baseURL}/all-deals/${deal.slug}`
  const editor = lake.client
  const title = `${deal.title}: spring fare`
  await editor.patch(deal._id).set({ title }).commit()
  let rendered: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(url)
      rendered = response.headers()['x-nextjs-cache']
      return response.text()
    })
    .toContain(title)
  expect(rendered).toBe('MISS')
  const cached = await request.get(url)
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await cached.text()).toContain(title)
})

test('an unknown deal or share card answers 404, every time, and leaves nothing in the build’s cache', async ({
  request,
}) => {
  const slugs = Array.from({ length: 5 }, () => `no-such-deal-${randomBytes(6).toString('hex')}`)
  for (const slug of [...slugs, ...slugs]) {
    for (const path of [`/all-deals/${slug}`, `/og/deal/${slug}`]) {
      expect((await request.get(`${site.baseURL}${path}`)).status(), path).toBe(404)
    }
  }
  const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
  expect(files.filter((file) => slugs.some((slug) => file.includes(slug)))).toEqual([])
})
