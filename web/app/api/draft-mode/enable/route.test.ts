import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { startLake } from '@meridian/lake'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { leadsTestEnv } from '@/test/leads'
import { createPreviewSecret, lakeDirs } from '@/test/preview-secret'

/**
 * The ways /api/draft-mode/enable refuses, against the real local Content Lake (lake/),
 * started here on a free port over a temporary copy of content/. Enabling itself needs
 * Next's request scope (draftMode() throws outside it), so any answer below that is not an
 * error would have turned draft mode on; the browser tests cover that path.
 */

const token = randomBytes(16).toString('hex')
const dirs = lakeDirs()
// The per-address budget is counted in the lead store, as for the APIs: a fresh one here.
const leadStore = await leadsTestEnv({ LEADS_RATE_LIMIT: '1000' })
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await (await import('@/lib/leads/db')).getDb()
const lake = await startLake({ contentDir: dirs.contentDir, stateDir: dirs.stateDir, port: 0, token })

/** The plain-HTTP address of a loopback port nothing listens on (taken, then released). */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

afterEach(() => {
  vi.resetModules()
  vi.restoreAllMocks()
  delete process.env.SANITY_LAKE_URL
  delete process.env.SANITY_LAKE_TOKEN
  process.env.LEADS_RATE_LIMIT = '1000'
})
afterAll(async () => {
  await (await import('@/lib/leads/db')).closeDb()
  await leadStore.cleanup()
  await lake.close()
  await rm(dirs.root, { recursive: true, force: true })
})

/** The route as loaded with these variables (lib/env.ts reads them once per import). */
async function route(variables: Record<string, string>) {
  Object.assign(process.env, variables)
  return (await import('./route')).GET
}

const enable = (search: string, from = '192.0.2.30') =>
  new Request(`http://localhost/api/draft-mode/enable${search}`, { headers: { 'X-Forwarded-For': from } })

describe('GET /api/draft-mode/enable', () => {
  it('answers 503 without asking anyone when no lake token is configured', async () => {
    // Requests to the real lake cannot be counted, so the lake URL names a port nothing
    // listens on: had the route tried to ask it, it would have answered 502, not 503.
    const GET = await route({ SANITY_LAKE_URL: await closedPort() })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await GET(enable('?sanity-preview-secret=anything'))
    expect(response.status).toBe(503)
    expect(await response.text()).toMatch(/not configured/)
    expect(error).not.toHaveBeenCalled()
  })

  it('answers 401 to a link without a secret', async () => {
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: token })
    expect((await GET(enable('?sanity-preview-pathname=/'))).status).toBe(401)
  })

  it('answers 401 to a secret the lake does not hold, having asked it with the token', async () => {
    await createPreviewSecret(lake.url, token)
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: token })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await GET(enable(`?sanity-preview-secret=${randomBytes(16).toString('hex')}`))
    // The lake answered the query (a refused token or an unreachable lake is 502, below).
    expect(response.status).toBe(401)
    expect(error).not.toHaveBeenCalled()
  })

  it('answers 502 to a valid secret when the lake refuses the configured token', async () => {
    const secret = await createPreviewSecret(lake.url, token)
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: randomBytes(16).toString('hex') })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await GET(enable(`?sanity-preview-secret=${secret}`))).status).toBe(502)
    expect(error).toHaveBeenCalled()
  })

  it('answers 502 when the lake is not running', async () => {
    const GET = await route({ SANITY_LAKE_URL: await closedPort(), SANITY_LAKE_TOKEN: token })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await GET(enable('?sanity-preview-secret=anything'))
    expect(response.status).toBe(502)
    expect(error).toHaveBeenCalled()
  })

  it('answers 429 past the per-address budget, without asking the lake, and counts each address alone', async () => {
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: token, LEADS_RATE_LIMIT: '3' })
    const guess = () => `?sanity-preview-secret=${randomBytes(16).toString('hex')}`
    // The budget counts per clock minute, and the lake here runs on the real clock: start well
    // inside a minute, so that the attempts are not split between two counts on a slow machine.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute))
    for (let attempt = 1; attempt <= 3; attempt++) expect((await GET(enable(guess(), '192.0.2.31'))).status).toBe(401)
    const refused = await GET(enable(guess(), '192.0.2.31'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/try again in a minute/)
    // Another visitor's budget is their own.
    expect((await GET(enable(guess(), '192.0.2.32'))).status).toBe(401)
  }, 30_000)
})
