import { VIEWPORT_BREAKPOINTS, VIEWPORT_COOKIE_MAX_AGE_DAYS } from '@/lib/constants'
import { DAY_SECONDS, writeCookie, type CookieDocument } from './cookies'
import { COOKIE_NAMES } from './storage-keys'

/**
 * docs/behaviour.md, "Viewport cookie": the viewport class is remembered in a cookie for 365 days
 * (VIEWPORT_COOKIE_MAX_AGE_DAYS), so the server can render for the right screen size on the next
 * request. The class is the largest breakpoint of VIEWPORT_BREAKPOINTS the width reaches (`tablet`
 * from 768 px to 1023 px); narrower than 320 px still counts as `mobile`.
 */

export type ViewportClass = keyof typeof VIEWPORT_BREAKPOINTS

const ASCENDING = (Object.entries(VIEWPORT_BREAKPOINTS) as [ViewportClass, number][]).sort(([, a], [, b]) => a - b)

export function viewportClass(width: number): ViewportClass {
  let found: ViewportClass = ASCENDING[0]![0]
  for (const [name, minWidth] of ASCENDING) if (width >= minWidth) found = name
  return found
}

/** Writes the viewport cookie for the window's current width; returns the class. */
export function rememberViewport(
  document: CookieDocument & { documentElement?: { clientWidth: number } | null },
  window: Pick<Window, 'innerWidth'>,
): ViewportClass {
  const width = window.innerWidth || document.documentElement?.clientWidth || 0
  const name = viewportClass(width)
  writeCookie(document, COOKIE_NAMES.viewport, name, VIEWPORT_COOKIE_MAX_AGE_DAYS * DAY_SECONDS)
  return name
}
