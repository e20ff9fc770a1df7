import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SAMPLE_CONTACT, SAMPLE_PASSENGERS, SAMPLE_TRIP, sampleSnapshot } from '@/test/checkout'
import { FUZZ_SEED, fuzzStore, hostileBodies, seeded } from '@/test/fuzz'

/**
 * Fuzzing the checkout's steps (the real handler, a real PGlite): 1,000 generated bodies for each
 * of steps 1, 2 and 3. Whatever arrives, the answer is never a 5xx; a refused step leaves the
 * booking exactly as it was, and only a confirmed step 3 writes a lead.
 */

const BODIES_PER_STEP = 1000
const { db, formToken } = await fuzzStore()
const { POST } = await import('./route')
const { bookings, leads } = await import('@/lib/leads/tables')
const { createBooking } = await import('@/lib/checkout/store')
const { now } = await import('@/lib/clock')
const snapshot = await sampleSnapshot()

async function post(token: string, step: string, body: string) {
  const request = new Request(`http://localhost/api/checkout/${token}/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await formToken()) },
    body,
  })
  const response = await POST(request, { params: Promise.resolve({ token, step }) })
  return { status: response.status, text: await response.text() }
}

const bookingRow = async (token: string) => (await db.select().from(bookings).where(eq(bookings.token, token)))[0]!
const storedLeads = async () => (await db.select({ n: count() }).from(leads))[0]!.n

/** A new booking with the steps before `step` done. */
async function bookingAt(step: 1 | 2 | 3) {
  const { token } = await createBooking(snapshot, { at: now(), expiresInHours: 168 })
  if (step > 1) expect((await post(token, '1', JSON.stringify({ fields: SAMPLE_TRIP }))).status).toBe(200)
  if (step > 2)
    expect((await post(token, '2', JSON.stringify({ fields: { passengers: SAMPLE_PASSENGERS } }))).status).toBe(200)
  return token
}

const valid = {
  1: () => ({ fields: SAMPLE_TRIP }),
  2: () => ({ fields: { passengers: SAMPLE_PASSENGERS } }),
  3: () => ({ fields: SAMPLE_CONTACT }),
}

describe('POST /api/checkout/{token}/{step} under generated bodies', () => {
  for (const step of [1, 2, 3] as const) {
    it(
      `step ${step}: ${BODIES_PER_STEP} bodies, no 5xx, nothing changed by a refusal (seed ${FUZZ_SEED})`,
      { timeout: 300_000 },
      async () => {
        const rng = seeded(FUZZ_SEED + step)
        const statuses = new Map<number, number>()
        let token = await bookingAt(step)
        for (const body of hostileBodies(rng, BODIES_PER_STEP, valid[step])) {
          const [before, leadsBefore] = [await bookingRow(token), await storedLeads()]
          const answer = await post(token, String(step), body)
          const [after, leadsAfter] = [await bookingRow(token), await storedLeads()]
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const what = `${answer.status} ${answer.text.slice(0, 200)} for ${body.slice(0, 300)}`
          expect(answer.status, what).toBeLessThan(500)
          if (answer.status !== 200) {
            expect(after, what).toEqual(before)
            expect(leadsAfter, what).toBe(leadsBefore)
            continue
          }
          expect(after.revision, what).toBe(before.revision + 1)
          expect(leadsAfter, what).toBe(leadsBefore + (step === 3 ? 1 : 0))
          // A confirmed booking takes no more steps: the next body goes to a new one.
          if (step === 3) token = await bookingAt(3)
        }
        expect(statuses.get(200) ?? 0).toBeGreaterThan(BODIES_PER_STEP / 10)
        expect(statuses.get(400) ?? 0).toBeGreaterThan(BODIES_PER_STEP / 2)
      },
    )
  }
})
