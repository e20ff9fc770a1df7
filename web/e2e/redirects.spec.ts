import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import { startSampleLake } from '../../testing/sample-lake.ts'
import { startSite, type Site } from './site'

/**
 * Redirects (docs/content-model.md, "Redirects"): the production build on a port of its own,
 * reading a copy of the sample that a local lake of its own writes and revalidates, as with
 * `npm run edit`. Publishing goes through the lake's HTTP API, as the Studio's does.
 */

const SITE_PORT = Number(process.env.REDIRECTS_SITE_PORT ?? 3174)
const SECRET = randomBytes(24).toString('hex')

let lake: Awaited<ReturnType<typeof startSampleLake<SanityClient>>>
let site: Site
let editor: SanityClient

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  lake = await startSampleLake('redirects', createClient, {
    revalidateUrl: `http://127.0.0.1:${SITE_PORT}/api/revalidate`,
    revalidateSecret: SECRET,
  })
  editor = lake.client
  site = await startSite(SITE_PORT, {
    env: { CONTENT_DIR: lake.dirs.contentDir, SANITY_REVALIDATE_SECRET: SECRET },
  })
})

test.afterAll(async () => {
  await site?.stop()
  await lake?.close()
})

/**
 * Where `path` sends a visitor, as status and Location (resolved: Next writes a Location on this
 * site as a path), without following it.
 */
const answer = async (request: APIRequestContext, path: string) => {
  const response = await request.get(`${site.baseURL}${path}`, { maxRedirects: 0 })
  const location = response.headers().location
  return `${response.status()} ${location ? new URL(location, site.baseURL).href : ''}`
}

test('a redirect document an editor publishes is answered at once, temporary or permanent, query kept', async ({
  request,
}) => {
  expect(await answer(request, '/spring-sale')).toMatch(/^404 /)
  const redirect = {
    _id: 'redirect.e2e-spring-sale',
    _type: 'redirect',
    from: '/spring-sale',
    to: '/region/business-class-flights-to-europe',
    permanent: false,
  }
  await editor.createOrReplace(redirect)
  await expect
    .poll(() => answer(request, '/spring-sale?utm_source=mail'))
    .toBe(`307 ${site.baseURL}/region/business-class-flights-to-europe?utm_source=mail`)

  await editor.createOrReplace({ ...redirect, permanent: true })
  await expect
    .poll(() => answer(request, '/spring-sale'))
    .toBe(`308 ${site.baseURL}/region/business-class-flights-to-europe`)

  await editor.delete(redirect._id)
  await expect.poll(() => answer(request, '/spring-sale')).toMatch(/^404 /)
})

test('a deal whose published slug changes answers its old address with 308 to the new one', async ({ request }) => {
  const old = '/all-deals/boston-to-dublin-business-class'
  const renamed = '/all-deals/boston-to-dublin-spring-fare'
  expect(await answer(request, old)).toBe('200 ')
  await editor
    .patch('deal.boston-to-dublin-business-class')
    .set({ 'slug.current': 'boston-to-dublin-spring-fare' })
    .commit()
  await expect.poll(() => answer(request, old)).toBe(`308 ${site.baseURL}${renamed}`)
  const moved = await request.get(`${site.baseURL}${old}`)
  expect(moved.url()).toBe(`${site.baseURL}${renamed}`)
  expect(await moved.text()).toContain('Boston')
})
