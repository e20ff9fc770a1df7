/**
 * Business constants and limits; docs/behaviour.md, "Constants" lists each with its readers.
 * Values an editor owns (sales phone and e-mail, address, copyright line) live in the
 * `siteSettings` document instead, so changing them needs no deploy.
 */

/** Build version marker, kept in local storage under `buildVersion` (docs/behaviour.md, "Build version"). */
export const BUILD_VERSION = '20251031'
export const BUILD_VERSION_STORAGE_KEY = 'buildVersion'

/** New deployments are detected by polling once an hour ("Update polling"). */
export const VERSION_POLL_INTERVAL_MS = 3_600_000

/** A failed page chunk reloads the page at most once per this window per path ("Chunk reload"). */
export const CHUNK_RELOAD_GUARD_MS = 10_000

/** Viewport breakpoints in CSS pixels ("Viewport cookie"). */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

/** The viewport cookie lasts a year. */
export const VIEWPORT_COOKIE_MAX_AGE_DAYS = 365

/** Image breakpoints ("Images"); `xxl` and `2xl` are the same width. */
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
 * Image defaults: webp at quality 80. Images that fill their box offer the breakpoints' widths
 * with `sizes`; fixed-size images offer 1x and 2x (components/SanityImage.tsx).
 */
export const IMAGE_DEFAULTS = {
  format: 'webp',
  quality: 80,
} as const

/** The header's membership logos and the footer's partner and airline logos, in CSS pixels. */
export const LOGO_SIZES = {
  membership: { width: 66, height: 22 },
  footer: { width: 60, height: 20 },
} as const

/** The maps service's places lookups (docs/checkout.md, "Address suggestions"): in English. */
export const MAPS = {
  language: 'en',
} as const

/**
 * Cards per page of each paginated list ("Lists"): chosen so that a list page stays under
 * 100 KB of HTML whatever the inventory (a deal card weighs about 4.5 KB with its share of
 * the page's data, an airline card about 2 KB, a post card about 2.5 KB).
 */
export const LIST_PAGE_SIZES = { deals: 6, airlines: 12, posts: 9 } as const

/**
 * Deals named in each region's tab on `/{type}/config/regions-tabs` ("Lists"): its cheapest, as
 * links, with the region's own list for the rest; seven regions of cards would pass 100 KB.
 */
export const DEALS_PER_REGION_TAB = 6

/** Pages after the first that the build prerenders per list; later ones render on first request ("Lists"). */
export const PRERENDERED_LIST_PAGES = 3
