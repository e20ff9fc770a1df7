import { createClient } from '@redis/client'

/**
 * The cache every instance shares when `REDIS_URL` is set (README.md, "Decisions": One cache
 * for several instances): page and data entries, and when each cache tag was last expired. One
 * Redis client per process, shared through globalThis by the two copies of this module a server
 * loads (the cache handler, imported by Next outside the app's bundle, and the routes that ask
 * it directly: the publish webhook and /api/health).
 *
 * `REDIS_URL` is read from process.env here, not through lib/env.ts: the cache handler runs
 * outside the app's bundle, where lib/env.ts (server-only) cannot be imported. lib/env.ts still
 * validates it at start.
 */

/** Every command waits at most this long; a slow or unreachable Redis is treated as down. */
const COMMAND_TIMEOUT_MS = 1_000
/** Entries nobody asks for again leave Redis after this long (old builds' pages included). */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600
const TAGS_KEY = 'meridian:tags'

const connect = (url: string) =>
  createClient({
    url,
    // A command sent while Redis is unreachable fails at once instead of queueing behind the
    // reconnection: a page then renders without the cache rather than waiting for it.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })

type Client = ReturnType<typeof connect>
/**
 * `connecting` settles when the first connection is made or fails, at most COMMAND_TIMEOUT_MS
 * after it began: until then a command waits for it rather than finding Redis "down". A
 * process's first requests come before its connection does, and each would otherwise have rendered a page
 * another instance had stored, and marked it missed (cache-handler.ts, `missedAt`), which made
 * the render after the next publish of it count as begun before that publish, and not be kept.
 */
type Shared = { client: Client; down: boolean; connecting: Promise<void> }

const SHARED = Symbol.for('meridian.cache.redis')

/** Whether this instance keeps its cache in Redis. */
export const sharedCacheConfigured = (): boolean => Boolean(process.env.REDIS_URL)

function shared(): Shared | null {
  const url = process.env.REDIS_URL
  if (!url) return null
  const registry = globalThis as { [SHARED]?: Shared }
  if (registry[SHARED]) return registry[SHARED]
  const client = connect(url)
  const connecting = new Promise<void>((resolve) => {
    client.once('ready', resolve)
    client.once('error', () => resolve())
    setTimeout(resolve, COMMAND_TIMEOUT_MS).unref()
  })
  const state: Shared = { client, down: false, connecting }
  // Said once per outage, not once per failed command.
  client.on('error', (error: unknown) => {
    if (state.down) return
    state.down = true
    console.error(`[cache] Redis is unreachable, pages render without the shared cache: ${String(error)}`)
  })
  client.on('ready', () => {
    if (state.down) console.info('[cache] Redis is reachable again')
    state.down = false
  })
  void client.connect().catch(() => undefined)
  registry[SHARED] = state
  return state
}

/** The client when it is connected; null when Redis is not configured, or down. */
async function ready(): Promise<Client | null> {
  const state = shared()
  if (!state) return null
  await state.connecting
  return state.client.isReady ? state.client : null
}

class SharedCacheDown extends Error {
  constructor() {
    super('Redis is unreachable')
  }
}

async function readyOrThrow(): Promise<Client> {
  const client = await ready()
  if (!client) throw new SharedCacheDown()
  return client
}

/**
 * Values of Next's cache entries hold Buffers (a page's RSC payload, a route's body) and Maps
 * (a page's segments), which JSON alone would lose: they are written as tagged objects.
 */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key]
  if (original instanceof Uint8Array) return { $buffer: Buffer.from(original).toString('base64') }
  if (original instanceof Map) return { $map: [...original] }
  return value
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('$buffer' in value && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if ('$map' in value && Array.isArray(value.$map)) return new Map(value.$map as [unknown, unknown][])
  }
  return value
}

export type StoredEntry<V> = { lastModified: number; tags: string[]; value: V; cacheControl?: unknown }

/** An entry, or null when there is none or Redis cannot be asked (the page is then rendered). */
export async function readEntry<V>(key: string): Promise<StoredEntry<V> | null> {
  const client = await ready()
  if (!client) return null
  try {
    const stored = await client.get(`meridian:entry:${key}`)
    return stored ? (JSON.parse(stored, reviver) as StoredEntry<V>) : null
  } catch {
    return null
  }
}

/** Stores an entry; a failure only costs a render later, so it is not an error. */
export async function writeEntry<V>(key: string, entry: StoredEntry<V>): Promise<void> {
  const client = await ready()
  if (!client) return
  try {
    await client.set(`meridian:entry:${key}`, JSON.stringify(entry, replacer), { EX: ENTRY_TTL_SECONDS })
  } catch {
    // Redis went away mid-write: the next reader renders the page again.
  }
}

/**
 * Records that `tags` expire `expireSeconds` from now, for every instance. Throws when Redis
 * cannot be told: the publish webhook then answers 503 and the CMS retries.
 */
export async function expireTags(tags: string[], expireSeconds = 0): Promise<void> {
  if (tags.length === 0) return
  const client = await readyOrThrow()
  const at = String(Date.now() + expireSeconds * 1000)
  await client.hSet(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, at])))
}

/**
 * Whether any of `tags` expired after an entry was stored at `storedAt` (as Next's own tag
 * manifest decides). Unknown when Redis cannot be asked: `whenUnknown`, by default true, so that
 * an entry is not trusted either.
 */
export async function tagsExpiredSince(tags: string[], storedAt: number, whenUnknown = true): Promise<boolean> {
  if (tags.length === 0) return false
  try {
    const times = await (await readyOrThrow()).hmGet(TAGS_KEY, tags)
    const now = Date.now()
    return times.some((time) => time !== null && Number(time) > storedAt && Number(time) <= now)
  } catch {
    return whenUnknown
  }
}

/** For /api/health: whether Redis answers (true when it is not configured). */
export async function sharedCacheAnswers(): Promise<boolean> {
  const state = shared()
  if (!state) return true
  try {
    return (await (await readyOrThrow()).ping()) === 'PONG'
  } catch {
    return false
  }
}
