import { DAY_SECONDS, readCookie, readRawCookie, writeCookie } from './cookies'
import { COOKIE_NAMES } from './storage-keys'
import { isRecord } from './web-storage'

/**
 * Cookie consent (docs/behaviour.md, "Consent"): categories necessary (always true), functional,
 * statistic, marketing and unclassified. Consent starts with only necessary allowed and is updated
 * from the consent cookie or from the `consent-accepted` event.
 *
 * A store for React's `useSyncExternalStore(store.subscribe, store.getSnapshot,
 * store.getServerSnapshot)`; snapshots are frozen and keep their identity until consent changes.
 * `hasConsentChoice` (a boolean, so usable as a second snapshot with the same `subscribe`)
 * drives whether our banner shows; to avoid flashing the banner at visitors who already chose,
 * render it only after hydration (server value `true`).
 *
 * Own mode: our cookie `meridian_consent` holds URL-encoded JSON of the five categories
 * (365 days, Path=/, SameSite=Lax, Secure on https). `saveConsent` writes it and dispatches
 * `consent-accepted` (a CustomEvent whose detail is the categories), which updates every store.
 *
 * Cookiebot mode (a Cookiebot id is configured): Cookiebot owns the banner and the choice. The
 * store reads Cookiebot's `CookieConsent` cookie and listens to `CookiebotOnAccept` /
 * `CookiebotOnDecline` instead of our cookie and event; preferences → functional, statistics →
 * statistic, marketing → marketing; Cookiebot has no unclassified consent, so it stays false.
 * `saveConsent` and friends forward to `Cookiebot.submitCustomConsent` when it is loaded.
 */

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'statistic', 'marketing', 'unclassified'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type ConsentCategories = Readonly<{
  necessary: true
  functional: boolean
  statistic: boolean
  marketing: boolean
  unclassified: boolean
}>

/** What a visitor chooses; necessary cannot be refused. */
export type ConsentChoice = Partial<Omit<ConsentCategories, 'necessary'>>

export const NECESSARY_ONLY: ConsentCategories = Object.freeze({
  necessary: true,
  functional: false,
  statistic: false,
  marketing: false,
  unclassified: false,
})

const ALL_ACCEPTED: ConsentCategories = Object.freeze({
  necessary: true,
  functional: true,
  statistic: true,
  marketing: true,
  unclassified: true,
})

export const CONSENT_EVENT = 'consent-accepted'
export const CONSENT_MAX_AGE_DAYS = 365
export const COOKIEBOT_EVENTS = ['CookiebotOnAccept', 'CookiebotOnDecline'] as const

/** Full categories from a choice: only an explicit `true` allows a category. */
export function toCategories(choice: ConsentChoice): ConsentCategories {
  return Object.freeze({
    necessary: true,
    functional: choice.functional === true,
    statistic: choice.statistic === true,
    marketing: choice.marketing === true,
    unclassified: choice.unclassified === true,
  })
}

function sameCategories(a: ConsentCategories, b: ConsentCategories): boolean {
  return CONSENT_CATEGORIES.every((category) => a[category] === b[category])
}

/** Our cookie's decoded value → categories; anything but a JSON object yields undefined. */
export function parseConsentCookie(value: string | undefined): ConsentCategories | undefined {
  if (value === undefined) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    return isRecord(parsed) ? toCategories(parsed) : undefined
  } catch {
    return undefined
  }
}

/**
 * Cookiebot's `CookieConsent` value, e.g.
 * `{stamp:'…',necessary:true,preferences:true,statistics:false,marketing:false,method:'explicit',ver:1}`
 * (a JavaScript object literal, not JSON; usually URL-encoded). `-1` means that consent is not
 * required in the visitor's region: everything is allowed.
 */
export function parseCookiebotConsent(value: string | undefined): ConsentCategories | undefined {
  if (value === undefined) return undefined
  let text = value.trim()
  try {
    text = decodeURIComponent(text)
  } catch {
    // already decoded, or a stray `%`: read it as it is
  }
  if (text === '-1') return ALL_ACCEPTED
  const flag = (key: string) => {
    const match = new RegExp(`(?:^|[{,\\s])["']?${key}["']?\\s*:\\s*["']?(true|false)\\b`, 'i').exec(text)
    return match ? match[1]!.toLowerCase() === 'true' : undefined
  }
  const preferences = flag('preferences')
  const statistics = flag('statistics')
  const marketing = flag('marketing')
  if (flag('necessary') === undefined && preferences === undefined && statistics === undefined) return undefined
  return toCategories({ functional: preferences, statistic: statistics, marketing })
}

type CookiebotApi = {
  consent?: Record<string, unknown>
  submitCustomConsent?: (preferences: boolean, statistics: boolean, marketing: boolean) => void
}

export type ConsentEnv = {
  window: Window
  document: Document
  /** A configured Cookiebot id switches to Cookiebot mode. */
  cookiebotId?: string | null
}

export type ConsentStore = {
  readonly mode: 'own' | 'cookiebot'
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => ConsentCategories
  getServerSnapshot: () => ConsentCategories
  /** Whether the visitor has made a choice (a consent cookie or event has been seen). */
  hasConsentChoice: () => boolean
  saveConsent: (choice: ConsentChoice) => void
  acceptAll: () => void
  rejectAll: () => void
  /** Removes the store's event listeners. */
  destroy: () => void
}

const getServerSnapshot = () => NECESSARY_ONLY

export function createConsentStore(env: ConsentEnv): ConsentStore {
  const { window: win, document: doc } = env
  const mode = env.cookiebotId ? 'cookiebot' : 'own'
  const cookieName = mode === 'cookiebot' ? COOKIE_NAMES.cookiebotConsent : COOKIE_NAMES.consent
  const listeners = new Set<() => void>()

  let categories = NECESSARY_ONLY
  let chosen = false
  let lastRawCookie: string | undefined

  const set = (next: ConsentCategories, nextChosen: boolean) => {
    const changed = !sameCategories(categories, next)
    if (!changed && chosen === nextChosen) return
    if (changed) categories = next
    chosen = nextChosen
    for (const listener of [...listeners]) listener()
  }

  /** Re-reads the cookie when its raw value has changed (another tab, Cookiebot, a deletion). */
  const syncFromCookie = () => {
    const raw = readRawCookie(doc, cookieName)
    if (raw === lastRawCookie) return
    lastRawCookie = raw
    // Cookiebot's value is decoded by its parser; ours is URL-encoded JSON.
    const parsed = mode === 'cookiebot' ? parseCookiebotConsent(raw) : parseConsentCookie(readCookie(doc, cookieName))
    if (parsed) set(parsed, true)
    else set(NECESSARY_ONLY, false)
  }

  const onOwnEvent = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isRecord(detail)) set(toCategories(detail), true)
    else syncFromCookie()
  }

  const onCookiebotEvent = () => {
    const consent = (win as Window & { Cookiebot?: CookiebotApi }).Cookiebot?.consent
    lastRawCookie = readRawCookie(doc, cookieName)
    if (isRecord(consent)) {
      const { preferences, statistics, marketing } = consent
      set(
        toCategories({
          functional: preferences === true,
          statistic: statistics === true,
          marketing: marketing === true,
        }),
        true,
      )
    } else {
      const parsed = parseCookiebotConsent(lastRawCookie)
      set(parsed ?? NECESSARY_ONLY, true)
    }
  }

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'visible') syncFromCookie()
  }

  syncFromCookie()
  const events: readonly string[] = mode === 'cookiebot' ? COOKIEBOT_EVENTS : [CONSENT_EVENT]
  const handler = mode === 'cookiebot' ? onCookiebotEvent : onOwnEvent
  for (const name of events) win.addEventListener(name, handler)
  doc.addEventListener('visibilitychange', onVisibilityChange)

  const saveConsent = (choice: ConsentChoice) => {
    const next = toCategories(choice)
    if (mode === 'cookiebot') {
      const cookiebot = (win as Window & { Cookiebot?: CookiebotApi }).Cookiebot
      cookiebot?.submitCustomConsent?.(next.functional, next.statistic, next.marketing)
      return
    }
    writeCookie(doc, COOKIE_NAMES.consent, JSON.stringify(next), CONSENT_MAX_AGE_DAYS * DAY_SECONDS)
    lastRawCookie = readRawCookie(doc, COOKIE_NAMES.consent)
    // The window's own constructor: an event from another realm is refused by dispatchEvent.
    const EventConstructor = (win as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent
    win.dispatchEvent(new EventConstructor(CONSENT_EVENT, { detail: next }))
  }

  return {
    mode,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => categories,
    getServerSnapshot,
    hasConsentChoice: () => chosen,
    saveConsent,
    acceptAll: () => saveConsent(ALL_ACCEPTED),
    rejectAll: () => saveConsent(NECESSARY_ONLY),
    destroy() {
      for (const name of events) win.removeEventListener(name, handler)
      doc.removeEventListener('visibilitychange', onVisibilityChange)
      listeners.clear()
    },
  }
}

/** On the server: only necessary, no choice, nothing saved. */
const serverStore: ConsentStore = {
  mode: 'own',
  subscribe: () => () => {},
  getSnapshot: getServerSnapshot,
  getServerSnapshot,
  hasConsentChoice: () => false,
  saveConsent: () => {},
  acceptAll: () => {},
  rejectAll: () => {},
  destroy: () => {},
}

let browserStore: ConsentStore | undefined

/**
 * The page's one consent store (the server store during server rendering). The mode is fixed
 * by the first call's `cookiebotId`.
 */
export function getConsentStore(options: { cookiebotId?: string | null } = {}): ConsentStore {
  if (typeof window === 'undefined') return serverStore
  browserStore ??= createConsentStore({ window, document, cookiebotId: options.cookiebotId })
  return browserStore
}
