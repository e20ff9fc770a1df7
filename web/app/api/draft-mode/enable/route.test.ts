import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createPreviewSecret, startFakeLake } from '@/test/lake'

/**
 * The ways /api/draft-mode/enable refuses, against a fake lake over real HTTP. Enabling
 * itself needs Next's request scope (draftMode() throws outside it), so any answer below
 * that is not an error would have turned draft mode on; the browser tests cover that path.
 */

const token = randomBytes(16).toString('hex')
const lake = await startFakeLake({ token })

afterEach(() => {
  vi.resetModules()
  vi.restoreAllMocks()
  delete process.env.SANITY_LAKE_URL
  delete process.env.SANITY_LAKE_TOKEN
})
afterAll(() => lake.close())

/** The route as loaded with these variables (lib/env.ts reads them once per import). */
async function route(variables: Record<string, string>) {
  Object.assign(process.env, variables)
  return (await import('./route')).GET
}

const enable = (search: string) => new Request(`http://localhost/api/draft-mode/enable${search}`)

describe('GET /api/draft-mode/enable', () => {
  it('answers 503 without asking anyone when no lake token is configured', async () => {
    const GET = await route({ SANITY_LAKE_URL: lake.url })
    const before = lake.requests.length
    const response = await GET(enable('?sanity-preview-secret=anything'))
    expect(response.status).toBe(503)
    expect(await response.text()).toMatch(/not configured/)
    expect(lake.requests.length).toBe(before)
  })

  it('answers 401 to a link without a secret', async () => {
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: token })
    expect((await GET(enable('?sanity-preview-pathname=/'))).status).toBe(401)
  })

  it('answers 401 to a secret the lake does not hold, having asked it with the token', async () => {
    await createPreviewSecret(lake.url, token)
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: token })
    const before = lake.requests.length
    const response = await GET(enable(`?sanity-preview-secret=${randomBytes(16).toString('hex')}`))
    expect(response.status).toBe(401)
    expect(lake.requests.slice(before)).toEqual([
      {
        method: 'GET',
        path: '/v2025-02-19/data/query/production',
        authorization: `Bearer ${token}`,
        perspective: 'raw',
      },
    ])
  })

  it('answers 502 to a valid secret when the lake refuses the configured token', async () => {
    const secret = await createPreviewSecret(lake.url, token)
    const GET = await route({ SANITY_LAKE_URL: lake.url, SANITY_LAKE_TOKEN: 'not-the-lake-token' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await GET(enable(`?sanity-preview-secret=${secret}`))).status).toBe(502)
    expect(error).toHaveBeenCalled()
  })

  it('answers 502 when the lake is not running', async () => {
    const closed = await startFakeLake({ token })
    await closed.close()
    const GET = await route({ SANITY_LAKE_URL: closed.url, SANITY_LAKE_TOKEN: token })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await GET(enable('?sanity-preview-secret=anything'))
    expect(response.status).toBe(502)
    expect(error).toHaveBeenCalled()
  })
})
