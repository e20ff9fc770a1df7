// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPersistedStore, type PersistBackend } from './persist'
import { STORAGE_KEYS } from './storage-keys'

type State = { currency: string; passengers: number }
const initial: State = { currency: 'USD', passengers: 1 }
const key = STORAGE_KEYS.appState

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

/** Where each backend keeps the raw value. */
const rawOf: Record<PersistBackend, () => string | null> = {
  local: () => window.localStorage.getItem(key),
  session: () => window.sessionStorage.getItem(key),
  cookie: () => {
    const match = document.cookie.split('; ').find((part) => part.startsWith(`${key}=`))
    return match ? decodeURIComponent(match.slice(key.length + 1)) : null
  },
}

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  clearCookies()
})
afterEach(() => vi.restoreAllMocks())

describe.each(['local', 'session', 'cookie'] as const)('createPersistedStore with %s', (storage) => {
  it('starts from initial and persists what is set in that backend only', () => {
    const store = createPersistedStore({ key, storage, initial })
    expect(store.get()).toEqual(initial)
    expect(store.getServerSnapshot()).toBe(initial)
    store.set({ currency: 'EUR', passengers: 2 })
    expect(store.get()).toEqual({ currency: 'EUR', passengers: 2 })
    expect(JSON.parse(rawOf[storage]()!)).toEqual({ currency: 'EUR', passengers: 2 })
    for (const other of (['local', 'session', 'cookie'] as const).filter((backend) => backend !== storage)) {
      expect(rawOf[other](), other).toBeNull()
    }
    // A new page load reads it back.
    expect(createPersistedStore({ key, storage, initial }).get()).toEqual({ currency: 'EUR', passengers: 2 })
  })

  it('applies updater functions and notifies subscribers', () => {
    const store = createPersistedStore({ key, storage, initial })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set((previous) => ({ ...previous, passengers: previous.passengers + 1 }))
    expect(store.get().passengers).toBe(2)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.set(initial)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('falls back to initial for corrupt or invalid stored values', () => {
    createPersistedStore({ key, storage, initial: 'x' as unknown }).set('not an object')
    const parse = (stored: unknown) =>
      typeof stored === 'object' && stored !== null && 'currency' in stored ? (stored as State) : undefined
    expect(createPersistedStore({ key, storage, initial, parse }).get()).toBe(initial)
    if (storage === 'cookie') document.cookie = `${key}=%7Bbroken; Path=/`
    else (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, '{broken')
    expect(createPersistedStore({ key, storage, initial }).get()).toBe(initial)
  })

  it('reset forgets the persisted value', () => {
    const store = createPersistedStore({ key, storage, initial })
    store.set({ currency: 'GBP', passengers: 3 })
    store.reset()
    expect(store.get()).toBe(initial)
    expect(rawOf[storage]()).toBeNull()
  })
})

describe('cookie backend', () => {
  it('writes Max-Age (365 days by default), Path=/ and SameSite=Lax', () => {
    const writes: string[] = []
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value))
    createPersistedStore({ key, storage: 'cookie', initial }).set({ currency: 'EUR', passengers: 1 })
    createPersistedStore({ key, storage: 'cookie', initial, cookieMaxAgeDays: 30 }).set(initial)
    expect(writes[0]).toMatch(/^appState=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(writes[1]).toContain('Max-Age=2592000;')
  })

  it('refuses a value too large for a cookie, keeping it in memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createPersistedStore({ key, storage: 'cookie', initial: '' })
    store.set('x'.repeat(5000))
    expect(warn).toHaveBeenCalledOnce()
    expect(rawOf.cookie()).toBeNull()
    expect(store.get()).toHaveLength(5000)
  })
})

describe('local backend', () => {
  it('follows changes made in another tab', () => {
    const store = createPersistedStore({ key, storage: 'local', initial })
    const listener = vi.fn()
    store.subscribe(listener)
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: JSON.stringify({ currency: 'CHF', passengers: 4 }) }),
    )
    expect(store.get()).toEqual({ currency: 'CHF', passengers: 4 })
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps working in memory when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = createPersistedStore({ key, storage: 'local', initial })
    store.set({ currency: 'EUR', passengers: 2 })
    expect(store.get()).toEqual({ currency: 'EUR', passengers: 2 })
  })
})
