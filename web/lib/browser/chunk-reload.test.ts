// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { installChunkReloadGuard, isChunkLoadError, type ChunkReloadEnv } from './chunk-reload'
import { STORAGE_KEYS } from './storage-keys'

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })

describe('isChunkLoadError', () => {
  it.each([
    [chunkError()],
    [
      Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'), {
        name: 'ChunkLoadError',
      }),
    ],
    [new Error('Loading CSS chunk 42 failed.\n(/_next/static/css/x.css)')],
    [new TypeError('Failed to fetch dynamically imported module: https://x.test/_next/static/chunks/a.js')],
    [new TypeError('Importing a module script failed.')],
    [new TypeError('error loading dynamically imported module: https://x.test/a.js')],
    ['Uncaught ChunkLoadError: Loading chunk 7 failed.'],
  ])('recognises %s', (reason) => expect(isChunkLoadError(reason)).toBe(true))

  it.each([[new Error('Cannot read properties of undefined')], [new TypeError('Failed to fetch')], [null], [42]])(
    'ignores %s',
    (reason) => expect(isChunkLoadError(reason)).toBe(false),
  )
})

describe('installChunkReloadGuard', () => {
  let env: ChunkReloadEnv & { location: { pathname: string; reload: Mock<() => void> } }
  let uninstall: () => void
  const warn = vi.fn()

  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-10-31T12:00:00Z'))
    window.sessionStorage.clear()
    document.body.innerHTML = ''
    warn.mockClear()
    env = {
      window,
      location: { pathname: '/deals', reload: vi.fn<() => void>() },
      storage: window.sessionStorage,
      console: { warn },
    }
    uninstall = installChunkReloadGuard(env)
  })
  afterEach(() => {
    uninstall()
    vi.useRealTimers()
  })

  const failChunk = () => window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'x' }))

  it('reloads on an error event carrying a ChunkLoadError', () => {
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads on an error event whose message names a failed dynamic import', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Failed to fetch dynamically imported module: /x.js' }))
    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads when a /_next/static script fails to load (capture phase), not for other scripts', () => {
    const other = document.createElement('script')
    other.src = 'https://www.googletagmanager.com/gtag/js'
    document.body.append(other)
    other.dispatchEvent(new Event('error'))
    expect(env.location.reload).not.toHaveBeenCalled()

    const script = document.createElement('script')
    script.src = '/_next/static/chunks/app/page-abc123.js'
    document.body.append(script)
    script.dispatchEvent(new Event('error')) // resource errors do not bubble
    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads on an unhandled rejection with a chunk error, not with another reason', () => {
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason })
    window.dispatchEvent(rejection(new Error('boom')))
    expect(env.location.reload).not.toHaveBeenCalled()
    window.dispatchEvent(rejection(new TypeError('Importing a module script failed.')))
    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })

  it('ignores ordinary errors', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x is undefined'), message: 'x is undefined' }))
    expect(env.location.reload).not.toHaveBeenCalled()
  })

  it('reloads at most once per 10 s per path', () => {
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(9_999)
    failChunk() // same path within 10 s
    expect(env.location.reload).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)

    env.location.pathname = '/blog' // another path
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(2)

    env.location.pathname = '/deals'
    vi.advanceTimersByTime(1) // 10 s after the first reload
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(3)
  })

  it('remembers the reload across the reload itself (sessionStorage)', () => {
    failChunk()
    uninstall()
    // The reloaded page installs the guard again with the same session storage.
    uninstall = installChunkReloadGuard({ ...env })
    vi.advanceTimersByTime(3_000)
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(1)
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.chunkReloads)!) as Record<string, number>
    expect(stored).toEqual({ '/deals': Date.parse('2025-10-31T12:00:00Z') })
  })

  it('treats corrupt stored data as no previous reload', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.chunkReloads, '{nope')
    failChunk()
    expect(env.location.reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads when the reload cannot be remembered', () => {
    uninstall()
    uninstall = installChunkReloadGuard({
      ...env,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('denied', 'SecurityError')
        },
      },
    })
    failChunk()
    failChunk()
    expect(env.location.reload).not.toHaveBeenCalled()
  })

  it('stops listening once uninstalled', () => {
    uninstall()
    // Message only: Vitest reports error events carrying an error when nobody listens.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Loading chunk 1 failed.' }))
    expect(env.location.reload).not.toHaveBeenCalled()
  })
})
