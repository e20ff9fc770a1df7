import { STORAGE_KEYS } from './storage-keys'
import { browserStorage, isRecord, readItem, readJson, writeItem, type StorageLike } from './web-storage'

/**
 * Campaign tracking (docs/behaviour.md, "Tracking"): on page mount, when the URL query holds
 * any utm_* parameter, a tracking record is added at the front of the list kept in local
 * storage, unless the newest record has the same utm values and the same session id.
 *
 * Decisions:
 * - A utm parameter counts when it has a non-blank value; blank and absent ones are omitted
 *   from `utmParams` (never stored as `''`), and a query whose utm parameters are all blank
 *   adds nothing.
 * - The session id lives in localStorage: it is created once (crypto.randomUUID) and kept
 *   across tabs and visits, until the start-up build check clears local storage and a new one
 *   is made.
 * - The list keeps the newest {@link MAX_UTM_RECORDS} records; corrupt or foreign JSON counts as
 *   an empty list, and malformed items are dropped on read.
 * - Every string is cut to the limits of `attributionSchema` (lib/leads/schemas.ts) when the
 *   record is made, so what `getAttribution()` returns is always accepted by the server.
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmParams = Partial<Record<UtmKey, string>>

export type AdditionalInfo = {
  referrer: string
  userAgent: string
  language: string
  landingPageUrl: string
  screenWidth: number
  screenHeight: number
}

export type UtmRecord = {
  /** ISO 8601 time of the visit. */
  timestamp: string
  utmParams: UtmParams
  additionalInfo: AdditionalInfo
  sessionId: string
}

/** What the lead forms send with a submission (`attributionSchema`). */
export type Attribution = { sessionId: string; utm?: UtmRecord }

/** The stored list never grows beyond this many records. */
export const MAX_UTM_RECORDS = 20

/** `attributionSchema`'s string limits. */
const LIMITS = {
  utm: 500,
  referrer: 2000,
  userAgent: 500,
  language: 50,
  landingPageUrl: 2000,
  sessionId: 100,
  timestamp: 40,
  screen: 20_000,
} as const

export type TrackingEnv = {
  /** localStorage; undefined when unavailable (nothing is kept then). */
  storage: StorageLike | undefined
  /** The full URL of the page (query included). */
  href: string
  referrer: string
  userAgent: string
  language: string
  screenWidth: number
  screenHeight: number
  now: () => Date
  randomUUID: () => string
}

/** The live browser's environment, or undefined on the server. */
export function browserTrackingEnv(): TrackingEnv | undefined {
  if (typeof window === 'undefined') return undefined
  return {
    storage: browserStorage('local'),
    href: window.location.href,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    language: navigator.language,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    now: () => new Date(),
    randomUUID,
  }
}

/** crypto.randomUUID, with a getRandomValues fallback for insecure (plain http) origins. */
export function randomUUID(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const cut = (value: string, max: number) => value.slice(0, max)
const dimension = (value: number) =>
  Number.isFinite(value) ? Math.min(LIMITS.screen, Math.max(0, Math.round(value))) : 0

/** Kept for the page's life when storage cannot keep the session id. */
let memorySessionId: string | undefined

/** The kept session id, created (and stored) on first use. */
export function getSessionId(env: Pick<TrackingEnv, 'storage' | 'randomUUID'>): string {
  const stored = readItem(env.storage, STORAGE_KEYS.sessionId)
  if (stored && stored.length <= LIMITS.sessionId) return stored
  if (!env.storage && memorySessionId) return memorySessionId
  const id = cut(env.randomUUID(), LIMITS.sessionId)
  if (!writeItem(env.storage, STORAGE_KEYS.sessionId, id)) memorySessionId = id
  return id
}

/** The non-blank utm_* parameters of `href`'s query. */
export function readUtmParams(href: string): UtmParams {
  let search: URLSearchParams
  try {
    search = new URL(href).searchParams
  } catch {
    return {}
  }
  const params: UtmParams = {}
  for (const key of UTM_KEYS) {
    const value = search.get(key)?.trim()
    if (value) params[key] = cut(value, LIMITS.utm)
  }
  return params
}

function sameUtm(a: UtmParams, b: UtmParams): boolean {
  return UTM_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''))
}

const str = (value: unknown, max: number) => (typeof value === 'string' ? cut(value, max) : undefined)

/** A stored item as a well-formed record with exactly the schema's keys, or undefined. */
function toUtmRecord(value: unknown): UtmRecord | undefined {
  if (!isRecord(value) || !isRecord(value.utmParams) || !isRecord(value.additionalInfo)) return undefined
  const timestamp = str(value.timestamp, LIMITS.timestamp)
  const sessionId = str(value.sessionId, LIMITS.sessionId)
  if (!timestamp || !sessionId) return undefined
  const utmParams: UtmParams = {}
  for (const key of UTM_KEYS) {
    const param = str(value.utmParams[key], LIMITS.utm)
    if (param) utmParams[key] = param
  }
  const info = value.additionalInfo
  const number = (field: unknown) => (typeof field === 'number' ? dimension(field) : 0)
  return {
    timestamp,
    utmParams,
    additionalInfo: {
      referrer: str(info.referrer, LIMITS.referrer) ?? '',
      userAgent: str(info.userAgent, LIMITS.userAgent) ?? '',
      language: str(info.language, LIMITS.language) ?? '',
      landingPageUrl: str(info.landingPageUrl, LIMITS.landingPageUrl) ?? '',
      screenWidth: number(info.screenWidth),
      screenHeight: number(info.screenHeight),
    },
    sessionId,
  }
}

/** The stored records, newest first; missing or corrupt storage yields []. */
export function readUtmRecords(storage: StorageLike | undefined): UtmRecord[] {
  const stored = readJson(storage, STORAGE_KEYS.utmRecords)
  if (!Array.isArray(stored)) return []
  return stored.map(toUtmRecord).filter((record): record is UtmRecord => record !== undefined)
}

export type TrackResult =
  | { status: 'added'; record: UtmRecord }
  | { status: 'duplicate'; record: UtmRecord }
  | { status: 'no-utm' }
  | { status: 'server' }

/** Called on page mount and after each client-side navigation (BrowserBehaviours). */
export function trackCampaignVisit(env: TrackingEnv | undefined = browserTrackingEnv()): TrackResult {
  if (!env) return { status: 'server' }
  const utmParams = readUtmParams(env.href)
  if (Object.keys(utmParams).length === 0) return { status: 'no-utm' }

  const sessionId = getSessionId(env)
  const records = readUtmRecords(env.storage)
  const newest = records[0]
  if (newest && newest.sessionId === sessionId && sameUtm(newest.utmParams, utmParams)) {
    return { status: 'duplicate', record: newest }
  }
  const record: UtmRecord = {
    timestamp: env.now().toISOString(),
    utmParams,
    additionalInfo: {
      referrer: cut(env.referrer, LIMITS.referrer),
      userAgent: cut(env.userAgent, LIMITS.userAgent),
      language: cut(env.language, LIMITS.language),
      landingPageUrl: cut(env.href, LIMITS.landingPageUrl),
      screenWidth: dimension(env.screenWidth),
      screenHeight: dimension(env.screenHeight),
    },
    sessionId,
  }
  writeItem(env.storage, STORAGE_KEYS.utmRecords, JSON.stringify([record, ...records].slice(0, MAX_UTM_RECORDS)))
  return { status: 'added', record }
}

/**
 * The attribution a lead submission carries: the session id and, when there is one, the newest
 * campaign record, in exactly the shape `attributionSchema` accepts. Undefined on the server.
 */
export function getAttribution(env: TrackingEnv | undefined = browserTrackingEnv()): Attribution | undefined {
  if (!env) return undefined
  const sessionId = getSessionId(env)
  const newest = readUtmRecords(env.storage)[0]
  return newest ? { sessionId, utm: newest } : { sessionId }
}
