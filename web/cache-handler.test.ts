import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installed, redisService } from '../testing/services.ts'
import MeridianCacheHandler, { CacheLookup } from './cache-handler.ts'
import { sharedCacheAnswers } from './lib/cache/shared-cache.ts'

/**
 * The cache handler as one server process sees it, with each of its stores: a page's render asks
 * for its entry, misses, renders and stores what it rendered, while editors publish.
 */
const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: CacheHandlerContext['fs'] }

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

const context = {
  fs: nodeFs,
  serverDistDir: path.join(dir, 'server'),
  flushToDisk: false,
  maxMemoryCacheSize: 10 * 1024 * 1024,
  revalidatedTags: [],
} as unknown as CacheHandlerContext

const STORES = [
  {
    name: "without Redis (Next's file-system cache)",
    skip: false,
    open: async () => new MeridianCacheHandler(context),
  },
  {
    name: 'with Redis',
    // As the cluster test: in CI (.ci/run installs it) a missing Redis fails the run.
    skip: !installed('redis-server') && !process.env.CI,
    open: async () => {
      await redis.start()
      process.env.REDIS_URL = redis.url
      const handler = new MeridianCacheHandler(context)
      for (let tries = 0; !(await sharedCacheAnswers()); tries++) {
        if (tries > 100) throw new Error('Redis did not answer')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return handler
    },
  },
]

type Get = Parameters<MeridianCacheHandler['get']>
type Set = Parameters<MeridianCacheHandler['set']>
const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as Get[1]
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe.each(STORES)('the cache handler $name and a publish', ({ name, skip, open }) => {
  let handler: MeridianCacheHandler
  /** pages/api/kept-page's look into the same cache (lib/cache/kept-page-copy.ts). */
  let lookup: CacheLookup
  beforeAll(async () => {
    if (skip) return
    handler = await open()
    lookup = new CacheLookup(context)
  })
  // Each store its own deals: Next's tag expiries without Redis are per process.
  const key = (deal: string) => `/all-deals/${name.length}-${deal}`
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
        headers: { 'x-next-cache-tags': `deal,deal:${name.length}-${deal}` },
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      } as unknown as Set[1],
      { cacheControl: { revalidate, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as Set[2],
    )
  const publish = (deal: string) => handler.revalidateTag([`deal:${name.length}-${deal}`], { expire: 0 })

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

  it.skipIf(skip)(
    'a look that rendered nothing (the kept copy) does not hold back the render after a publish',
    async () => {
      // The kept copy's look misses, and Next answers that request without rendering (another
      // instance stored the page meanwhile, or the visitor left)…
      expect(await lookup.get(key('e'), PAGE)).toBeNull()
      await tick()
      // …then an editor publishes, and the next request's render begins after the publish.
      await publish('e')
      await tick()
      expect(await get('e')).toBeNull()
      await set('e', 'fare $1,990')
      expect(await get('e')).toBe('fare $1,990')
    },
  )
})
