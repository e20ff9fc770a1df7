import { MAPS } from '@/lib/constants'
import { loadScriptOnce } from './third-party'

/**
 * The maps library (docs/behaviour.md, "Third parties"): Google Maps JavaScript is loaded only when
 * a public key is configured, with `key`, `libraries=places`, `language=en`, `callback` and
 * `loading=async`. It is loaded once per window: every call returns the same promise, which
 * resolves with `google.maps` when Google calls the callback, and rejects when the script fails to
 * load (a later call may then try again). Without a key nothing is loaded and the promise resolves
 * null.
 */

const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js'
/** The global function Google calls once the library is ready. */
const MAPS_CALLBACK = '__meridianMapsReady'

/** What the loaded library exposes; the app imports what it needs with `importLibrary`. */
export type MapsNamespace = { importLibrary?: (name: string) => Promise<unknown> } & Record<string, unknown>

type MapsWindow = Window & { google?: { maps?: MapsNamespace } } & Record<string, unknown>

type LoadMapsOptions = {
  /** The public maps key; empty or missing means no maps. */
  key: string | null | undefined
  /** The library's address (Google's unless configured otherwise). */
  scriptUrl?: string
  /** The window to load into (the current one by default). */
  window?: Window
}

function mapsScriptUrl(key: string, base = MAPS_SCRIPT_URL): string {
  const params = new URLSearchParams({
    key,
    libraries: MAPS.libraries.join(','),
    language: MAPS.language,
    callback: MAPS_CALLBACK,
    loading: 'async',
  })
  return `${base}?${params}`
}

const pending = new WeakMap<Window, Promise<MapsNamespace | null>>()

export function loadMapsLibrary({
  key,
  scriptUrl,
  window: win = typeof window === 'undefined' ? undefined : window,
}: LoadMapsOptions): Promise<MapsNamespace | null> {
  if (!key || !win) return Promise.resolve(null)
  const known = pending.get(win)
  if (known) return known

  const target = win as MapsWindow
  const promise = new Promise<MapsNamespace | null>((resolve, reject) => {
    target[MAPS_CALLBACK] = () => {
      delete target[MAPS_CALLBACK]
      resolve(target.google?.maps ?? null)
    }
    loadScriptOnce(mapsScriptUrl(key, scriptUrl), {}, win.document).catch((error: unknown) => {
      delete target[MAPS_CALLBACK]
      pending.delete(win)
      reject(error)
    })
  })
  pending.set(win, promise)
  return promise
}

/** One part of a place's address, as the places library describes it. */
export type AddressComponent = { long_name: string; short_name: string; types: string[] }

export type PostalAddress = { line1: string; city: string; region: string; postalCode: string; country: string }

/**
 * A chosen place's address in the shape of the billing form: street number and route as the
 * first line (in the order the country writes them), the city, the state or province as its
 * short code, the postal code and the country's name. Missing parts are empty.
 */
export function addressFromPlace(components: readonly AddressComponent[] | undefined): PostalAddress {
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    components?.find((component) => component.types.includes(type))?.[form] ?? ''
  const number = part('street_number')
  const route = part('route')
  const countryCode = part('country', 'short_name')
  // Most of Europe writes the number after the street name.
  const numberLast = countryCode !== '' && !['US', 'CA', 'AU', 'NZ', 'GB', 'IE', 'FR'].includes(countryCode)
  return {
    line1: (numberLast ? [route, number] : [number, route]).filter(Boolean).join(' '),
    city: part('locality') || part('postal_town') || part('administrative_area_level_2'),
    region: part('administrative_area_level_1', 'short_name'),
    postalCode: part('postal_code'),
    country: part('country'),
  }
}
