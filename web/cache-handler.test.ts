import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache'
import { afterAll, describe, expect, it } from 'vitest'
import MeridianCacheHandler from './cache-handler.ts'

/**
 * The cache handler without Redis (Next's file-system cache behind it), as one server process
 * sees it: a page's render asks for its entry, misses, renders and stores what it rendered.
 */
const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: CacheHandlerContext['fs'] }

const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-cache-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

const handler = new MeridianCacheHandler({
  fs: nodeFs,
  serverDistDir: dir,
  flushToDisk: false,
  maxMemoryCacheSize: 10 * 1024 * 1024,
  revalidatedTags: [],
} as unknown as CacheHandlerContext)

const PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const
type Get = Parameters<MeridianCacheHandler['get']>
type Set = Parameters<MeridianCacheHandler['set']>
const get = async (key: string) => {
  const entry = await handler.get(key, PAGE as unknown as Get[1])
  return entry?.value && 'html' in entry.value ? String(entry.value.html) : null
}
/** A rendered deal page, its cache tags as Next writes them: the reads it made. */
const set = (key: string, html: string, slug: string, revalidate: number | false = false) =>
  handler.set(
    key,
    {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(''),
      headers: { 'x-next-cache-tags': `deal,deal:${slug}` },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    } as unknown as Set[1],
    { cacheControl: { revalidate, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as Set[2],
  )
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the cache handler and a publish', () => {
  it('keeps a page rendered while nothing was published, and drops it at the next publish of its content', async () => {
    expect(await get('/all-deals/a')).toBeNull()
    await set('/all-deals/a', 'fare $2,480', 'a')
    expect(await get('/all-deals/a')).toBe('fare $2,480')
    await tick()
    await handler.revalidateTag(['deal:a'], { expire: 0 })
    expect(await get('/all-deals/a')).toBeNull()
  })

  it('does not keep a page whose render began before a publish of its content and ended after it', async () => {
    // A visitor's request misses and the render reads the deal as it was…
    expect(await get('/all-deals/b')).toBeNull()
    await tick()
    // …the editor publishes a new fare while it renders…
    await handler.revalidateTag(['deal:b'], { expire: 0 })
    await tick()
    // …and the old fare, stored after the publish, must not pass for newer than it.
    await set('/all-deals/b', 'fare $2,480', 'b')
    expect(await get('/all-deals/b')).toBeNull()
    // The next request renders the new fare, which is kept.
    await tick()
    await set('/all-deals/b', 'fare $1,990', 'b')
    expect(await get('/all-deals/b')).toBe('fare $1,990')
  })

  it('keeps a render when the publish was of other content', async () => {
    expect(await get('/all-deals/c')).toBeNull()
    await tick()
    await handler.revalidateTag(['deal:someone-else'], { expire: 0 })
    await tick()
    await set('/all-deals/c', 'fare $3,100', 'c')
    expect(await get('/all-deals/c')).toBe('fare $3,100')
  })
  it('does not keep a render in the background (its time up) that a publish overtook', async () => {
    await set('/all-deals/d', 'fare $2,480', 'd', 0.005)
    await tick()
    // Its time is up: Next serves it as it is and renders it again in the background…
    expect(await get('/all-deals/d')).toBe('fare $2,480')
    await tick()
    // …while the editor publishes; the background render read the deal before that.
    await handler.revalidateTag(['deal:d'], { expire: 0 })
    await tick()
    await set('/all-deals/d', 'fare $2,480', 'd', 0.005)
    expect(await get('/all-deals/d')).toBeNull()
  })
})
