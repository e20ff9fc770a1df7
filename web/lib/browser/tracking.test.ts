// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attributionSchema } from '@/lib/leads/schemas'
import { STORAGE_KEYS } from './storage-keys'
import {
  MAX_UTM_RECORDS,
  browserTrackingEnv,
  getAttribution,
  getSessionId,
  readUtmRecords,
  trackCampaignVisit,
  type TrackingEnv,
} from './tracking'

const LANDING = 'https://example.test/deals?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1'

function makeEnv(overrides: Partial<TrackingEnv> = {}): TrackingEnv {
  let n = 0
  return {
    storage: window.localStorage,
    href: LANDING,
    referrer: 'https://www.google.com/',
    userAgent: 'TestAgent/1.0',
    language: 'en-US',
    screenWidth: 1440,
    screenHeight: 900,
    now: () => new Date('2025-10-31T12:00:00.000Z'),
    randomUUID: () => `session-${++n}`,
    ...overrides,
  }
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.utmRecords) ?? 'null') as unknown

beforeEach(() => window.localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('trackCampaignVisit', () => {
  it('adds a full record when the query holds utm parameters, omitting absent ones', () => {
    const result = trackCampaignVisit(makeEnv())
    expect(result.status).toBe('added')
    expect(stored()).toEqual([
      {
        timestamp: '2025-10-31T12:00:00.000Z',
        utmParams: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' },
        additionalInfo: {
          referrer: 'https://www.google.com/',
          userAgent: 'TestAgent/1.0',
          language: 'en-US',
          landingPageUrl: LANDING,
          screenWidth: 1440,
          screenHeight: 900,
        },
        sessionId: 'session-1',
      },
    ])
  })

  it('counts any single utm parameter, utm_term and utm_content included', () => {
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
      window.localStorage.clear()
      const result = trackCampaignVisit(makeEnv({ href: `https://example.test/?${key}=v` }))
      expect(result.status, key).toBe('added')
      expect(readUtmRecords(window.localStorage)[0]?.utmParams).toEqual({ [key]: 'v' })
    }
  })

  it('adds nothing without utm parameters or when they are all blank', () => {
    expect(trackCampaignVisit(makeEnv({ href: 'https://example.test/?gclid=1' })).status).toBe('no-utm')
    expect(trackCampaignVisit(makeEnv({ href: 'https://example.test/?utm_source=&utm_medium=%20' })).status).toBe(
      'no-utm',
    )
    expect(window.localStorage.getItem(STORAGE_KEYS.utmRecords)).toBeNull()
  })

  it('skips a visit whose utm values and session id equal the newest record', () => {
    const env = makeEnv()
    trackCampaignVisit(env)
    // Same values in another order, with another non-utm parameter.
    const again = trackCampaignVisit({
      ...env,
      href: 'https://example.test/other?utm_campaign=spring&utm_medium=cpc&utm_source=google&page=2',
    })
    expect(again.status).toBe('duplicate')
    expect(readUtmRecords(window.localStorage)).toHaveLength(1)
  })

  it('adds the same utm values again under a new session id', () => {
    const env = makeEnv()
    trackCampaignVisit(env)
    window.localStorage.removeItem(STORAGE_KEYS.sessionId) // a new session
    expect(trackCampaignVisit(env).status).toBe('added')
    expect(readUtmRecords(window.localStorage).map((record) => record.sessionId)).toEqual(['session-2', 'session-1'])
  })

  it('puts a visit with different utm values at the front of the list', () => {
    const env = makeEnv()
    trackCampaignVisit(env)
    trackCampaignVisit({ ...env, href: 'https://example.test/?utm_source=newsletter' })
    const records = readUtmRecords(window.localStorage)
    expect(records.map((record) => record.utmParams.utm_source)).toEqual(['newsletter', 'google'])
    // Only the newest record is compared: going back to the first campaign adds it again.
    expect(trackCampaignVisit(env).status).toBe('added')
    expect(readUtmRecords(window.localStorage)).toHaveLength(3)
  })

  it(`keeps at most ${MAX_UTM_RECORDS} records, dropping the oldest`, () => {
    expect(MAX_UTM_RECORDS).toBe(20)
    const env = makeEnv()
    for (let i = 0; i < MAX_UTM_RECORDS + 5; i++) {
      trackCampaignVisit({ ...env, href: `https://example.test/?utm_campaign=c${i}` })
    }
    const records = readUtmRecords(window.localStorage)
    expect(records).toHaveLength(MAX_UTM_RECORDS)
    expect(records[0]?.utmParams.utm_campaign).toBe(`c${MAX_UTM_RECORDS + 4}`)
    expect(records.at(-1)?.utmParams.utm_campaign).toBe('c5')
  })

  it('treats corrupt or foreign stored JSON as an empty list', () => {
    for (const junk of ['{not json', '{"a":1}', '"text"', '[1, null, {"timestamp": 3}]']) {
      window.localStorage.setItem(STORAGE_KEYS.utmRecords, junk)
      expect(readUtmRecords(window.localStorage), junk).toEqual([])
      expect(trackCampaignVisit(makeEnv()).status, junk).toBe('added')
      expect(readUtmRecords(window.localStorage), junk).toHaveLength(1)
    }
  })

  it('cuts values to the server schema limits', () => {
    const long = 'x'.repeat(3000)
    const result = trackCampaignVisit(
      makeEnv({ href: `https://example.test/?utm_source=${long}`, referrer: long, screenWidth: 1e9 }),
    )
    if (result.status !== 'added') throw new Error(result.status)
    expect(result.record.utmParams.utm_source).toHaveLength(500)
    expect(result.record.additionalInfo.referrer).toHaveLength(2000)
    expect(result.record.additionalInfo.screenWidth).toBe(20_000)
  })
})

describe('session id', () => {
  it('is created once with randomUUID and kept in local storage', () => {
    const randomUUID = vi.fn(() => 'only-once')
    const env = makeEnv({ randomUUID })
    expect(getSessionId(env)).toBe('only-once')
    trackCampaignVisit(env)
    getAttribution(env)
    expect(getSessionId(makeEnv())).toBe('only-once')
    expect(randomUUID).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionId)).toBe('only-once')
  })

  it('is a real UUID in the browser environment', () => {
    const env = browserTrackingEnv()
    expect(env).toBeDefined()
    expect(getSessionId(env!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('getAttribution', () => {
  it('returns only the session id before any campaign visit', () => {
    expect(getAttribution(makeEnv())).toEqual({ sessionId: 'session-1' })
  })

  it('returns the session id and the newest record in the shape the server accepts', () => {
    const env = makeEnv()
    trackCampaignVisit({ ...env, href: 'https://example.test/?utm_source=old' })
    trackCampaignVisit(env)
    const attribution = getAttribution(env)
    expect(attribution?.utm?.utmParams.utm_source).toBe('google')
    expect(attribution?.sessionId).toBe('session-1')
    expect(attributionSchema.parse(attribution)).toEqual(attribution)
  })

  it('drops keys the strict server schema would refuse, even from tampered storage', () => {
    const env = makeEnv()
    trackCampaignVisit(env)
    const [record] = stored() as Record<string, Record<string, unknown>>[]
    window.localStorage.setItem(
      STORAGE_KEYS.utmRecords,
      JSON.stringify([
        {
          ...record,
          extra: 1,
          utmParams: { ...record!.utmParams, utm_id: 'x' },
          additionalInfo: { ...record!.additionalInfo, cookies: 'x' },
        },
      ]),
    )
    const attribution = getAttribution(env)
    expect(attributionSchema.safeParse(attribution).success).toBe(true)
    expect(Object.keys(attribution!.utm!)).toEqual(['timestamp', 'utmParams', 'additionalInfo', 'sessionId'])
  })
})
