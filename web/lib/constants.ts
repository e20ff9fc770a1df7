/**
 * Business constants and limits of SPEC.md §9, named as the spec names them.
 * Values an editor owns (sales phone and e-mail, address, copyright line) live in the
 * `siteSettings` document instead, so changing them needs no deploy.
 */

/** Build version marker, kept in local storage under `buildVersion` (§4, §9). */
export const BUILD_VERSION = '20251031'
export const BUILD_VERSION_STORAGE_KEY = 'buildVersion'

/** New deployments are detected by polling once an hour (§4, §9). */
export const VERSION_POLL_INTERVAL_MS = 3_600_000

/** A failed page chunk reloads the page at most once per this window per path (§4, §8). */
export const CHUNK_RELOAD_GUARD_MS = 10_000

/** Viewport breakpoints in CSS pixels (§9). */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

/** The viewport cookie lasts a year (§9). */
export const VIEWPORT_COOKIE_MAX_AGE_DAYS = 365

/** Image breakpoints (§9); `xxl` and `2xl` are the same width. */
export const IMAGE_SCREENS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  '2xl': 1536,
} as const

/**
 * Image defaults (§9): webp at quality 80. Every image has `sizes`, so the browser itself
 * picks a width to suit its pixel density (1x, 2x) from the widths next.config.ts lists.
 */
export const IMAGE_DEFAULTS = {
  format: 'webp',
  quality: 80,
} as const

/** Maps library options (§7, §9). */
export const MAPS = {
  language: 'en',
  libraries: ['places'],
} as const
