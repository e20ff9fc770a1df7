/**
 * The deployable folder (`npm run bundle`, README.md "Deploying") as an operator uses it: built,
 * moved to another folder outside the repository, and started there with `node server.js` on the
 * project's Node 24, with nothing of the repository beside it. Run by `npm test`
 * (`npm run test:bundle`, this folder's vitest.config.ts).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SITE_ENV } from '../bench/servers.ts'
import { formTokenHeader, storedLeadsCsv } from '../testing/leads.ts'
import { startServer, STORE_OPEN_LINE, type Server } from '../testing/server.ts'

const repo = path.join(import.meta.dirname, '..')
/** The Node 24 the project pins (the `node` devDependency), whatever runs this file. */
const node24 = path.join(repo, 'node_modules', 'node', 'bin', 'node')
const PORT = Number(process.env.BUNDLE_TEST_PORT ?? 3160)
const origin = `http://127.0.0.1:${PORT}`
/** Every instance of one deployment shares the build id (README.md, "Deploying"). */
const BUILD_ID = `bundle-test-${randomBytes(4).toString('hex')}`
/** The environment of the build and of the server: the tests' clock, no third party, no database. */
const SITE = { ...SITE_ENV, SITE_URL: origin, LEADS_MIN_FORM_AGE_MS: '0' }

let work: string
/** Where the bundle runs: not where it was built, and outside the repository. */
let deployed: string
let server: Server | undefined

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${output}`)
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'meridian-bundle-'))
  const built = path.join(work, 'built')
  // Not this process's environment: Vitest's NODE_ENV=test would reach the build.
  await run(node24, [path.join(repo, 'scripts', 'bundle.ts'), '--out', built], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...SITE,
    BUILD_ID,
  })
  // Moved, as a copy to another machine or an image layer would: a link or path into the place
  // it was built would break here.
  deployed = path.join(work, 'deployed')
  await cp(built, deployed, { recursive: true, verbatimSymlinks: true })
  await rm(built, { recursive: true })
  server = await startServer(node24, ['server.js'], {
    cwd: deployed,
    // Only what a container would be given: no variable of this shell or the repository's.
    env: { PATH: process.env.PATH, ...SITE, PORT: String(PORT), HOSTNAME: '127.0.0.1' },
    port: PORT,
    readyLine: STORE_OPEN_LINE,
    upWithinMs: 60_000,
    name: 'the bundle',
  })
}, 300_000)

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
  const image = all(html, /src="(\/images\/[^"]+fm=webp[^"]*)"/g)[0]
  expect(image).toBeDefined()
  const response = await get(image!)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
})

test('/api/build answers the id the bundle was built with', async () => {
  const response = await get('/api/build')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ buildId: BUILD_ID })
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
