import { randomBytes } from 'node:crypto'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { installed, redisService } from '../../../../testing/services.ts'
import { tagsExpiredSince } from '@/lib/cache/shared-cache'

/**
 * The publish webhook's refusals, and how it records a publish. Revalidating needs Next's
 * request scope, so `revalidateTag` is replaced by a recorder here; the Studio's editing journey
 * (studio/e2e) publishes for real and sees the page change.
 */

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }))

// Made per run: a test needs a secret, never a committed one.
const SECRET = randomBytes(24).toString('hex')
process.env.SANITY_REVALIDATE_SECRET = SECRET
const { MAX_SIGNATURE_AGE_MS, POST } = await import('./route')

const DOCUMENT = JSON.stringify({ _id: 'deal.x', _type: 'deal', slug: 'x' })

async function call(body: string, signature?: string | null, headers: Record<string, string> = {}) {
  const response = await POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
        ...headers,
      },
      body,
    }),
  )
  return { status: response.status, text: await response.text() }
}

const signed = (body: string, at = Date.now(), secret = SECRET) => encodeSignatureHeader(body, at, secret)

beforeEach(() => {
  revalidated.length = 0
})

describe('POST /api/revalidate', () => {
  it('revalidates the tags of a document signed just now', async () => {
    expect(await call(DOCUMENT, await signed(DOCUMENT))).toMatchObject({ status: 200 })
    expect(revalidated).toContain('deal:x')
  })

  it('refuses a missing, malformed or wrong signature with 401, even when the body is not JSON', async () => {
    for (const body of [DOCUMENT, '{"_type":', 'not json at all']) {
      expect((await call(body, null)).status).toBe(401)
      expect((await call(body, 'v1=abc')).status).toBe(401)
      expect((await call(body, `t=${Date.now()},v1=forged`)).status).toBe(401)
      expect((await call(body, await signed(body, Date.now(), randomBytes(24).toString('hex')))).status).toBe(401)
    }
    expect(revalidated).toEqual([])
  })

  it('refuses a validly signed call replayed after the window, or dated in the future', async () => {
    const old = await signed(DOCUMENT, Date.now() - MAX_SIGNATURE_AGE_MS - 1_000)
    expect(await call(DOCUMENT, old)).toMatchObject({ status: 401, text: expect.stringMatching(/too old/) })
    const future = await signed(DOCUMENT, Date.now() + MAX_SIGNATURE_AGE_MS + 1_000)
    expect((await call(DOCUMENT, future)).status).toBe(401)
    // Inside the window, a few minutes of clock skew are fine.
    expect((await call(DOCUMENT, await signed(DOCUMENT, Date.now() - 60_000))).status).toBe(200)
  })

  it('answers 413 past the body cap, declared or not, without reading it all', async () => {
    const huge = JSON.stringify({ _id: 'deal.x', _type: 'deal', padding: 'x'.repeat(1024 * 1024) })
    expect((await call(huge, await signed(huge))).status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)))
        controller.close()
      },
    })
    const response = await POST(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers: { [SIGNATURE_HEADER_NAME]: await signed('anything') },
        body: stream,
        // @ts-expect-error Node's fetch needs this for a streamed body
        duplex: 'half',
      }),
    )
    expect(response.status).toBe(413)
  })

  it('answers 400 to a signed body that is not JSON or names no type', async () => {
    expect((await call('{"_type":', await signed('{"_type":'))).status).toBe(400)
    expect((await call('{}', await signed('{}'))).status).toBe(400)
    expect((await call('null', await signed('null'))).status).toBe(400)
    expect(revalidated).toEqual([])
  })
})

// As the cluster test: in CI (.ci/run installs it) a missing Redis fails the run.
describe.skipIf(!installed('redis-server') && !process.env.CI)('POST /api/revalidate with a shared cache', () => {
  const redis = redisService(3199)
  beforeAll(async () => {
    await redis.start()
    process.env.REDIS_URL = redis.url
  })
  afterAll(async () => {
    delete process.env.REDIS_URL
    const registry = globalThis as { [key: symbol]: { client: { destroy: () => void } } | undefined }
    registry[Symbol.for('meridian.cache.redis')]?.client.destroy()
    await redis.remove()
  })

  it('tells every instance before it answers, and only then: nothing moves the expiry later', async () => {
    const before = Date.now() - 1
    expect((await call(DOCUMENT, await signed(DOCUMENT))).status).toBe(200)
    // Any instance now finds a page stored before the call out of date…
    expect(await tagsExpiredSince(['deal:x'], before)).toBe(true)
    // …and the expiry is not written again after the answer (Next's revalidateTag would, a few
    // ms later, and a render another instance began in between would not be kept).
    expect(revalidated).toEqual([])
  })
})
