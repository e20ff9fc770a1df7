import 'server-only'
import { sharedCacheConfigured, tagsExpiredSince } from '@/lib/cache/shared-cache'
import { getRedirects } from '@/lib/content/redirects'
import { ALL_CONTENT_TAG } from '@/lib/sanity/fetch'

/**
 * The redirects the proxy answers before any route renders (docs/content-model.md, "Redirects").
 * The proxy runs for every page request, so it never asks the content for each one: it keeps the
 * table in memory, read once, read again when a publish of a redirect reaches /api/revalidate in
 * this process (`forgetRedirects`), and at most MAX_AGE_MS after it was read, for content changed
 * on disk with no server to tell. With the shared cache, a publish that reached another instance
 * is seen within SHARED_CHECK_MS: the proxy asks Redis, at most that often, whether the tags of
 * redirects expired since the table was read. A stale table goes on answering while the new one
 * loads; a table that cannot be read answers nothing.
 */

const MAX_AGE_MS = 60_000
const SHARED_CHECK_MS = 1_000
/** What a publish of a redirect expires (lib/sanity/revalidate.ts), or a start on changed content. */
const REDIRECT_TAGS = ['redirect', ALL_CONTENT_TAG]
/** Editors may point a redirect at another one's old path: followed this many times at most. */
const MAX_HOPS = 5

type Target = { to: string; permanent: boolean }
type Table = ReadonlyMap<string, Target>
type State = { table?: Table; loading?: Promise<Table>; readAt: number; checkedAt: number; generation: number }

// The proxy and the route handlers are bundled apart; one process shares this through globalThis.
const STATE_KEY = Symbol.for('meridian.redirects')
const state: State = ((globalThis as Record<symbol, State | undefined>)[STATE_KEY] ??= {
  readAt: 0,
  checkedAt: 0,
  generation: 0,
})

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)

async function readTable(): Promise<Table> {
  const direct = new Map<string, Target>()
  for (const { from, to, permanent } of await getRedirects()) {
    if (from && to && from !== to) direct.set(withoutTrailingSlash(from), { to, permanent: permanent !== false })
  }
  // Each entry straight to its last stop; a loop answers nothing rather than bouncing a browser.
  const table = new Map<string, Target>()
  for (const [from, first] of direct) {
    let target = first
    const seen = new Set([from])
    for (let hop = 0; hop < MAX_HOPS && direct.has(target.to) && !seen.has(target.to); hop++) {
      seen.add(target.to)
      target = { to: direct.get(target.to)!.to, permanent: target.permanent }
    }
    if (!seen.has(target.to)) table.set(from, target)
  }
  return table
}

function refresh(): Promise<Table> {
  if (state.loading) return state.loading
  const generation = state.generation
  const loading = readTable()
    .catch((error: unknown) => {
      // Tried again after MAX_AGE_MS, not on every request; meanwhile the last table stands.
      console.error(
        `[redirects] the redirect table could not be read: ${error instanceof Error ? error.message : error}`,
      )
      return state.table ?? new Map<string, Target>()
    })
    .then((table) => {
      if (generation === state.generation) Object.assign(state, { table, readAt: Date.now(), loading: undefined })
      return table
    })
  state.loading = loading
  return loading
}

/** Forgets the table when another instance was told of a publish of redirects since it was read. */
async function checkShared(): Promise<void> {
  state.checkedAt = Date.now()
  const { readAt, generation } = state
  // Redis down: the table stands (it is read again at MAX_AGE_MS anyway).
  if ((await tagsExpiredSince(REDIRECT_TAGS, readAt, false)) && generation === state.generation) forgetRedirects()
}

/** A publish changed the redirects: the next request reads them again. */
export function forgetRedirects(): void {
  state.generation++
  state.table = undefined
  state.loading = undefined
}

/** Where a request for `url` is sent instead, with its status, or undefined to serve it. */
export async function redirectFor(url: URL): Promise<{ location: string; status: 307 | 308 } | undefined> {
  let table = state.table
  if (!table) table = await refresh()
  else if (Date.now() - state.readAt > MAX_AGE_MS) void refresh()
  else if (sharedCacheConfigured() && Date.now() - state.checkedAt > SHARED_CHECK_MS) void checkShared()
  const target = table.get(withoutTrailingSlash(url.pathname))
  if (!target) return undefined
  const location = new URL(target.to, url)
  // A path keeps the visitor's query (campaign tags, a prefilled form) unless it names its own.
  if (target.to.startsWith('/') && !location.search) location.search = url.search
  return { location: location.href, status: target.permanent ? 308 : 307 }
}
