import { DAY_SECONDS, readCookie, writeCookie } from './cookies'
import { browserStorage, readItem, writeItem } from './web-storage'

/**
 * Persisted app state (docs/behaviour.md, "Web storage"): a tiny store kept in local storage,
 * session storage or a cookie, the backend being chosen by runtime configuration (`storage`).
 * Nothing is persisted during server rendering: without `window` the store only ever answers
 * `initial`, ignores `set` (a module-level store on the server is shared by every request, so
 * remembering a value would leak it between visitors) and touches no browser API.
 *
 * In the browser the stored value is read lazily (first `get`), so for React use
 * `useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot)`: hydration sees
 * `initial`, then the stored value. Values are JSON; missing, corrupt or (with `parse`) invalid
 * stored values yield `initial`. With the local backend, changes made in other tabs are
 * followed through the `storage` event. A cookie is written with Max-Age (365 days by default),
 * Path=/, SameSite=Lax, and refused (with a warning) beyond 4000 bytes.
 */

export type PersistBackend = 'local' | 'session' | 'cookie'

export type PersistedStoreOptions<T> = {
  /** Storage key or cookie name (see STORAGE_KEYS.appState). */
  key: string
  storage: PersistBackend
  initial: T
  /** Checks a stored value: the value to use, or undefined to fall back to `initial`. */
  parse?: (stored: unknown) => T | undefined
  cookieMaxAgeDays?: number
}

export type PersistedStore<T> = {
  get: () => T
  getServerSnapshot: () => T
  set: (next: T | ((previous: T) => T)) => void
  /** Forgets the persisted value and returns to `initial`. */
  reset: () => void
  subscribe: (listener: () => void) => () => void
}

const MAX_COOKIE_BYTES = 4000

const isServer = () => typeof window === 'undefined'

/** The stored text at `key`; null or undefined when nothing is stored there. Browser only. */
const readPersisted = (key: string, storage: PersistBackend): string | null | undefined =>
  storage === 'cookie' ? readCookie(document, key) : readItem(browserStorage(storage), key)

/** Whether something is kept at `key` (in the browser; never on the server). */
export const isPersisted = (key: string, storage: PersistBackend) => !isServer() && readPersisted(key, storage) != null

export function createPersistedStore<T>({
  key,
  storage,
  initial,
  parse = (stored) => stored as T,
  cookieMaxAgeDays = 365,
}: PersistedStoreOptions<T>): PersistedStore<T> {
  const listeners = new Set<() => void>()
  let loaded = false
  let value = initial

  const readRaw = () => readPersisted(key, storage)

  const decode = (raw: string | null | undefined): T => {
    if (raw === null || raw === undefined) return initial
    try {
      return parse(JSON.parse(raw) as unknown) ?? initial
    } catch {
      return initial
    }
  }

  const write = (serialized: string | null) => {
    if (storage === 'cookie') {
      if (serialized !== null && new TextEncoder().encode(encodeURIComponent(serialized)).length > MAX_COOKIE_BYTES) {
        console.warn(`[persist] ${key} is too large for a cookie; not persisted`)
        return
      }
      writeCookie(document, key, serialized ?? '', serialized === null ? 0 : cookieMaxAgeDays * DAY_SECONDS)
      return
    }
    const backend = browserStorage(storage)
    if (serialized !== null) writeItem(backend, key, serialized)
    else {
      try {
        backend?.removeItem(key)
      } catch {
        // unavailable storage: nothing to forget
      }
    }
  }

  const update = (next: T) => {
    if (Object.is(next, value)) return
    value = next
    for (const listener of [...listeners]) listener()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    loaded = true
    update(decode(event.key === null ? null : event.newValue))
  }

  const get = (): T => {
    if (isServer()) return initial
    if (!loaded) {
      loaded = true
      value = decode(readRaw())
    }
    return value
  }

  return {
    get,
    getServerSnapshot: () => initial,
    set(next) {
      if (isServer()) return
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(get()) : next
      loaded = true // the in-memory value wins, even when the backend refuses to store it
      let serialized: string
      try {
        serialized = JSON.stringify(resolved)
      } catch {
        console.warn(`[persist] ${key} is not serialisable; not persisted`)
        update(resolved)
        return
      }
      write(serialized)
      update(resolved)
    },
    reset() {
      if (isServer()) return
      loaded = true
      write(null)
      update(initial)
    },
    subscribe(listener) {
      if (isServer()) return () => {}
      if (listeners.size === 0 && storage === 'local') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && storage === 'local') window.removeEventListener('storage', onStorage)
      }
    },
  }
}
