import type { IncomingHttpHeaders } from 'node:http'

/**
 * The content pages sent from a compressed copy kept per page (README.md, "Decisions":
 * Compressed pages kept). Next compresses, hashes and copies a cached page's HTML for every
 * request, which made a deal page cost `next start` four times the bare page. For these routes a
 * browser's page request (gzip accepted, not a client navigation, not a preview) is rewritten to
 * `pages/api/kept-page`, which asks Next's own cache whether the page is fresh and, if so, sends
 * the page compressed once (gzip, and Brotli); anything else there is answered by Next as before.
 * In production the same requests are mostly answered earlier still, before Next
 * (`keptPageRequest` below, lib/cache/kept-page-answer.ts).
 *
 * Only routes Next prerenders or caches after a first render belong here: for any other the copy
 * is never fresh and every request would go through the fallback, costing more than Next alone.
 */
export const KEPT_PAGE_ROUTES = [
  { source: '/', page: '/(site)/page' },
  { source: '/all-deals/:slug', page: '/(site)/all-deals/[slug]/page' },
  { source: '/business-class-flights-alldeals', page: '/(site)/business-class-flights-alldeals/page' },
  {
    source: '/business-class-flights-alldeals/page/:page',
    page: '/(site)/business-class-flights-alldeals/page/[page]/page',
  },
  { source: '/airlines', page: '/(site)/airlines/page' },
  { source: '/airlines/page/:page', page: '/(site)/airlines/page/[page]/page' },
  { source: '/airlines/:slug', page: '/(site)/airlines/[slug]/page' },
  { source: '/region/:slug', page: '/(site)/region/[slug]/page' },
  { source: '/region/:slug/page/:page', page: '/(site)/region/[slug]/page/[page]/page' },
  { source: '/city/:slug', page: '/(site)/city/[slug]/page' },
  { source: '/city/:slug/page/:page', page: '/(site)/city/[slug]/page/[page]/page' },
  { source: '/blog', page: '/(site)/blog/page' },
  { source: '/blog/page/:page', page: '/(site)/blog/page/[page]/page' },
  { source: '/blog/posts/:slug', page: '/(site)/blog/posts/[slug]/page' },
  { source: '/flight', page: '/(site)/flight/page' },
  { source: '/business-class-flights', page: '/(site)/business-class-flights/page' },
  { source: '/call-for-business-flights', page: '/(site)/call-for-business-flights/page' },
  { source: '/about-us', page: '/(site)/about-us/page' },
  { source: '/privacy-policy', page: '/(site)/privacy-policy/page' },
  { source: '/refunds-policy', page: '/(site)/refunds-policy/page' },
  { source: '/terms-and-conditions', page: '/(site)/terms-and-conditions/page' },
] as const

/**
 * Pages rendered for each request, which Next never caches, sent through the same route only so
 * that their scripts come after the first paint (lib/cache/scripts-after-paint.ts): the route
 * finds no copy of them and hands them to Next. The checkout's steps are pages a traveller opens
 * from a deal, and are measured with the content pages (bench/README.md).
 */
export const SCRIPTED_PAGE_SOURCES = ['/checkout/:hash'] as const

/** The build's folder, relative to the project (next.config.ts's `distDir`). */
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next'

/** Where the rewrites send a kept page's request: the API route, then the page's own path. */
export const KEPT_PAGE_API = '/api/kept-page'

/**
 * Set on the request the API route makes to Next for a page it has no fresh copy of, so that
 * request is not rewritten again. Anyone may send it: they get the page as Next sends it.
 */
export const KEPT_PAGE_BYPASS_HEADER = 'x-kept-page-bypass'

/** Says which way a page was answered: `hit` from the kept copy, absent when Next answered. */
export const KEPT_PAGE_HEADER = 'x-kept-page'

/**
 * What makes a request one Next must answer itself: the client router's RSC requests and
 * prefetches, server actions, draft mode (the preview cookie), Next's own revalidation requests,
 * and the fallback's request.
 */
const ANSWERED_BY_NEXT = [
  { type: 'header', key: 'rsc' },
  { type: 'header', key: 'next-router-prefetch' },
  { type: 'header', key: 'next-router-state-tree' },
  { type: 'header', key: 'next-router-segment-prefetch' },
  { type: 'header', key: 'next-action' },
  { type: 'header', key: 'x-prerender-revalidate' },
  { type: 'header', key: KEPT_PAGE_BYPASS_HEADER },
  { type: 'query', key: '_rsc' },
  { type: 'cookie', key: '__prerender_bypass' },
  { type: 'cookie', key: '__next_preview_data' },
] as const

/** A table source as a regular expression's text: each `:param` one path segment. */
const segments = (source: string) => source.replace(/:[a-z]+/g, '[^/]+')

/**
 * next.config.ts's `beforeFiles` rewrites: Next runs them after the proxy, so redirects come first.
 * Two rules, the home page and one pattern for the rest: the API route's own preparation goes
 * through every rewrite again on every request, and one rule per route made that slower
 * (bench/README.md, "kept compressed copies, landed").
 */
export function keptPageRewrites() {
  const has = [{ type: 'header' as const, key: 'accept-encoding', value: '.*\\bgzip\\b.*' }]
  const missing = ANSWERED_BY_NEXT.map((condition) => ({ ...condition }))
  const sources = [...KEPT_PAGE_ROUTES.map(({ source }) => source), ...SCRIPTED_PAGE_SOURCES]
  const paths = sources.filter((source) => source !== '/').map((source) => segments(source.slice(1)))
  return [
    { source: '/', destination: KEPT_PAGE_API, has, missing },
    { source: `/:path(${paths.join('|')})`, destination: `${KEPT_PAGE_API}/:path`, has, missing },
  ]
}

const patterns = KEPT_PAGE_ROUTES.map(({ source, page }) => ({
  pattern: new RegExp(`^${segments(source)}$`),
  page,
}))

/** The app route (module name, as Next names it in its cache) that a kept page's path belongs to. */
export function keptPageRoute(pathname: string): string | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page
}

const cookieNames = (cookie: string) => new Set(cookie.split(';').map((pair) => pair.split('=', 1)[0]!.trim()))

/**
 * A path as Next would look it up: segments of letters, digits, `-` and `_` (every slug and page
 * number). Anything else (`.` or `..` segments, percent-encoding, a trailing slash) Next
 * normalises or redirects first, so it goes to Next.
 */
const PLAIN_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/

/**
 * The page and its app route when a request may be sent from a kept copy without going through
 * Next first (lib/cache/kept-page-answer.ts): what the rewrites above send to the API route, read
 * from the same table (GET or HEAD of a kept route's plain path, gzip accepted, none of
 * ANSWERED_BY_NEXT).
 */
export function keptPageRequest(
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
): { pathname: string; route: string } | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  const route = PLAIN_PATH.test(pathname) ? keptPageRoute(pathname) : undefined
  if (!route || !acceptsEncoding(headers, 'gzip')) return undefined
  const search = new URLSearchParams(query < 0 ? '' : url.slice(query + 1))
  const cookies = headers.cookie === undefined ? undefined : cookieNames(headers.cookie)
  const forNext = ANSWERED_BY_NEXT.some(({ type, key }) =>
    type === 'header' ? headers[key] !== undefined : type === 'query' ? search.has(key) : cookies?.has(key),
  )
  return forNext ? undefined : { pathname, route }
}

/** `coding` named in Accept-Encoding and not refused with `q=0` (the rewrite's test cannot see weights). */
export function acceptsEncoding(headers: IncomingHttpHeaders, coding: 'gzip' | 'br'): boolean {
  return (headers['accept-encoding'] ?? '').split(',').some((named) => {
    const [name = '', ...params] = named.trim().split(';')
    if (name.trim().toLowerCase() !== coding) return false
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean)
    return q === undefined || Number(q) > 0
  })
}
