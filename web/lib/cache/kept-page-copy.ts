import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompress, constants as zlib } from 'node:zlib'
import type * as IncrementalCacheModule from 'next/dist/server/lib/incremental-cache'
import type { CacheHandler, IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import type * as NodeFsMethods from 'next/dist/server/lib/node-fs-methods'
import type { IncrementalCacheKind } from 'next/dist/server/response-cache/types'
import type { RouteKind } from 'next/dist/server/route-kind'
import { getCacheControlHeader } from 'next/dist/server/lib/cache-control'
import { generateETag } from 'next/dist/server/lib/etag'
import { gzip } from 'libdeflate'
import { DIST_DIR } from './kept-pages'
import { scriptsAfterFirstPaint } from './scripts-after-paint'

/**
 * A page as pages/api/kept-page sends it: Next's page with its scripts fetched after the first
 * paint (lib/cache/scripts-after-paint.ts), gzipped once, with what Next would send beside it, and
 * in Brotli too once that is ready (a fifth smaller than gzip for a deal page, and slow to make,
 * so made off the request's way: until then, gzip).
 */
export type KeptPageCopy = {
  headers: ReadonlyArray<readonly [string, string]>
  etag: string
  gzip: Buffer
  brotli?: Buffer
}

/**
 * An incremental cache as Next makes one for each page request, over the same cache handler and
 * the same shared state: Next's file cache's memory and its tag manifest are modules Node loads
 * once per process, and Redis is Redis. Its `get` is Next's decision for a cached page (the
 * handler's entry, its revalidate and expire times, the tags published since), so the kept copy
 * is fresh exactly when Next would send the page from its cache without rendering it. The
 * handler's `CacheLookup` is the same cache, for a look that renders nothing itself.
 *
 * Loaded with Node's own `require` and `import`, which the bundler does not follow: a bundled copy
 * of Next's cache would keep a memory of its own and miss what Next stores and expires.
 */
async function createIncrementalCache(): Promise<IncrementalCache> {
  const distDir = path.resolve(DIST_DIR)
  const nodeRequire = process
    .getBuiltinModule('node:module')
    .createRequire(path.join(distDir, 'server', 'kept-page.js'))
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'))
  const { config } = readJson('required-server-files.json') as {
    config: { cacheHandler?: string; cacheMaxMemorySize?: number; experimental: { isrFlushToDisk?: boolean } }
  }
  if (!config.cacheHandler) throw new Error('next.config.ts sets no cacheHandler')
  const handlerUrl = pathToFileURL(path.join(distDir, config.cacheHandler)).href
  const handlerModule = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ handlerUrl)) as {
    CacheLookup?: new (...args: never[]) => CacheHandler
  }
  if (!handlerModule.CacheLookup) throw new Error(`${config.cacheHandler} exports no CacheLookup`)
  const { IncrementalCache: NodeIncrementalCache } = nodeRequire(
    'next/dist/server/lib/incremental-cache/index.js',
  ) as typeof IncrementalCacheModule
  const { nodeFs } = nodeRequire('next/dist/server/lib/node-fs-methods.js') as typeof NodeFsMethods
  const prerenderManifest = readJson('prerender-manifest.json')
  return new NodeIncrementalCache({
    fs: nodeFs,
    dev: false,
    requestHeaders: {},
    minimalMode: false,
    serverDistDir: path.join(distDir, 'server'),
    maxMemoryCacheSize: config.cacheMaxMemorySize,
    flushToDisk: config.experimental.isrFlushToDisk !== false,
    previewProps: prerenderManifest.preview,
    prerenderManifest,
    CurCacheHandler: handlerModule.CacheLookup as never,
  })
}

/** What Next sends with every prerendered page; `Accept-Encoding` its compression adds. */
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding'
const TAGS_HEADER = 'x-next-cache-tags'

/** `html` is Next's page, to tell when it changes; the copy is of the page as sent. */
type Kept = { html: string; copy: KeptPageCopy }

/**
 * One copy per page, made again when Next's cached HTML changes (compared by value: with Redis
 * each read is a new string), bounded by bytes, the oldest dropped first; and the incremental
 * cache it is checked against. Once per process, on globalThis: the server's own listener
 * (lib/before-next.ts) and pages/api/kept-page are bundled apart and send the same copies.
 */
type KeptPages = { cache?: Promise<IncrementalCache>; kept: Map<string, Kept>; bytes: number }
const KEPT_PAGES = Symbol.for('meridian.kept-pages')
const state: KeptPages = ((globalThis as { [KEPT_PAGES]?: KeptPages })[KEPT_PAGES] ??= { kept: new Map(), bytes: 0 })
const { kept } = state
const MAX_KEPT_BYTES = 64 * 1024 * 1024

const sizeOf = ({ gzip, brotli }: KeptPageCopy) => gzip.byteLength + (brotli?.byteLength ?? 0)

function keep(pathname: string, entry: Kept) {
  const before = kept.get(pathname)
  if (before) {
    kept.delete(pathname)
    state.bytes -= sizeOf(before.copy)
  }
  kept.set(pathname, entry)
  state.bytes += sizeOf(entry.copy)
  for (const [oldest, { copy }] of kept) {
    if (state.bytes <= MAX_KEPT_BYTES) break
    kept.delete(oldest)
    state.bytes -= sizeOf(copy)
  }
}

/**
 * gzip as small as any browser can read, made once per version of a page: libdeflate at its best
 * level (12) finds longer matches and cheaper codes than zlib, which Node's `gzipSync` is. A deal
 * page: 9.84 kB in 10 ms of a core, where zlib's best level makes 10.23 kB in 1-2 ms and Zopfli
 * 9.79 kB in 240 ms (docs/performance.md, "Compression").
 */
function bestGzip(html: string): Buffer {
  const compressed = gzip(Buffer.from(html), 12)
  return Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength)
}

/**
 * Brotli at quality 10, in Node's thread pool: 9.3 kB and 15 ms of a core for a deal page, where
 * 11 (the best) gives 9.1 kB for 43 ms. Every version of every page pays it once, so after a
 * publish that touches many pages the cheaper quality matters more than the 0.2 kB.
 */
function addBrotli(pathname: string, html: string, copy: KeptPageCopy) {
  const params = {
    [zlib.BROTLI_PARAM_QUALITY]: 10,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  }
  brotliCompress(html, { params }, (error, brotli) => {
    // A copy replaced or dropped meanwhile is left as it is; a failure leaves gzip.
    if (error || kept.get(pathname)?.copy !== copy) return
    copy.brotli = brotli
    state.bytes += brotli.byteLength
  })
}

/**
 * The page at `pathname` of the app route `page` (its module name, as Next's cache scopes it),
 * when Next's cache holds it fresh and whole: 200, HTML, nothing postponed. Otherwise null, and
 * Next answers the request itself.
 */
export async function keptPageCopy(pathname: string, page: string): Promise<KeptPageCopy | null> {
  // `next dev` renders every request: there is no cached page to keep.
  if (process.env.NODE_ENV !== 'production') return null
  // A failure is the caller's to log; the next request tries again.
  state.cache ??= createIncrementalCache().catch((error: unknown) => {
    state.cache = undefined
    throw error
  })
  const entry = await (
    await state.cache
  ).get(pathname, {
    kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
    isRoutePPREnabled: false,
    isFallback: false,
    route: { kind: 'APP_PAGE' as RouteKind.APP_PAGE, sourceRoute: page },
  })
  const value = entry?.value
  if (!entry || entry.isStale || !entry.cacheControl || value?.kind !== 'APP_PAGE') return null
  if (typeof value.html !== 'string' || value.postponed || (value.status ?? 200) !== 200) return null

  const found = kept.get(pathname)
  if (found && found.html === value.html) return found.copy
  const html = scriptsAfterFirstPaint(value.html)
  const copy: KeptPageCopy = {
    headers: [
      ...Object.entries(value.headers ?? {}).flatMap(([name, header]) =>
        name === TAGS_HEADER || header === undefined
          ? []
          : (Array.isArray(header) ? header : [header]).map((one) => [name, String(one)] as const),
      ),
      ['Vary', VARY],
      ['x-nextjs-cache', 'HIT'],
      ['x-nextjs-prerender', '1'],
      ['Cache-Control', getCacheControlHeader(entry.cacheControl)],
      ['Content-Type', 'text/html; charset=utf-8'],
    ],
    etag: generateETag(html),
    gzip: bestGzip(html),
  }
  keep(pathname, { html: value.html, copy })
  addBrotli(pathname, html, copy)
  return copy
}
