import { BUILD_VERSION } from '@/lib/constants'
import { STORAGE_KEYS } from './storage-keys'
import { browserStorage, readItem, writeItem } from './web-storage'

/**
 * Start-up version check (docs/behaviour.md, "Build version"): when the `buildVersion` kept in
 * local storage differs from the current build (BUILD_VERSION), clear local storage, session
 * storage, every IndexedDB database, every Cache Storage entry and every service worker
 * registration, log that the page reloads, then store the new value. A clearing step that fails
 * logs a warning and the others still run (no user-facing effect). When the value is equal, nothing
 * happens.
 *
 * Decisions:
 * - A missing value (a first visit, or a visitor from before the marker existed) differs: the
 *   clearing runs once and the marker is stored. Run this before anything else writes to
 *   browser storage on start-up (tracking, persisted state), or that data is cleared with it.
 * - The new value is stored last, so clearing local storage cannot wipe it.
 * - The page reloads (`env.reload`) only for a returning visitor (a different value was stored)
 *   and only when the new value is verifiably stored; otherwise a broken storage would reload
 *   forever. A first visit has nothing stale to drop and is not reloaded.
 * - When local storage cannot be read at all, nothing is cleared (the check cannot tell builds
 *   apart and would otherwise wipe every database on every page load).
 */

export type ClearStep = 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage' | 'serviceWorkers'

export type BuildVersionEnv = {
  localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'clear'>
  sessionStorage?: Pick<Storage, 'clear'>
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'>
  caches?: Pick<CacheStorage, 'keys' | 'delete'>
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>
  console?: Pick<Console, 'info' | 'warn'>
  reload?: () => void
  /** Defaults to BUILD_VERSION. */
  buildVersion?: string
}

export type ResetResult =
  | { status: 'unchanged' | 'unavailable'; current: string }
  | {
      status: 'reset'
      previous: string | null
      current: string
      cleared: ClearStep[]
      failed: ClearStep[]
      reloaded: boolean
    }

/** The live browser's storages, or {} on the server. */
export function browserBuildVersionEnv(): BuildVersionEnv {
  if (typeof window === 'undefined') return {}
  const optional = <T>(read: () => T): T | undefined => {
    try {
      return read() ?? undefined
    } catch {
      return undefined
    }
  }
  return {
    localStorage: browserStorage('local'),
    sessionStorage: browserStorage('session'),
    indexedDB: optional(() => window.indexedDB),
    caches: optional(() => window.caches),
    serviceWorker: optional(() => navigator.serviceWorker),
    console,
    reload: () => window.location.reload(),
  }
}

/** Resolves when the deletion finishes, fails or is blocked (another tab holds it open). */
function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name)
    request.onsuccess = () => resolve()
    request.onblocked = () => resolve()
    request.onerror = () => reject(request.error ?? new Error(`deleteDatabase(${name}) failed`))
  })
}

/** Rejects when any of the settled promises rejected, after all have settled. */
async function allOrFirstError(promises: Promise<unknown>[]): Promise<void> {
  const failure = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

export async function resetIfNewBuild(env: BuildVersionEnv = browserBuildVersionEnv()): Promise<ResetResult> {
  const current = env.buildVersion ?? BUILD_VERSION
  const log = env.console ?? console
  if (!env.localStorage) return { status: 'unavailable', current }
  let previous: string | null
  try {
    previous = env.localStorage.getItem(STORAGE_KEYS.buildVersion)
  } catch {
    return { status: 'unavailable', current }
  }
  if (previous === current) return { status: 'unchanged', current }

  const steps: [ClearStep, () => unknown][] = [
    ['localStorage', () => env.localStorage?.clear()],
    ['sessionStorage', () => env.sessionStorage?.clear()],
    [
      'indexedDB',
      async () => {
        const factory = env.indexedDB
        if (!factory) return
        const databases = await factory.databases()
        await allOrFirstError(databases.flatMap(({ name }) => (name ? [deleteDatabase(factory, name)] : [])))
      },
    ],
    [
      'cacheStorage',
      async () => {
        const caches = env.caches
        if (!caches) return
        await allOrFirstError((await caches.keys()).map((key) => caches.delete(key)))
      },
    ],
    [
      'serviceWorkers',
      async () => {
        const container = env.serviceWorker
        if (!container) return
        await allOrFirstError((await container.getRegistrations()).map((registration) => registration.unregister()))
      },
    ],
  ]

  const cleared: ClearStep[] = []
  const failed: ClearStep[] = []
  for (const [step, clear] of steps) {
    try {
      await clear()
      cleared.push(step)
    } catch (error) {
      failed.push(step)
      log.warn(`[build-version] could not clear ${step}; continuing`, error)
    }
  }

  const willReload = previous !== null && Boolean(env.reload)
  log.info(
    `[build-version] build ${current} replaces ${previous ?? 'none'}: browser storage cleared${willReload ? ', reloading' : ''}`,
  )
  const stored = writeItem(env.localStorage, STORAGE_KEYS.buildVersion, current)
  const reloaded = willReload && stored && readItem(env.localStorage, STORAGE_KEYS.buildVersion) === current
  if (willReload && !reloaded) log.warn('[build-version] the new build version could not be stored; not reloading')
  if (reloaded) env.reload?.()
  return { status: 'reset', previous, current, cleared, failed, reloaded }
}
