// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONSENT_EVENT,
  NECESSARY_ONLY,
  createConsentStore,
  getConsentStore,
  parseConsentCookie,
  parseCookiebotConsent,
  type ConsentStore,
} from './consent'
import { COOKIE_NAMES } from './storage-keys'

const stores: ConsentStore[] = []
const make = (cookiebotId?: string) => {
  const store = createConsentStore({ window, document, cookiebotId })
  stores.push(store)
  return store
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

const COOKIEBOT_VALUE = encodeURIComponent(
  "{stamp:'v5Jf0T1yE2hH+Gq4pX9+uA==',necessary:true,preferences:true,statistics:false,marketing:false,method:'explicit',ver:1,utc:1730370000000,region:'de'}",
)

beforeEach(clearCookies)
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy()
  vi.restoreAllMocks()
  delete (window as { Cookiebot?: unknown }).Cookiebot
})

describe('own consent', () => {
  it('starts with only necessary allowed and no choice', () => {
    const store = make()
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
    expect(store.getServerSnapshot()).toEqual({
      necessary: true,
      functional: false,
      statistic: false,
      marketing: false,
      unclassified: false,
    })
    expect(store.hasConsentChoice()).toBe(false)
  })

  it('reads the consent cookie', () => {
    document.cookie = `${COOKIE_NAMES.consent}=${encodeURIComponent(JSON.stringify({ functional: true, statistic: true }))}`
    const store = make()
    expect(store.getSnapshot()).toEqual({ ...NECESSARY_ONLY, functional: true, statistic: true })
    expect(store.hasConsentChoice()).toBe(true)
  })

  it('treats a corrupt cookie as no choice, and never lets necessary be refused', () => {
    expect(parseConsentCookie('{oops')).toBeUndefined()
    expect(parseConsentCookie('[]')).toBeUndefined()
    expect(parseConsentCookie('{"necessary":false,"marketing":"yes"}')).toEqual(NECESSARY_ONLY)
    document.cookie = `${COOKIE_NAMES.consent}=%7Boops`
    expect(make().hasConsentChoice()).toBe(false)
  })

  it('updates from a consent-accepted event and notifies subscribers', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe(listener)
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { marketing: true } }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ ...NECESSARY_ONLY, marketing: true })
    expect(store.hasConsentChoice()).toBe(true)
  })

  it('keeps the snapshot identity while nothing changes (useSyncExternalStore)', () => {
    const store = make()
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    const listener = vi.fn()
    store.subscribe(listener)
    store.saveConsent({ statistic: true })
    const second = store.getSnapshot()
    store.saveConsent({ statistic: true })
    expect(store.getSnapshot()).toBe(second)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('saveConsent writes a 365-day Lax cookie on path / and dispatches the event', () => {
    const store = make()
    const other = make() // e.g. a second component tree: updated through the event
    const seen: unknown[] = []
    window.addEventListener(CONSENT_EVENT, (event) => seen.push((event as CustomEvent).detail))
    const writes: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value)
      descriptor.set!.call(document, value)
    })

    store.saveConsent({ functional: true })
    const expected = { ...NECESSARY_ONLY, functional: true }
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^meridian_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect(parseConsentCookie(decodeURIComponent(writes[0]!.split(';')[0]!.split('=')[1]!))).toEqual(expected)
    expect(seen).toEqual([expected])
    expect(other.getSnapshot()).toEqual(expected)
    // A fresh page load reads the same choice back.
    expect(make().getSnapshot()).toEqual(expected)
  })

  it('acceptAll allows every category, rejectAll only necessary; both count as a choice', () => {
    const store = make()
    store.acceptAll()
    expect(store.getSnapshot()).toEqual({
      necessary: true,
      functional: true,
      statistic: true,
      marketing: true,
      unclassified: true,
    })
    store.rejectAll()
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
    expect(store.hasConsentChoice()).toBe(true)
    expect(make().hasConsentChoice()).toBe(true)
  })

  it('picks up a cookie written by another tab when the page becomes visible again', () => {
    const store = make()
    const listener = vi.fn()
    store.subscribe(listener)
    document.cookie = `${COOKIE_NAMES.consent}=${encodeURIComponent('{"marketing":true}')}`
    document.dispatchEvent(new Event('visibilitychange'))
    expect(store.getSnapshot().marketing).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stops listening after destroy', () => {
    const store = make()
    store.destroy()
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { marketing: true } }))
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
  })
})

describe('Cookiebot mode', () => {
  it('parses Cookiebot’s URL-encoded, non-JSON cookie', () => {
    const expected = { ...NECESSARY_ONLY, functional: true }
    expect(parseCookiebotConsent(COOKIEBOT_VALUE)).toEqual(expected)
    expect(parseCookiebotConsent(decodeURIComponent(COOKIEBOT_VALUE))).toEqual(expected)
    expect(parseCookiebotConsent('{"necessary":true,"preferences":false,"statistics":true,"marketing":true}')).toEqual({
      ...NECESSARY_ONLY,
      statistic: true,
      marketing: true,
    })
    expect(parseCookiebotConsent('-1')).toEqual({
      necessary: true,
      functional: true,
      statistic: true,
      marketing: true,
      unclassified: true,
    })
    expect(parseCookiebotConsent('%E0%A4%A')).toBeUndefined()
    expect(parseCookiebotConsent('garbage')).toBeUndefined()
  })

  it('reads the CookieConsent cookie instead of ours', () => {
    document.cookie = `${COOKIE_NAMES.consent}=${encodeURIComponent('{"marketing":true}')}`
    document.cookie = `${COOKIE_NAMES.cookiebotConsent}=${COOKIEBOT_VALUE}`
    const store = make('cb-123')
    expect(store.mode).toBe('cookiebot')
    expect(store.getSnapshot()).toEqual({ ...NECESSARY_ONLY, functional: true })
    expect(store.hasConsentChoice()).toBe(true)
  })

  it('follows CookiebotOnAccept / CookiebotOnDecline and ignores our own event', () => {
    const store = make('cb-123')
    expect(store.hasConsentChoice()).toBe(false)
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { marketing: true } }))
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)

    Object.assign(window, {
      Cookiebot: { consent: { necessary: true, preferences: false, statistics: true, marketing: true } },
    })
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    expect(store.getSnapshot()).toEqual({ ...NECESSARY_ONLY, statistic: true, marketing: true })

    Object.assign(window, {
      Cookiebot: { consent: { necessary: true, preferences: false, statistics: false, marketing: false } },
    })
    window.dispatchEvent(new Event('CookiebotOnDecline'))
    expect(store.getSnapshot()).toEqual(NECESSARY_ONLY)
    expect(store.hasConsentChoice()).toBe(true)
  })

  it('falls back to the cookie when the Cookiebot object is missing', () => {
    const store = make('cb-123')
    document.cookie = `${COOKIE_NAMES.cookiebotConsent}=${COOKIEBOT_VALUE}`
    window.dispatchEvent(new Event('CookiebotOnAccept'))
    expect(store.getSnapshot()).toEqual({ ...NECESSARY_ONLY, functional: true })
  })

  it('forwards saveConsent to Cookiebot and writes no cookie of ours', () => {
    const submitCustomConsent = vi.fn()
    Object.assign(window, { Cookiebot: { submitCustomConsent } })
    const store = make('cb-123')
    store.saveConsent({ functional: true, marketing: true })
    store.rejectAll()
    expect(submitCustomConsent.mock.calls).toEqual([
      [true, false, true],
      [false, false, false],
    ])
    expect(document.cookie).not.toContain(COOKIE_NAMES.consent)
  })
})

describe('getConsentStore', () => {
  it('returns one store for the page', () => {
    expect(getConsentStore()).toBe(getConsentStore())
  })
})
