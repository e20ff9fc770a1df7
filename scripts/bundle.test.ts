/**
 * The deployable folder (`npm run bundle`, README.md "Deploying") as an operator uses it: built,
 * copied to another folder outside the repository, and started there as the image starts it
 * (`node --no-memory-protection-keys server.js`) on the project's Node 24, with nothing of the repository beside it. Run by `npm test`
 * (`npm run test:bundle`, this folder's vitest.bundle.config.ts), which builds the bundle the
 * cluster test then reuses (testing/bundle.ts).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SITE_ENV } from '../bench/servers.ts'
import { copyOfBundle, NODE_24, testBundle } from '../testing/bundle.ts'
import { formTokenHeader, storedLeadsCsv } from '../testing/leads.ts'
import { PGLITE_NODE_FLAGS } from '../testing/node-flags.ts'
import { startServer, STORE_OPEN_LINE, type Server } from '../testing/server.ts'

const PORT = Number(process.env.BUNDLE_TEST_PORT ?? 3160)
const origin = `http://127.0.0.1:${PORT}`
/** Every instance of one deployment shares the build id (README.md, "Deploying"). */
let buildId: string

let work: string
/** Where the bundle runs: not where it was built, and outside the repository. */
let deployed: string
let server: Server | undefined

beforeAll(async () => {
  const bundle = await testBundle()
  buildId = bundle.buildId
  work = await mkdtemp(path.join(tmpdir(), 'meridian-bundle-'))
  // Copied, as to another machine or an image layer: a link into the place it was built, or
  // into the repository, fails the copy (testing/bundle.ts).
  deployed = await copyOfBundle(bundle, path.join(work, 'deployed'))
  server = await startServer(NODE_24, [...PGLITE_NODE_FLAGS, 'server.js'], {
    cwd: deployed,
    // Only what a container would be given: no variable of this shell or the repository's.
    env: {
      PATH: process.env.PATH,
      ...SITE_ENV,
      SITE_URL: origin,
      LEADS_MIN_FORM_AGE_MS: '0',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      // As the image sets it (Dockerfile): the site's own SIGTERM handling (web/lib/shutdown.ts).
      NEXT_MANUAL_SIG_HANDLE: 'true',
    },
    port: PORT,
    readyLine: STORE_OPEN_LINE,
    upWithinMs: 60_000,
    name: 'the bundle',
  })
}, 600_000)

afterAll(async () => {
  await server?.stop()
  if (work) await rm(work, { recursive: true, force: true })
})

const get = (url: string) => fetch(new URL(url, origin), { signal: AbortSignal.timeout(20_000) })
/** The attribute values of `html` matching `pattern`'s first group, `&amp;` decoded. */
const all = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'))

test('a page renders with its stylesheet, scripts and font, each answering 200', async () => {
  const page = await get('/')
  expect(page.status).toBe(200)
  // Prerendered: the build's own cache, found where the bundle puts it.
  expect(page.headers.get('x-nextjs-cache')).toBe('HIT')
  const html = await page.text()
  expect(html).toContain('Meridian')
  const assets = {
    stylesheets: all(html, /<link rel="stylesheet" href="([^"]+)"/g),
    scripts: all(html, /<script src="([^"]+)"/g),
    fonts: all(html, /<link rel="preload" href="([^"]+)" as="font"/g),
  }
  for (const [kind, urls] of Object.entries(assets)) {
    expect(urls.length, `${kind} on the home page`).toBeGreaterThan(0)
    for (const url of urls) expect(`${(await get(url)).status} ${url}`).toBe(`200 ${url}`)
  }
})

test('an image the page names answers from the image service, as WebP', async () => {
  const html = await (await get('/')).text()
  // The sample's images at their short address, WebP unless the URL says otherwise (docs/performance.md).
  const image = all(html, /src="(\/img\/[^"]+)"/g)[0]
  expect(image).toBeDefined()
  const response = await get(image!)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
})

test('/api/build answers the id the bundle was built with', async () => {
  const response = await get('/api/build')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ buildId })
})

test('a lead answers Success and is stored in the bundle’s own data folder', async () => {
  const email = `bundle-${randomBytes(4).toString('hex')}@example.com`
  const response = await fetch(`${origin}/api/crm/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await formTokenHeader(origin)) },
    body: JSON.stringify({ type: 'subscribe', email, token: '' }),
  })
  expect(await response.text()).toBe('Success')
  // PGlite allows one process per folder: the sales team's export reads it once the server is off.
  await server!.stop()
  server = undefined
  const dataDir = path.join(deployed, '.data', 'leads')
  expect((await stat(path.join(dataDir, 'pgdata'))).isDirectory()).toBe(true)
  expect(await storedLeadsCsv(dataDir, { DATABASE_URL: '' })).toContain(email)
})
