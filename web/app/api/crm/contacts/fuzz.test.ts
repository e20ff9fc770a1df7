import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FUZZ_SEED, fuzzStore, hostileBodies, seeded } from '@/test/fuzz'
import { SAMPLE_FIELDS } from '@/test/leads'

/**
 * Fuzzing `POST /api/crm/contacts` (the real handler, a real PGlite): 1,000 generated bodies per
 * lead type, valid ones and hostile ones. Whatever arrives, the answer is never a 5xx, and only a
 * `Success` stores anything.
 */

const BODIES_PER_TYPE = 1000
const { db, formToken } = await fuzzStore()
const { POST } = await import('./route')
const { leads } = await import('@/lib/leads/tables')

const storedLeads = async () => (await db.select({ n: count() }).from(leads))[0]!.n

let sent = 0
const valid = {
  subscribe: () => ({ type: 'subscribe', email: `reader-${++sent}@example.com`, token: '' }),
  contact: () => ({
    type: 'contact',
    token: '',
    fields: { ...SAMPLE_FIELDS.contact, email: `c-${++sent}@example.com` },
  }),
  'flight-request': () => ({ type: 'flight-request', token: '', fields: SAMPLE_FIELDS['flight-request'] }),
  questionnaire: () => ({ type: 'questionnaire', token: '', fields: SAMPLE_FIELDS.questionnaire }),
}

describe('POST /api/crm/contacts under generated bodies', () => {
  for (const [type, validBody] of Object.entries(valid)) {
    it(
      `${type}: ${BODIES_PER_TYPE} bodies, no 5xx, a row only for Success (seed ${FUZZ_SEED})`,
      { timeout: 300_000 },
      async () => {
        const rng = seeded(FUZZ_SEED + type.length)
        const statuses = new Map<number, number>()
        for (const body of hostileBodies(rng, BODIES_PER_TYPE, validBody)) {
          const before = await storedLeads()
          const response = await POST(
            new Request('http://localhost/api/crm/contacts', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...(await formToken()) },
              body,
            }),
          )
          const text = await response.text()
          const added = (await storedLeads()) - before
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          const what = `${response.status} ${text.slice(0, 200)} for ${body.slice(0, 300)}`
          expect(response.status, what).toBeLessThan(500)
          if (response.status === 200) expect(text, what).toBe('Success')
          // A subscription of an address already stored is a Success that adds nothing.
          expect(added, what).toBe(response.status === 200 && (type !== 'subscribe' || added === 1) ? 1 : 0)
        }
        // The generator reached both sides: some stored, most refused.
        expect(statuses.get(200) ?? 0).toBeGreaterThan(BODIES_PER_TYPE / 10)
        expect(statuses.get(400) ?? 0).toBeGreaterThan(BODIES_PER_TYPE / 2)
      },
    )
  }
})
