import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installed, redisService } from '../testing/services.ts'
import SharedCacheHandler from './cache-handler.ts'
import { sharedCacheAnswers } from './lib/cache/shared-cache.ts'

/**
 * The shared cache handler as one server process sees it: a page's render asks for its entry,
 * misses, renders and stores what it rendered, while editors publish. As the cluster test, it
 * needs Redis: in CI (.ci/run installs it) a missing one fails the run.
 */
const skip = !installed('redis-server') && !process.env.CI

const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-cache-'))
await mkdir(path.join(dir, 'server'))
await writeFile(path.join(dir, 'BUILD_ID'), 'test-build')
const redis = redisService(3198)

afterAll(async () => {
  // The Redis client the handler opened (lib/cache/shared-cache.ts), closed before its server.
  const shared = (globalThis as { [key: symbol]: { client: { destroy: () => void } } | undefined })[
    Symbol.for('meridian.cache.redis')
  ]
  shared?.client.destroy()
  await redis.remove()
  await rm(dir, { recursive: true, force: true })
})

const context = { serverDistDir: path.join(dir, 'server'), revalidatedTags: [] } as unknown as CacheHandlerContext

beforeAll(async () => {
  if (skip) return
  await redis.start()
  process.env.REDIS_URL = redis.url
  for (let tries = 0; !(await sharedCacheAnswers()); tries++) {
    if (tries > 100) throw new Error('Redis did not answer')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
})

type Get = Parameters<SharedCacheHandler['get']>
type Set = Parameters<SharedCacheHandler['set']>
const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as Get[1]
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the shared cache handler and a publish', () => {
  let handler: SharedCacheHandler
  beforeAll(() => {
    if (!skip) handler = new SharedCacheHandler(context)
  })
  const key = (deal: string) => `/all-deals/${deal}`
  const get = async (deal: string) => {
    const entry = await handler.get(key(deal), PAGE)
    return entry?.value && 'html' in entry.value ? String(entry.value.html) : null
  }
  /** A rendered deal page, its cache tags as Next writes them: the reads it made. */
  const set = (deal: string, html: string, revalidate: number | false = false) =>
    handler.set(
      key(deal),
      {
        kind: 'APP_PAGE',
        html,
        rscData: Buffer.from(''),
        headers: { 'x-next-cache-tags': `deal,deal:${deal}` },
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      } as unknown as Set[1],
      { cacheControl: { revalidate, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as Set[2],
    )
  const publish = (deal: string) => handler.revalidateTag([`deal:${deal}`], { expire: 0 })

  it.skipIf(skip)(
    'keeps a page rendered while nothing was published, and drops it at the next publish of its content',
    async () => {
      expect(await get('a')).toBeNull()
      await set('a', 'fare $2,480')
      expect(await get('a')).toBe('fare $2,480')
      await tick()
      await publish('a')
      expect(await get('a')).toBeNull()
    },
  )

  it.skipIf(skip)(
    'does not keep a page whose render began before a publish of its content and ended after it',
    async () => {
      // A visitor's request misses and the render reads the deal as it was…
      expect(await get('b')).toBeNull()
      await tick()
      // …the editor publishes a new fare while it renders…
      await publish('b')
      await tick()
      // …and the old fare, stored after the publish, must not pass for newer than it.
      await set('b', 'fare $2,480')
      expect(await get('b')).toBeNull()
      // The next request renders the new fare, which is kept.
      await tick()
      await set('b', 'fare $1,990')
      expect(await get('b')).toBe('fare $1,990')
    },
  )

  it.skipIf(skip)('keeps a render when the publish was of other content', async () => {
    expect(await get('c')).toBeNull()
    await tick()
    await publish('someone-else')
    await tick()
    await set('c', 'fare $3,100')
    expect(await get('c')).toBe('fare $3,100')
  })

  it.skipIf(skip)('does not keep a render in the background (its time up) that a publish overtook', async () => {
    await set('d', 'fare $2,480', 0.005)
    await tick()
    // Its time is up: Next serves it as it is and renders it again in the background…
    expect(await get('d')).toBe('fare $2,480')
    await tick()
    // …while the editor publishes; the background render read the deal before that.
    await publish('d')
    await tick()
    await set('d', 'fare $2,480', 0.005)
    expect(await get('d')).toBeNull()
  })
})

describe('the shared cache handler and what it keeps', () => {
  let handler: SharedCacheHandler
  beforeAll(() => {
    if (!skip) handler = new SharedCacheHandler(context)
  })
  const page = (status: number) =>
    ({
      kind: 'APP_PAGE',
      html: `status ${status}`,
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': 'deal' },
      status,
      postponed: undefined,
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    }) as unknown as Set[1]
  const ctx = { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false }

  it.skipIf(skip)('keeps no 404: a made-up slug renders again and cannot fill Redis', async () => {
    await handler.set('/all-deals/made-up', page(404), ctx as Set[2])
    expect(await handler.get('/all-deals/made-up', PAGE)).toBeNull()
  })

  it.skipIf(skip)("gives back a page's Buffers and Maps as they were stored", async () => {
    await handler.set('/all-deals/kept', page(200), ctx as Set[2])
    const value = (await handler.get('/all-deals/kept', PAGE))?.value as unknown as {
      rscData: Buffer
      segmentData: Map<string, Buffer>
    }
    expect(Buffer.isBuffer(value.rscData) && value.rscData.toString()).toBe('rsc')
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree')
  })

  it.skipIf(skip)("does not give another build's entries", async () => {
    await handler.set('/all-deals/other-build', page(200), ctx as Set[2])
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-cache-'))
    await mkdir(path.join(otherDir, 'server'))
    await writeFile(path.join(otherDir, 'BUILD_ID'), 'another-build')
    try {
      const other = new SharedCacheHandler({ ...context, serverDistDir: path.join(otherDir, 'server') })
      expect(await other.get('/all-deals/other-build', PAGE)).toBeNull()
      expect(await handler.get('/all-deals/other-build', PAGE)).not.toBeNull()
    } finally {
      await rm(otherDir, { recursive: true, force: true })
    }
  })
})
