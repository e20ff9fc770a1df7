import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants'
import { STORAGE_KEYS } from './storage-keys'
import { browserStorage, isRecord, readJson, writeItem } from './web-storage'

/**
 * docs/behaviour.md, "Chunk reload": when a page chunk fails to load (typically after a deploy
 * removed the old build's files), the page reloads, at most once per 10 seconds
 * (CHUNK_RELOAD_GUARD_MS) per path. The time of each reload is kept per path in sessionStorage,
 * which survives the reload but not the tab; when it cannot be written, the page is not reloaded at
 * all, so a reload loop is impossible.
 *
 * A chunk failure is any of: an `error` event whose error is a `ChunkLoadError` (webpack and
 * Turbopack name it so) or whose message is "Loading chunk … failed" / "Loading CSS chunk …
 * failed" / "Failed to load chunk …" / "Failed to fetch dynamically imported module" /
 * "Importing a module script failed" / "error loading dynamically imported module"; a
 * `<script src=…/_next/static/…>` that fails to load (seen in the capture phase, as resource
 * errors do not bubble); an `unhandledrejection` whose reason is such an error.
 */

const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason)
  if (!isRecord(reason)) return false
  if (reason.name === 'ChunkLoadError') return true
  return typeof reason.message === 'string' && CHUNK_MESSAGE.test(reason.message)
}

/** A `<script>` of the Next.js build (`/_next/static/…`). */
export function isBuildScript(target: EventTarget | null): boolean {
  const element = target as Partial<Element> | null
  if (!element || element.nodeType !== 1 || element.tagName?.toUpperCase() !== 'SCRIPT') return false
  const src = element.getAttribute?.('src')
  if (!src) return false
  try {
    return new URL(src, element.ownerDocument?.baseURI).pathname.includes('/_next/static/')
  } catch {
    return false
  }
}

export type ChunkReloadEnv = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
  location: Pick<Location, 'pathname' | 'reload'>
  /** sessionStorage; without it nothing reloads. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  now?: () => number
  guardMs?: number
  console?: Pick<Console, 'warn'>
}

export function browserChunkReloadEnv(): ChunkReloadEnv | undefined {
  if (typeof window === 'undefined') return undefined
  return { window, location: window.location, storage: browserStorage('session'), console }
}

/** Reloads unless this path reloaded within the guard window; returns whether it reloaded. */
export function reloadAfterChunkFailure(env: ChunkReloadEnv): boolean {
  const now = (env.now ?? Date.now)()
  const guardMs = env.guardMs ?? CHUNK_RELOAD_GUARD_MS
  const path = env.location.pathname
  const stored = readJson(env.storage, STORAGE_KEYS.chunkReloads)
  const times: Record<string, number> = {}
  if (isRecord(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      // Keep only recent entries; a clock moved backwards counts as recent.
      if (typeof value === 'number' && Math.abs(now - value) < guardMs) times[key] = value
    }
  }
  const log = env.console ?? console
  if (times[path] !== undefined) {
    log.warn(`[chunk-reload] a chunk failed to load again on ${path}; not reloading within ${guardMs} ms`)
    return false
  }
  times[path] = now
  if (!writeItem(env.storage, STORAGE_KEYS.chunkReloads, JSON.stringify(times))) {
    log.warn('[chunk-reload] a chunk failed to load, but without session storage a reload could loop; not reloading')
    return false
  }
  env.location.reload()
  return true
}

/** Installs the listeners; returns a function that removes them. Nothing happens on the server. */
export function installChunkReloadGuard(env: ChunkReloadEnv | undefined = browserChunkReloadEnv()): () => void {
  if (!env) return () => {}
  const onError = (event: Event) => {
    const errorEvent = event as Partial<ErrorEvent>
    if (isBuildScript(event.target) || isChunkLoadError(errorEvent.error) || isChunkLoadError(errorEvent.message)) {
      reloadAfterChunkFailure(env)
    }
  }
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadAfterChunkFailure(env)
  }
  env.window.addEventListener('error', onError, true)
  env.window.addEventListener('unhandledrejection', onRejection)
  return () => {
    env.window.removeEventListener('error', onError, true)
    env.window.removeEventListener('unhandledrejection', onRejection)
  }
}
