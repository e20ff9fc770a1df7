import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'
import {
  KEPT_PAGE_API,
  KEPT_PAGE_ROUTES,
  SCRIPTED_PAGE_SOURCES,
  acceptsEncoding,
  keptPageRequest,
  keptPageRewrites,
  keptPageRoute,
} from './kept-pages'

const appDir = path.join(import.meta.dirname, '../../app')

/** Every page of the site's route group, as Next names its module: `/(site)/…/page`. */
function sitePages(dir = path.join(appDir, '(site)')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sitePages(full)
    return entry.name === 'page.tsx' ? [`/${path.relative(appDir, full).replace(/\.tsx$/, '')}`] : []
  })
}

/** What a rewrite rule's source matches, by Next's own matcher for rewrites. */
const matches = (source: string, pathname: string) => getPathMatch(source, { strict: true })(pathname) !== false

describe('the pages kept compressed', () => {
  it('name app routes that exist, so a renamed route fails here rather than go through the fallback', () => {
    for (const { page } of KEPT_PAGE_ROUTES) expect(existsSync(path.join(appDir, `${page}.tsx`)), page).toBe(true)
    for (const source of SCRIPTED_PAGE_SOURCES) {
      const page = source.replace(/:([a-z]+)/g, '[$1]')
      expect(existsSync(path.join(appDir, page, 'page.tsx')), source).toBe(true)
    }
  })

  it('are every page of the site but the journeys and the views nothing links to', () => {
    const kept = new Set<string>(KEPT_PAGE_ROUTES.map(({ page }) => page))
    expect(sitePages().filter((page) => !kept.has(page))).toEqual(
      expect.arrayContaining([
        '/(site)/questionnaire/page',
        '/(site)/thanks/page',
        '/(site)/[type]/[slug]/page',
        '/(site)/[type]/config/regions-tabs/page',
      ]),
    )
    expect(sitePages().length - kept.size).toBe(4)
  })

  it('find the route of a path as Next routes it: the list pages before a slug of the same folder', () => {
    expect(keptPageRoute('/')).toBe('/(site)/page')
    expect(keptPageRoute('/all-deals/boston-to-dublin')).toBe('/(site)/all-deals/[slug]/page')
    expect(keptPageRoute('/airlines/page/2')).toBe('/(site)/airlines/page/[page]/page')
    expect(keptPageRoute('/airlines/aurora-air')).toBe('/(site)/airlines/[slug]/page')
    expect(keptPageRoute('/region/europe/page/3')).toBe('/(site)/region/[slug]/page/[page]/page')
    expect(keptPageRoute('/all-deals/a/b')).toBeUndefined()
    expect(keptPageRoute('/checkout/abc')).toBeUndefined()
    expect(keptPageRoute('/thanks')).toBeUndefined()
  })

  it('are rewritten for exactly the paths the table names', () => {
    const rewrites = keptPageRewrites()
    const rewritten = (pathname: string) => rewrites.some(({ source }) => matches(source, pathname))
    for (const pathname of ['/', '/all-deals/x', '/airlines', '/airlines/page/2', '/blog/posts/x', '/city/x/page/2']) {
      expect(rewritten(pathname), pathname).toBe(true)
      expect(keptPageRoute(pathname), pathname).toBeDefined()
    }
    for (const pathname of [
      '/thanks',
      '/questionnaire',
      '/checkout',
      '/checkout/x/y',
      '/api/health',
      '/all-deals/x/y',
      '/deal/x',
    ]) {
      expect(rewritten(pathname), pathname).toBe(false)
    }
    // The checkout goes through the route for its scripts only: no copy is ever looked for.
    expect(rewritten('/checkout/x')).toBe(true)
    expect(keptPageRoute('/checkout/x')).toBeUndefined()
    for (const rewrite of rewrites) expect(rewrite.destination.startsWith(KEPT_PAGE_API)).toBe(true)
  })

  it('leave to Next what only Next can answer: navigations, prefetches, actions, previews', () => {
    for (const { missing, has } of keptPageRewrites()) {
      expect(has).toEqual([expect.objectContaining({ key: 'accept-encoding' })])
      expect(missing.map(({ type, key }) => `${type}:${key}`)).toEqual(
        expect.arrayContaining([
          'header:rsc',
          'header:next-router-prefetch',
          'header:next-router-state-tree',
          'header:next-action',
          'cookie:__prerender_bypass',
          'query:_rsc',
        ]),
      )
    }
  })

  it('are answered before Next for the same requests the rewrites send to the API route', () => {
    const deal = '/all-deals/boston-to-dublin-business-class'
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br', cookie: 'consent=1; theme=dark' }
    const route = keptPageRoute(deal)
    expect(keptPageRequest('GET', deal, asBrowser)).toEqual({ pathname: deal, route })
    expect(keptPageRequest('HEAD', `${deal}?utm_source=mail`, asBrowser)).toEqual({ pathname: deal, route })
    expect(keptPageRequest('GET', '/', asBrowser)).toEqual({ pathname: '/', route: '/(site)/page' })
    const toNext: Array<[string | undefined, string, Record<string, string>]> = [
      ['POST', deal, asBrowser],
      ['GET', deal, {}],
      ['GET', deal, { 'accept-encoding': 'br, gzip;q=0' }],
      ['GET', deal, { ...asBrowser, rsc: '1' }],
      ['GET', deal, { ...asBrowser, 'next-router-prefetch': '1' }],
      ['GET', deal, { ...asBrowser, 'next-action': 'abc' }],
      ['GET', deal, { ...asBrowser, 'x-kept-page-bypass': '1' }],
      ['GET', `${deal}?_rsc=1x2y`, asBrowser],
      ['GET', deal, { ...asBrowser, cookie: 'theme=dark; __prerender_bypass=secret' }],
      ['GET', `${deal}/`, asBrowser],
      ['GET', '/all-deals/..', asBrowser],
      ['GET', '/region/../page/2', asBrowser],
      ['GET', '/all-deals/boston%2Dto-dublin-business-class', asBrowser],
      ['GET', '/checkout/abc', asBrowser],
      ['GET', '/api/health', asBrowser],
    ]
    for (const [method, url, headers] of toNext)
      expect(keptPageRequest(method, url, headers), `${method} ${url}`).toBe(undefined)
  })

  it('read Accept-Encoding with its weights', () => {
    expect(acceptsEncoding({ 'accept-encoding': 'gzip' }, 'gzip')).toBe(true)
    expect(acceptsEncoding({ 'accept-encoding': 'deflate, GZIP;q=0.5' }, 'gzip')).toBe(true)
    expect(acceptsEncoding({ 'accept-encoding': 'gzip;q=0, br' }, 'gzip')).toBe(false)
    expect(acceptsEncoding({ 'accept-encoding': 'x-gzip' }, 'gzip')).toBe(false)
    expect(acceptsEncoding({}, 'br')).toBe(false)
  })
})
