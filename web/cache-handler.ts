import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'
import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { expireTags, readEntry, sharedCacheConfigured, tagsExpiredSince, writeEntry } from './lib/cache/shared-cache.ts'
import { datasetChangedAt, resolveContentDir } from './lib/sanity/content-files.ts'

/**
 * Next's server cache (pages, route responses, data reads), set as `cacheHandler` in
 * next.config.ts (README.md, "Decisions": Caching, and One cache for several instances). Next
 * loads this file itself, outside the app's bundle, in `next build` and in every server process.
 *
 * - With `REDIS_URL`: entries and tag expiries live in Redis only (lib/cache/shared-cache.ts),
 *   with no copy in the process, so a publish reaching any instance reaches all of them. Redis
 *   down: every read is a miss and pages render.
 * - Without it: Next's own file-system cache (memory in front of `.next`), as before.
 *
 * Both refuse an entry stored before the embedded dataset last changed as this process found it
 * at start: content changed while no server ran (a pull, a publish while the site was down) was
 * never announced to any cache, so every page and read older than it renders again, once.
 *
 * Neither keeps what found nothing (foundNothing below), so made-up addresses cannot fill it, nor
 * a render that began before a publish of the content it shows and ended after it (missedAt below).
 */

type Get = CacheHandler['get']
type Set = CacheHandler['set']
type Value = CacheHandlerValue['value']

// Next's own file-system cache, a CommonJS module of its distribution: loaded with require so
// its default export is the class itself.
const require = createRequire(import.meta.url)
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
  default: typeof FileSystemCacheClass
}
// The tag expiries that file-system cache keeps in this process, and its rule for them.
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], since: number) => boolean
}

/** How Next marks the tags a page or route response depends on (its NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * When the dataset last changed before this process started; hosted content has no files here
 * (0) and relies on the webhook, which Sanity retries. Read once: changes while the process runs
 * arrive through the webhook, which expires exactly the tags they touch.
 */
const contentChangedAt = process.env.SANITY_PROJECT_ID
  ? Promise.resolve(0)
  : datasetChangedAt(resolveContentDir(process.env.CONTENT_DIR))

function tagsOf(value: Value, ctx: Parameters<Get>[1] | Parameters<Set>[2]): string[] {
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  const own = typeof header === 'string' ? header.split(',') : []
  const asked = 'tags' in ctx && Array.isArray(ctx.tags) ? ctx.tags : []
  const soft = 'softTags' in ctx && Array.isArray(ctx.softTags) ? ctx.softTags : []
  return [...new Set([...own, ...asked, ...soft])]
}

/**
 * The build's id: beside the server's build folder, or, where Next gives the handler none (the
 * proxy's bundle, which reads cached redirects), as next.config.ts inlines it into every bundle.
 */
function buildIdOf(ctx: CacheHandlerContext): string {
  if (ctx.serverDistDir) return readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  const inlined = process.env.NEXT_PUBLIC_BUILD_ID
  if (!inlined) throw new Error('The cache handler was given no build folder and no NEXT_PUBLIC_BUILD_ID')
  return inlined
}

/**
 * A page or response that answered 404 (`notFound()` for an unknown slug, an unknown share card)
 * or a content read that found nothing (`null`, the body unstable_cache stores for a loader's
 * result). Next 16 keeps both like any entry, under the address asked for: eight files in
 * `.next/server/route-cache` and one in `.next/cache/fetch-cache` per made-up slug of a page,
 * two per unknown share card, so a flood
 * of them grew the cache without bound (docs/performance.md, "What the build prerenders"). Not
 * kept, such a request renders again each time, as a page not yet cached does; a document
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

export default class MeridianCacheHandler implements CacheHandler {
  /** Whether a miss here is followed by a render (Next's own looks are): see missedAt. */
  protected readonly rendersOnMiss: boolean = true
  private readonly files: InstanceType<typeof FileSystemCache> | null
  /** Entries of one build only: a page of another build points at chunks this one lacks. */
  private readonly scope: string

  constructor(ctx: CacheHandlerContext) {
    const shared = sharedCacheConfigured()
    this.files = shared ? null : new FileSystemCache({ ...ctx, fs: ctx.fs!, serverDistDir: ctx.serverDistDir! })
    this.scope = shared ? buildIdOf(ctx) : ''
  }

  async get(...[key, ctx]: Parameters<Get>): Promise<CacheHandlerValue | null> {
    const entry = this.files ? await this.files.get(key, ctx) : await this.readShared(key, ctx)
    const found = !entry || entry.lastModified === -1 || entry.lastModified >= (await contentChangedAt) ? entry : null
    const revalidate = found?.cacheControl?.revalidate
    const due = typeof revalidate === 'number' && found!.lastModified + revalidate * 1000 <= Date.now()
    if ((!found || due) && this.rendersOnMiss) noteMiss(key)
    return found
  }

  private async readShared(key: string, ctx: Parameters<Get>[1]): Promise<CacheHandlerValue | null> {
    const entry = await readEntry<Value>(`${this.scope}:${key}`)
    if (!entry) return null
    const tags = [...new Set([...entry.tags, ...tagsOf(null, ctx)])]
    if (await tagsExpiredSince(tags, entry.lastModified)) return null
    return entry as CacheHandlerValue
  }

  async set(...[key, data, ctx]: Parameters<Set>): Promise<void> {
    const missed = missedAt.get(key)
    missedAt.delete(key)
    if (foundNothing(data)) return
    if (missed !== undefined && (await this.expiredSince(tagsOf(data, ctx), missed))) return
    if (this.files) return this.files.set(key, data, ctx as Parameters<InstanceType<typeof FileSystemCache>['set']>[2])
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined
    await writeEntry(`${this.scope}:${key}`, {
      lastModified: Date.now(),
      tags: tagsOf(data, ctx),
      value: data,
      cacheControl,
    })
  }

  /** Whether content behind `tags` was published after `since` (Redis's expiries, or this process's). */
  private async expiredSince(tags: string[], since: number): Promise<boolean> {
    return this.files ? areTagsExpired(tags, since) : tagsExpiredSince(tags, since)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    if (this.files) return this.files.revalidateTag(tags, durations)
    await expireTags(typeof tags === 'string' ? [tags] : tags, durations?.expire ?? 0)
  }

  resetRequestCache(): void {}
}

/**
 * The cache as pages/api/kept-page looks into it (lib/cache/kept-page-copy.ts): a look that
 * renders nothing. When it misses, Next is asked for the page next, and Next's own look marks
 * the miss when its render begins. A mark made here outlived a look that Next then answered from
 * the cache (another instance had stored the page meanwhile), and made the render after the next
 * publish of the page count as begun before that publish: not kept, so the page rendered twice.
 */
export class CacheLookup extends MeridianCacheHandler {
  protected override readonly rendersOnMiss = false
}
