// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scriptsAfterFirstPaint, scriptsLoadedAfterFirstPaint } from './scripts-after-paint'

/** A page as Next 16 renders one, cut down to the parts that matter here. */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js?dpl=1&amp;v=2" async=""></script>' +
  '<script src="/_next/static/chunks/c.js" async="" integrity="sha384-abc" crossOrigin=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<title>Boston to Dublin</title></head><body><main><h1>Boston to Dublin</h1></main>' +
  '<script src="https://www.googletagmanager.com/gtag/js" async=""></script>' +
  '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'

const loaderOf = (html: string) => /<script>(\(function\(p,s\).*?)<\/script><\/body>/.exec(html)?.[1]

describe('scriptsAfterFirstPaint', () => {
  it("takes Next's chunks and the bootstrap's preload out of the page and leaves everything else", () => {
    const page = scriptsAfterFirstPaint(PAGE)
    expect(page).not.toContain('<script src="/_next/static/chunks/a.js"')
    expect(page).not.toContain('<script src="/_next/static/chunks/main.js"')
    expect(page).not.toContain('rel="preload" as="script"')
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://www.googletagmanager.com/gtag/js" async=""></script>',
      '<script>self.__next_f=self.__next_f||[];self.__next_f.push([0])</script>',
      '<main><h1>Boston to Dublin</h1></main>',
    ])
      expect(page).toContain(kept)
    expect(scriptsLoadedAfterFirstPaint(page)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?dpl=1&v=2',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/main.js',
    ])
    expect(scriptsLoadedAfterFirstPaint(PAGE)).toEqual([])
  })

  it('leaves a page without them as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>'
    expect(scriptsAfterFirstPaint(plain)).toBe(plain)
    const cut = PAGE.slice(0, PAGE.indexOf('</body>'))
    expect(scriptsAfterFirstPaint(cut)).toBe(cut)
  })
})

describe('the loader', () => {
  let report: ((names: string[]) => void) | undefined
  let disconnected = false

  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    report = undefined
    disconnected = false
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource']
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (names) => callback({ getEntriesByName: (name: string) => names.filter((one) => one === name) }, this)
      }
      observe() {}
      disconnect() {
        disconnected = true
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const run = () => new Function(loaderOf(scriptsAfterFirstPaint(PAGE))!)()
  const loaded = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))

  it('adds the scripts once the first contentful paint is reported, as async scripts React finds', () => {
    run()
    report!(['first-paint'])
    vi.advanceTimersByTime(10)
    expect(loaded()).toEqual([])
    report!(['first-contentful-paint'])
    expect(disconnected).toBe(true)
    vi.advanceTimersByTime(0)
    expect(loaded()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?dpl=1&v=2',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/main.js',
    ])
    expect(document.head.querySelectorAll('script[async][src="/_next/static/chunks/main.js"]')).toHaveLength(1)
    expect(document.head.querySelector('script[src$="c.js"]')?.getAttribute('integrity')).toBe('sha384-abc')
    vi.advanceTimersByTime(5000)
    expect(loaded()).toHaveLength(4)
  })

  it('adds them at once to a hidden tab, which does not paint', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    run()
    expect(loaded()).toHaveLength(4)
  })

  it('adds them at once in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    run()
    expect(loaded()).toHaveLength(4)
  })

  it('adds them after 3 s when no paint is reported', () => {
    run()
    vi.advanceTimersByTime(2999)
    expect(loaded()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(loaded()).toHaveLength(4)
  })
})
