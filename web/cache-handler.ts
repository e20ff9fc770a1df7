import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import { expireTags, readEntry, tagsExpiredSince, writeEntry } from './lib/cache/shared-cache.ts'

/**
 * The cache every instance shares (README.md, "Decisions": One cache for several instances): set
 * as `cacheHandler` in next.config.ts only when the build has `REDIS_URL`; without it, Next keeps
 * its own cache and this file is not loaded. It implements the four methods of Next's documented
 * cache handler interface over Redis (lib/cache/shared-cache.ts): pages, route responses, data
 * reads and tag expiries live there only, with no copy in the process, so a publish reaching any
 * instance reaches all of them. Redis down: every read is a miss and pages render.
 *
 * It keeps nothing that found nothing (foundNothing below), so made-up addresses cannot fill it,
 * nor a render that began before a publish of the content it shows and ended after it (missedAt
 * below).
 */

type Get = CacheHandler['get']
type Set = CacheHandler['set']
type Value = CacheHandlerValue['value']

/** How Next marks the tags a page or route response depends on (its NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags'

function tagsOf(value: Value, ctx: Parameters<Get>[1] | Parameters<Set>[2]): string[] {
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  const own = typeof header === 'string' ? header.split(',') : []
  const asked = 'tags' in ctx && Array.isArray(ctx.tags) ? ctx.tags : []
  const soft = 'softTags' in ctx && Array.isArray(ctx.softTags) ? ctx.softTags : []
  return [...new Set([...own, ...asked, ...soft])]
}

/**
 * The build's id, so that one Redis serves several deployments without a page of one pointing at
 * chunks another lacks: Next's `BUILD_ID` file beside the server's build folder, or, where Next
 * gives the handler none (the proxy's bundle, which reads cached redirects), the id next.config.ts
 * inlines into every bundle. Null during `next build`, which writes the file only at its end: the
 * build's own renders are not shared (each page is rendered once at run time, then shared).
 */
function buildIdOf(ctx: CacheHandlerContext): string | null {
  if (!ctx.serverDistDir) return process.env.NEXT_PUBLIC_BUILD_ID ?? null
  try {
    return readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null
  }
}

/**
 * A page or response that answered 404 (`notFound()` for an unknown slug, an unknown share card)
 * or a content read that found nothing (`null`, the body unstable_cache stores for a loader's
 * result). Next keeps both like any entry, under the address asked for, so a flood of made-up
 * slugs would grow the cache without bound (docs/performance.md, "What the build prerenders").
 * Not kept, such a request renders again each time, as a page not yet cached does; a document
 * published later at that address is served at once.
 */
function foundNothing(value: Value): boolean {
  if (!value) return false
  if ('status' in value && value.status === 404) return true
  return 'data' in value && typeof value.data === 'object' && value.data !== null && value.data.body === 'null'
}

/**
 * When each address or read was first found missing, out of date, or due to be rendered again
 * (its revalidate time is up: Next serves it and renders it in the background) since it was last
 * stored: the moment its render (or read) may have begun. An entry counts as made when it is
 * stored, so a render that read the content before a publish and is stored just after it would
 * count as newer than the publish, and every instance would serve the old page until the next
 * publish of its content (or its revalidate time, 36 hours for a deal). Such an entry is not kept
 * (`set`): the next request renders it again. Kept on globalThis, one table per process, with a
 * bound for addresses that never finish rendering.
 */
const missedAt = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.cache.missedAt')] ??= new Map<
  string,
  number
>()) as Map<string, number>
const MAX_MISSES = 10_000

function noteMiss(key: string) {
  if (missedAt.has(key)) return
  if (missedAt.size >= MAX_MISSES) missedAt.delete(missedAt.keys().next().value!)
  missedAt.set(key, Date.now())
}

export default class SharedCacheHandler implements CacheHandler {
  /** Entries of one build only: a page of another build points at chunks this one lacks. */
  private readonly scope: string | null

  constructor(ctx: CacheHandlerContext) {
    this.scope = buildIdOf(ctx)
  }

  async get(...[key, ctx]: Parameters<Get>): Promise<CacheHandlerValue | null> {
    if (this.scope === null) return null
    const entry = await readEntry<Value>(`${this.scope}:${key}`)
    const tags = entry ? [...new Set([...entry.tags, ...tagsOf(null, ctx)])] : []
    const found = entry && !(await tagsExpiredSince(tags, entry.lastModified)) ? (entry as CacheHandlerValue) : null
    const revalidate = found?.cacheControl?.revalidate
    const due = typeof revalidate === 'number' && found!.lastModified + revalidate * 1000 <= Date.now()
    if (!found || due) noteMiss(key)
    return found
  }

  async set(...[key, data, ctx]: Parameters<Set>): Promise<void> {
    const missed = missedAt.get(key)
    missedAt.delete(key)
    if (this.scope === null || foundNothing(data)) return
    const tags = tagsOf(data, ctx)
    if (missed !== undefined && (await tagsExpiredSince(tags, missed))) return
    await writeEntry(`${this.scope}:${key}`, {
      lastModified: Date.now(),
      tags,
      value: data,
      cacheControl: 'cacheControl' in ctx ? ctx.cacheControl : undefined,
    })
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await expireTags(typeof tags === 'string' ? [tags] : tags, durations?.expire ?? 0)
  }

  resetRequestCache(): void {}
}
