// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_VERSION } from '@/lib/constants'
import { resetIfNewBuild, type BuildVersionEnv } from './build-version'
import { STORAGE_KEYS } from './storage-keys'

function openDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('items')
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(request.error)
  })
}

type Fakes = {
  env: BuildVersionEnv
  calls: string[]
  indexedDB: IDBFactory
  cacheNames: Set<string>
  registrations: { unregister: ReturnType<typeof vi.fn> }[]
  info: ReturnType<typeof vi.fn>
  warn: ReturnType<typeof vi.fn>
  reload: ReturnType<typeof vi.fn>
}

async function setup(): Promise<Fakes> {
  const calls: string[] = []
  const indexedDB = new IDBFactory()
  await openDatabase(indexedDB, 'app-cache')
  await openDatabase(indexedDB, 'chat-widget')
  const cacheNames = new Set(['next-pages', 'images'])
  const registrations = [0, 1].map(() => ({ unregister: vi.fn(async () => true) }))
  const info = vi.fn(() => calls.push('info'))
  const warn = vi.fn()
  const reload = vi.fn(() => calls.push('reload'))
  const env: BuildVersionEnv = {
    localStorage: {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => {
        calls.push(`setItem:${key}`)
        window.localStorage.setItem(key, value)
      },
      clear: () => {
        calls.push('clear')
        window.localStorage.clear()
      },
    },
    sessionStorage: window.sessionStorage,
    indexedDB,
    caches: {
      keys: async () => [...cacheNames],
      delete: async (name) => cacheNames.delete(name),
    },
    serviceWorker: {
      getRegistrations: async () => registrations as unknown as readonly ServiceWorkerRegistration[],
    },
    console: { info, warn },
    reload,
  }
  return { env, calls, indexedDB, cacheNames, registrations, info, warn, reload }
}

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

const expectEverythingCleared = async (fakes: Fakes) => {
  expect(window.localStorage.getItem('utmRecords')).toBeNull()
  expect(window.sessionStorage.length).toBe(0)
  expect(await fakes.indexedDB.databases()).toEqual([])
  expect(fakes.cacheNames.size).toBe(0)
  for (const registration of fakes.registrations) expect(registration.unregister).toHaveBeenCalledTimes(1)
}

describe('resetIfNewBuild', () => {
  it('does nothing when the stored build version is current', async () => {
    const fakes = await setup()
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, BUILD_VERSION)
    window.localStorage.setItem('utmRecords', '[]')
    window.sessionStorage.setItem('x', '1')

    expect(await resetIfNewBuild(fakes.env)).toEqual({ status: 'unchanged', current: BUILD_VERSION })
    expect(window.localStorage.getItem('utmRecords')).toBe('[]')
    expect(window.sessionStorage.getItem('x')).toBe('1')
    expect(await fakes.indexedDB.databases()).toHaveLength(2)
    expect(fakes.cacheNames.size).toBe(2)
    expect(fakes.registrations[0]!.unregister).not.toHaveBeenCalled()
    expect(fakes.info).not.toHaveBeenCalled()
    expect(fakes.reload).not.toHaveBeenCalled()
  })

  it('clears everything, logs, then stores the new value and reloads when the version differs', async () => {
    const fakes = await setup()
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, '20250101')
    window.localStorage.setItem('utmRecords', '[]')
    window.sessionStorage.setItem('x', '1')

    const result = await resetIfNewBuild(fakes.env)
    expect(result).toEqual({
      status: 'reset',
      previous: '20250101',
      current: BUILD_VERSION,
      cleared: ['localStorage', 'sessionStorage', 'indexedDB', 'cacheStorage', 'serviceWorkers'],
      failed: [],
      reloaded: true,
    })
    await expectEverythingCleared(fakes)
    expect(window.localStorage.getItem(STORAGE_KEYS.buildVersion)).toBe(BUILD_VERSION)
    expect(fakes.info).toHaveBeenCalledWith(expect.stringMatching(/reloading/))
    // Cleared first, then the log, then the new value, then the reload.
    expect(fakes.calls).toEqual(['clear', 'info', `setItem:${STORAGE_KEYS.buildVersion}`, 'reload'])
    expect(fakes.warn).not.toHaveBeenCalled()
  })

  it('treats a missing value (first visit) as different, but does not reload', async () => {
    const fakes = await setup()
    const result = await resetIfNewBuild(fakes.env)
    expect(result).toMatchObject({ status: 'reset', previous: null, reloaded: false })
    await expectEverythingCleared(fakes)
    expect(window.localStorage.getItem(STORAGE_KEYS.buildVersion)).toBe(BUILD_VERSION)
    expect(fakes.reload).not.toHaveBeenCalled()
    // The next page load finds the value and does nothing.
    expect((await resetIfNewBuild(fakes.env)).status).toBe('unchanged')
  })

  it('a clearing step that throws still lets the rest clear', async () => {
    const fakes = await setup()
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, 'old')
    window.sessionStorage.setItem('x', '1')
    const env: BuildVersionEnv = {
      ...fakes.env,
      localStorage: {
        ...fakes.env.localStorage!,
        clear: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      },
      caches: {
        keys: async () => {
          throw new Error('cache storage is broken')
        },
        delete: async () => true,
      },
    }
    const result = await resetIfNewBuild(env)
    expect(result).toMatchObject({
      status: 'reset',
      cleared: ['sessionStorage', 'indexedDB', 'serviceWorkers'],
      failed: ['localStorage', 'cacheStorage'],
      reloaded: true,
    })
    expect(fakes.warn).toHaveBeenCalledTimes(2)
    expect(fakes.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('localStorage'),
      expect.stringContaining('cacheStorage'),
    ])
    expect(window.sessionStorage.length).toBe(0)
    expect(await fakes.indexedDB.databases()).toEqual([])
    expect(fakes.registrations[1]!.unregister).toHaveBeenCalled()
    expect(window.localStorage.getItem(STORAGE_KEYS.buildVersion)).toBe(BUILD_VERSION)
  })

  it('one failing deletion inside a step does not stop the others in it', async () => {
    const fakes = await setup()
    fakes.registrations[0]!.unregister.mockRejectedValue(new Error('nope'))
    const result = await resetIfNewBuild(fakes.env)
    expect(result).toMatchObject({ failed: ['serviceWorkers'] })
    expect(fakes.registrations[1]!.unregister).toHaveBeenCalled()
    expect(fakes.warn).toHaveBeenCalledTimes(1)
  })

  it('works without the optional APIs (no IndexedDB.databases, caches or service workers)', async () => {
    const fakes = await setup()
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, 'old')
    const result = await resetIfNewBuild({
      ...fakes.env,
      indexedDB: undefined,
      caches: undefined,
      serviceWorker: undefined,
    })
    expect(result).toMatchObject({ status: 'reset', failed: [] })
    expect(window.localStorage.getItem(STORAGE_KEYS.buildVersion)).toBe(BUILD_VERSION)
  })

  it('does not reload when the new value cannot be stored (no reload loop)', async () => {
    const fakes = await setup()
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, 'old')
    const env: BuildVersionEnv = {
      ...fakes.env,
      localStorage: {
        ...fakes.env.localStorage!,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError')
        },
      },
    }
    expect(await resetIfNewBuild(env)).toMatchObject({ status: 'reset', reloaded: false })
    expect(fakes.reload).not.toHaveBeenCalled()
  })

  it('clears nothing when local storage cannot be read', async () => {
    const fakes = await setup()
    const env: BuildVersionEnv = {
      ...fakes.env,
      localStorage: {
        ...fakes.env.localStorage!,
        getItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      },
    }
    expect(await resetIfNewBuild(env)).toEqual({ status: 'unavailable', current: BUILD_VERSION })
    expect(fakes.cacheNames.size).toBe(2)
  })

  it('uses the browser’s own storages by default', async () => {
    window.localStorage.setItem(STORAGE_KEYS.buildVersion, BUILD_VERSION)
    expect((await resetIfNewBuild()).status).toBe('unchanged')
  })
})
