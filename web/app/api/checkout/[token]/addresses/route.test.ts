import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { SAMPLE_PASSENGERS as passengers, SAMPLE_TRIP as trip, sampleSnapshot } from '@/test/checkout'
import { FAKE_PLACE_ID, FAKE_PLACE_TEXT, startFakePlaces } from '@/test/fake-places'
import { leadsTestEnv } from '@/test/leads'

/**
 * The address suggestions' route on a real PGlite, with the Places API's stand-in on loopback
 * (web/test/fake-places.ts) in Google's place. The clock is the tests' (SITE_CLOCK).
 */

const places = await startFakePlaces()
const testEnv = await leadsTestEnv({ LEADS_RATE_LIMIT: '1000' })
Object.assign(process.env, { GOOGLE_MAPS_KEY: 'test-places-key', GOOGLE_PLACES_URL: places.url })
const { GET } = await import('./route')
const { POST: saveStep } = await import('../[step]/route')
const { closeDb, getDb } = await import('@/lib/leads/db')
const { createBooking } = await import('@/lib/checkout/store')
const { now } = await import('@/lib/clock')
await getDb()
const snapshot = await sampleSnapshot()

afterEach(() => vi.restoreAllMocks())
afterAll(async () => {
  await places.close()
  await closeDb()
  await testEnv.cleanup()
  delete process.env.GOOGLE_MAPS_KEY
  delete process.env.GOOGLE_PLACES_URL
})

const SESSION = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
let address = 0

async function ask(token: string, query: string, from = `192.0.2.${++address % 250}`) {
  const request = new Request(`http://localhost/api/checkout/${token}/addresses?${query}`, {
    headers: { 'X-Forwarded-For': from },
  })
  const response = await GET(request, { params: Promise.resolve({ token }) })
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

async function step(token: string, number: string, fields: unknown) {
  const request = new Request(`http://localhost/api/checkout/${token}/${number}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.251' },
    body: JSON.stringify({ fields }),
  })
  expect((await saveStep(request, { params: Promise.resolve({ token, step: number }) })).status).toBe(200)
}

const booking = async () => (await createBooking(snapshot, { at: now(), expiresInHours: 168 })).token
async function atStep3() {
  const token = await booking()
  await step(token, '1', trip)
  await step(token, '2', { passengers })
  return token
}

describe('GET /api/checkout/{token}/addresses', () => {
  it('lists the matching addresses, then fills the chosen one, asking Google with the key and no booking', async () => {
    const token = await atStep3()
    const before = places.requests.length
    const found = await ask(token, `q=${encodeURIComponent('1 Main')}&session=${SESSION}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toMatch(/no-store/)
    expect(found.json).toEqual({ suggestions: [{ id: FAKE_PLACE_ID, text: FAKE_PLACE_TEXT }] })
    expect((await ask(token, `q=Nowhere%20Lane&session=${SESSION}`)).json).toEqual({ suggestions: [] })

    const chosen = await ask(token, `place=${FAKE_PLACE_ID}&session=${SESSION}`)
    expect(chosen).toMatchObject({
      status: 200,
      json: {
        address: {
          line1: '1 Main Street',
          city: 'Boston',
          region: 'MA',
          postalCode: '02110',
          country: 'United States',
        },
      },
    })

    const asked = places.requests.slice(before)
    expect(asked).toHaveLength(3)
    expect(asked.every((request) => request.key === 'test-places-key')).toBe(true)
    expect(asked[0]!.body).toEqual({
      input: '1 Main',
      sessionToken: SESSION,
      languageCode: 'en',
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise', 'route'],
    })
    expect(asked[2]!.url).toBe(`/v1/places/${FAKE_PLACE_ID}?languageCode=en&sessionToken=${SESSION}`)
    expect(JSON.stringify(asked)).not.toContain(token)
  })

  it('refuses malformed lookups with 400 before asking anyone', async () => {
    const token = await atStep3()
    const before = places.requests.length
    for (const query of [
      '',
      `q=ab&session=${SESSION}`,
      `q=${'x'.repeat(201)}&session=${SESSION}`,
      'q=1%20Main',
      'q=1%20Main&session=short',
      `q=1%20Main&place=${FAKE_PLACE_ID}&session=${SESSION}`,
      `q=1%20Main&q=2%20Main&session=${SESSION}`,
      `place=${encodeURIComponent('../../admin')}&session=${SESSION}`,
      `q=1%20Main&session=${SESSION}&extra=1`,
    ]) {
      const answer = await ask(token, query)
      expect(answer.status, query).toBe(400)
      expect(answer.json.message).toMatch(/q \(the typed text/)
    }
    expect(places.requests.length).toBe(before)
  })

  it('answers only for a booking that is asking for its address', async () => {
    const query = `q=1%20Main&session=${SESSION}`
    expect((await ask('A'.repeat(22), query)).status).toBe(404)
    expect((await ask('not a token', query)).status).toBe(404)
    const early = await booking()
    expect((await ask(early, query)).status).toBe(409)
  })

  it('answers 502 when Google fails, logging no part of the address', async () => {
    const token = await atStep3()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await ask(token, `q=${encodeURIComponent('fail 12 Secret Road')}&session=${SESSION}`)
    expect(answer).toMatchObject({ status: 502, json: { error: 'unavailable' } })
    expect(logged).toHaveBeenCalledOnce()
    expect(String(logged.mock.calls[0])).not.toMatch(/Secret Road/)
    expect((await ask(token, `place=unknown-place&session=${SESSION}`)).status).toBe(502)
  })

  it('answers 429 past sixty lookups a minute from one address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.UTC(2027, 2, 16, 10, 0, 5))
      const token = await atStep3()
      const from = '198.51.100.7'
      for (let i = 0; i < 60; i++)
        expect((await ask(token, `q=Nowhere%20${i}&session=${SESSION}`, from)).status).toBe(200)
      const refused = await ask(token, `q=Nowhere&session=${SESSION}`, from)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
