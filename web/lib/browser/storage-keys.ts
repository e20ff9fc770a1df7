import { BUILD_VERSION_STORAGE_KEY } from '@/lib/constants'

/**
 * Every browser storage key and cookie name the site writes, in one place (docs/behaviour.md,
 * "Web storage").
 * Nothing else in the code base should spell one of these strings.
 *
 * Note that the start-up build check (`build-version.ts`) clears local and session storage
 * whenever the stored build version differs, so nothing here survives a new build except
 * the cookies.
 */
export const STORAGE_KEYS = {
  /** localStorage: the build version marker, BUILD_VERSION (docs/behaviour.md, "Build version"). */
  buildVersion: BUILD_VERSION_STORAGE_KEY,
  /** localStorage: JSON list of campaign-visit (UTM) records, newest first, capped ("Tracking"). */
  utmRecords: 'utmRecords',
  /**
   * localStorage: the visitor's session id (a UUID), created once and kept, so records from
   * different tabs and visits share it ("Tracking").
   */
  sessionId: 'sessionId',
  /** sessionStorage: JSON map of path → time of the last chunk-failure reload ("Chunk reload"). */
  chunkReloads: 'chunkReloadGuard',
  /** local/session storage or cookie (runtime configuration): the persisted app state. */
  appState: 'appState',
} as const

export const COOKIE_NAMES = {
  /** Our consent choice: URL-encoded JSON of the categories, 365 days, SameSite=Lax ("Consent"). */
  consent: 'meridian_consent',
  /** Cookiebot's own consent cookie, read (never written) in Cookiebot mode. */
  cookiebotConsent: 'CookieConsent',
  /** The viewport class (`mobile` … `desktopWide`), 365 days ("Viewport cookie"). */
  viewport: 'viewport',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES]
