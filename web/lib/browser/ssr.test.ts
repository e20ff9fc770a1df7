import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetIfNewBuild } from './build-version'
import { installChunkReloadGuard } from './chunk-reload'
import { NECESSARY_ONLY, getConsentStore } from './consent'
import { createPersistedStore } from './persist'
import { loadScriptOnce } from './third-party'
import { getAttribution, trackCampaignVisit } from './tracking'

/**
 * Server rendering (Vitest's node environment, no jsdom): no `window`, and no browser API may be
 * touched. Each browser global is a trap that records any access.
 */
const BROWSER_GLOBALS = ['localStorage', 'sessionStorage', 'document', 'indexedDB', 'caches', 'navigator'] as const
const touched: string[] = []
const saved = new Map<string, PropertyDescriptor | undefined>()

beforeEach(() => {
  touched.length = 0
  for (const name of BROWSER_GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        touched.push(name)
        throw new Error(`${name} touched during server rendering`)
      },
    })
  }
})
afterEach(() => {
  for (const name of BROWSER_GLOBALS) {
    const descriptor = saved.get(name)
    if (descriptor) Object.defineProperty(globalThis, name, descriptor)
    else delete (globalThis as Record<string, unknown>)[name]
  }
})

describe('server rendering', () => {
  it('has no window', () => {
    expect(typeof window).toBe('undefined')
  })

  it.each(['local', 'session', 'cookie'] as const)('persists nothing with the %s backend', (storage) => {
    const store = createPersistedStore({ key: 'appState', storage, initial: { step: 1 } })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    expect(store.get()).toEqual({ step: 1 })
    store.set({ step: 2 })
    store.set((previous) => ({ step: previous.step + 5 }))
    store.reset()
    // Nothing is remembered either: a server-side store is shared by every request.
    expect(store.get()).toEqual({ step: 1 })
    expect(store.getServerSnapshot()).toEqual({ step: 1 })
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
    expect(touched).toEqual([])
  })

  it('tracks nothing and has no attribution', () => {
    expect(trackCampaignVisit()).toEqual({ status: 'server' })
    expect(getAttribution()).toBeUndefined()
    expect(touched).toEqual([])
  })

  it('answers necessary-only consent and saves nothing', () => {
    const store = getConsentStore()
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
    expect(store.hasConsentChoice()).toBe(false)
    store.acceptAll()
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
    expect(touched).toEqual([])
  })

  it('skips the build check and the chunk guard', async () => {
    expect((await resetIfNewBuild()).status).toBe('unavailable')
    installChunkReloadGuard()()
    expect(touched).toEqual([])
  })

  it('loads no third-party script', async () => {
    await expect(loadScriptOnce('https://cdn.example.test/a.js')).rejects.toThrow(/server/)
    expect(touched).toEqual([])
  })
})
