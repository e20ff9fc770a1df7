import type { NextResponse } from 'next/server'

/**
 * Named route middleware, run by `proxy.ts` before a route renders. Routes name what they need;
 * naming one that does not exist is a programming error and raises (docs/behaviour.md, "Errors"),
 * so a typo fails the first request in development and every test, instead of silently doing
 * nothing in production.
 */
const MIDDLEWARE = {
  /** Journeys' private steps stay out of search results, whatever their HTML says. */
  noindex: (response: NextResponse) => response.headers.set('X-Robots-Tag', 'noindex, nofollow'),
  /** A booking is one traveller's: no shared cache may keep it, and no browser cache either. */
  private: (response: NextResponse) => response.headers.set('Cache-Control', 'private, no-store'),
} satisfies Record<string, (response: NextResponse) => void>

export function routeMiddleware(name: string) {
  if (!Object.hasOwn(MIDDLEWARE, name)) throw new Error(`Unknown route middleware: ${name}`)
  return MIDDLEWARE[name as keyof typeof MIDDLEWARE]
}

/** Which paths run which middleware, in order. */
export const ROUTE_MIDDLEWARE: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/checkout\//, ['noindex', 'private']],
  [/^\/thanks\/?$/, ['noindex']],
]

export const middlewareFor = (pathname: string) =>
  ROUTE_MIDDLEWARE.filter(([pattern]) => pattern.test(pathname)).flatMap(([, names]) => names.map(routeMiddleware))
