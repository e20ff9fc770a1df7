import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  SAMPLE_CONTACT as contact,
  SAMPLE_PASSENGERS as passengers,
  SAMPLE_TRIP as trip,
  sampleSnapshot,
} from '@/test/checkout'
import { leadsTestEnv, startFakeCrm, TEST_CRM_SECRET, eventually, verifySignature } from '@/test/leads'

/**
 * The real step handler on a real PGlite in a fresh folder, a real CRM stand-in on loopback,
 * and the sample's Boston–Dublin deal as the booking's snapshot. The clock is the tests'
 * (SITE_CLOCK, 16 March 2027), so dates here are fixed.
 */

const crm = await startFakeCrm()
const testEnv = await leadsTestEnv({
  CRM_WEBHOOK_URL: crm.url,
  CRM_WEBHOOK_SECRET: TEST_CRM_SECRET,
  LEADS_RATE_LIMIT: '1000',
})
const { POST } = await import('./route')
const { closeDb, getDb } = await import('@/lib/leads/db')
const { outboxIdle } = await import('@/lib/leads/outbox')
const { SIGNATURE_HEADER } = await import('@/lib/leads/signature')
const { issueFormToken } = await import('@/lib/leads/bot-check')
const { FORM_TOKEN_HEADER, FORM_TRAP_HEADER } = await import('@/lib/leads/bot-check-headers')
const { bookings, leadOutbox, leads } = await import('@/lib/leads/tables')
const { createBooking, purgeExpiredBookings, EXPIRED_RETENTION_MS } = await import('@/lib/checkout/store')
const { now } = await import('@/lib/clock')
await getDb()

const snapshot = await sampleSnapshot()

afterEach(() => {
  crm.state.mode = 'up'
  vi.restoreAllMocks()
})

afterAll(async () => {
  await settle()
  await crm.close()
  await closeDb()
  await testEnv.cleanup()
})

async function settle() {
  await new Promise((resolve) => setImmediate(resolve))
  await outboxIdle()
}

const start = async (at = now()) => (await createBooking(snapshot, { at, expiresInHours: 168 })).token

type Answer = { status: number; json: Record<string, unknown> }

/** Step 3 carries a fresh form token, as the form does, unless `headers` give one (or '' for none). */
async function post(token: string, step: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const formToken: Record<string, string> = step === '3' ? { [FORM_TOKEN_HEADER]: (await issueFormToken()).token } : {}
  const request = new Request(`http://localhost/api/checkout/${token}/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.10', ...formToken, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await POST(request, { params: Promise.resolve({ token, step }) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function row(token: string) {
  const db = await getDb()
  const [booking] = await db.select().from(bookings).where(eq(bookings.token, token))
  return booking!
}

const fieldsOf = (answer: Answer) => (answer.json.issues as { path: string }[]).map((issue) => issue.path)

async function throughStep2() {
  const token = await start()
  expect((await post(token, '1', { fields: trip })).status).toBe(200)
  expect((await post(token, '2', { fields: { passengers } })).status).toBe(200)
  return token
}

describe('step 1, Your flight', () => {
  it('saves the dates and travellers and sends the traveller to step 2', async () => {
    const token = await start()
    const answer = await post(token, '1', { fields: trip })
    expect(answer).toEqual({ status: 200, json: { next: `/checkout/${token}?step=2`, version: 1 } })
    expect(await row(token)).toMatchObject({ trip, furthestStep: 2, revision: 1, status: 'open' })
  })

  it.each([
    ['a departure before the window opens to sale', { ...trip, departDate: '2027-03-17' }, ['fields.departDate']],
    ['a departure in the blackout', { ...trip, departDate: '2027-03-19' }, ['fields.departDate']],
    ['a return after the window', { ...trip, returnDate: '2027-04-02' }, ['fields.returnDate']],
    ['a return before the departure', { ...trip, returnDate: '2027-03-21' }, ['fields.returnDate']],
    ['more infants than adults', { ...trip, adults: 1, infants: 2 }, ['fields.infants']],
    ['adults as a boolean', { ...trip, adults: true }, ['fields.adults']],
    ['adults as a hex string', { ...trip, adults: '0x2' }, ['fields.adults']],
    ['children as null', { ...trip, children: null }, ['fields.children']],
    ['children as an empty string', { ...trip, children: '' }, ['fields.children']],
    ['infants as an array', { ...trip, infants: [0] }, ['fields.infants']],
    ['an unknown field', { ...trip, price: 1 }, ['fields']],
    [
      'no fields at all',
      {},
      ['fields.departDate', 'fields.returnDate', 'fields.adults', 'fields.children', 'fields.infants'],
    ],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_name, fields, expected) => {
    const token = await start()
    const answer = await post(token, '1', { fields })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('invalid')
    expect(fieldsOf(answer)).toEqual(expect.arrayContaining(expected))
    expect(await row(token)).toMatchObject({ trip: null, furthestStep: 1, revision: 0 })
  })

  it('refuses a body that is not the envelope, or not JSON, with 400', async () => {
    const token = await start()
    for (const body of [
      '{not json',
      '[]',
      '"fields"',
      JSON.stringify({ fields: trip, extra: 1 }),
      JSON.stringify(trip),
    ]) {
      expect((await post(token, '1', body)).status).toBe(400)
    }
    expect(await row(token)).toMatchObject({ trip: null, revision: 0 })
  })

  it('checks dates against the deal as it was when the booking started, not as edited since', async () => {
    const token = (
      await createBooking(
        { ...snapshot, travelWindow: { start: '2027-04-01', end: '2027-04-30' }, blackoutDates: [] },
        { at: now(), expiresInHours: 168 },
      )
    ).token
    expect(fieldsOf(await post(token, '1', { fields: trip }))).toContain('fields.departDate')
    const april = { ...trip, departDate: '2027-04-10', returnDate: '2027-04-20' }
    expect((await post(token, '1', { fields: april })).status).toBe(200)
  })
})

describe('step 2, Passengers', () => {
  it('waits for step 1 (409 with where to go)', async () => {
    const token = await start()
    const answer = await post(token, '2', { fields: { passengers } })
    expect(answer).toMatchObject({ status: 409, json: { error: 'out-of-order', next: `/checkout/${token}?step=1` } })
  })

  it('saves each traveller with their kind, and sends the traveller to step 3', async () => {
    const token = await start()
    await post(token, '1', { fields: trip })
    expect(await post(token, '2', { fields: { passengers } })).toMatchObject({
      status: 200,
      json: { next: `/checkout/${token}?step=3` },
    })
    const saved = await row(token)
    expect(saved.furthestStep).toBe(3)
    expect(saved.passengers!.map((passenger) => [passenger.type, passenger.dateOfBirth])).toEqual([
      ['adult', '1985-12-10'],
      ['adult', '1980-01-01'],
      ['child', '2018-05-05'],
    ])
  })

  it('refuses the wrong number of travellers, empty fields and ages that do not match, saving nothing', async () => {
    const token = await start()
    await post(token, '1', { fields: trip })
    expect(fieldsOf(await post(token, '2', { fields: { passengers: passengers.slice(0, 2) } }))).toEqual([
      'fields.passengers',
    ])
    const empty = passengers.map(() => ({ firstName: '', lastName: '', dateOfBirth: '', gender: '' }))
    const emptyFields = fieldsOf(await post(token, '2', { fields: { passengers: empty } }))
    expect(emptyFields).toEqual(
      expect.arrayContaining([
        'fields.passengers.0.firstName',
        'fields.passengers.2.dateOfBirth',
        'fields.passengers.1.gender',
      ]),
    )
    const childAsAdult = [passengers[0], passengers[2], passengers[2]]
    expect(fieldsOf(await post(token, '2', { fields: { passengers: childAsAdult } }))).toEqual([
      'fields.passengers.1.dateOfBirth',
    ])
    expect(await row(token)).toMatchObject({ passengers: null, furthestStep: 2, revision: 1 })
  })

  it('refuses text no column can store (NUL, unpaired surrogates) with 400 naming the field, saving nothing', async () => {
    const token = await start()
    await post(token, '1', { fields: trip })
    for (const bad of ['Ada\u0000', 'Ada\ud800', '\udfffAda']) {
      const answer = await post(token, '2', {
        fields: { passengers: [{ ...passengers[0], firstName: bad }, ...passengers.slice(1)] },
      })
      expect(answer.status).toBe(400)
      expect(answer.json.issues).toEqual([
        { path: 'fields.passengers.0.firstName', message: expect.stringContaining('cannot be stored') },
      ])
    }
    const step3 = await post(await throughStep2(), '3', { fields: { ...contact, specialRequests: 'window\u0000' } })
    expect(fieldsOf(step3)).toEqual(['fields.specialRequests'])
    expect(await row(token)).toMatchObject({ passengers: null, furthestStep: 2, revision: 1 })
  })

  it('sends the traveller back through step 2 when step 1 changes the party', async () => {
    const token = await throughStep2()
    await post(token, '1', { fields: trip })
    expect((await row(token)).furthestStep).toBe(3)
    await post(token, '1', { fields: { ...trip, children: 0 } })
    expect(await row(token)).toMatchObject({ furthestStep: 2 })
    expect((await post(token, '3', { fields: contact })).status).toBe(409)
  })
})

describe('step 3, Contact and review: the booking request', () => {
  it('waits for step 2', async () => {
    const token = await start()
    await post(token, '1', { fields: trip })
    expect((await post(token, '3', { fields: contact })).json).toMatchObject({ error: 'out-of-order' })
  })

  it('refuses missing consent and bad contact details with 400, writing no lead', async () => {
    const token = await throughStep2()
    const db = await getDb()
    const before = (await db.select().from(leads)).length
    const answer = await post(token, '3', {
      fields: { ...contact, email: 'ada@', consent: false, billing: { ...contact.billing, postalCode: '' } },
    })
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer)).toEqual(
      expect.arrayContaining(['fields.email', 'fields.consent', 'fields.billing.postalCode']),
    )
    expect((await db.select().from(leads)).length).toBe(before)
    expect(await row(token)).toMatchObject({ status: 'open', contact: null })
  })

  it('refuses a confirmation without a valid form token, or with the hidden field filled in, with 403', async () => {
    const token = await throughStep2()
    const db = await getDb()
    const before = (await db.select().from(leads)).length
    for (const headers of <Record<string, string>[]>[
      { [FORM_TOKEN_HEADER]: '' },
      { [FORM_TOKEN_HEADER]: 'forged.token.value' },
      { [FORM_TRAP_HEADER]: 'https://spam.example.com' },
    ]) {
      const answer = await post(token, '3', { fields: contact }, headers)
      expect(answer).toMatchObject({ status: 403, json: { error: 'bot-check' } })
    }
    expect((await db.select().from(leads)).length).toBe(before)
    expect(await row(token)).toMatchObject({ status: 'open', contact: null })
  })

  it('confirms: one booking lead with the snapshot, passengers and contact, delivered signed to the CRM', async () => {
    const token = await throughStep2()
    const answer = await post(token, '3', { fields: contact })
    expect(answer.status).toBe(200)
    const reference = answer.json.reference as string
    expect(reference).toMatch(/^MB-[2-9A-HJKMNP-TV-Z]{6}$/)
    expect(answer.json.next).toBe(`/checkout/${token}?step=4`)

    const booking = await row(token)
    expect(booking).toMatchObject({ status: 'confirmed', furthestStep: 4, reference })
    const db = await getDb()
    const [lead] = await db.select().from(leads).where(eq(leads.reference, reference))
    expect(lead).toMatchObject({
      id: booking.leadId,
      type: 'booking',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '+1 (617) 555-0101',
    })
    const [outbox] = await db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead!.id))
    expect(outbox).toBeDefined()

    await settle()
    await eventually(() => crm.accepted.some((request) => request.body.includes(reference)))
    const delivery = crm.accepted.find((request) => request.body.includes(reference))!
    expect(
      verifySignature(delivery.body, delivery.headers[SIGNATURE_HEADER.toLowerCase()] as string, TEST_CRM_SECRET),
    ).toBe(true)
    const body = JSON.parse(delivery.body) as { type: string; fields: Record<string, unknown> }
    expect(body.type).toBe('booking')
    expect(body.fields).toMatchObject({
      deal: {
        slug: 'boston-to-dublin-business-class',
        origin: { iata: 'BOS' },
        destination: { iata: 'DUB' },
        farePerPerson: 2480,
      },
      trip,
      passengers: [{ firstName: 'Ada' }, { firstName: 'Charles' }, { firstName: 'Byron', type: 'child' }],
      contact: { email: 'ada@example.com', billing: { city: 'Boston' }, specialRequests: 'Seats together, please' },
      price: { total: 2480 * 2 + 1860 },
    })
    expect(body.fields.contact).not.toHaveProperty('consent')
  })

  it("never confirms a booking whose passengers are not its trip's travellers: 409, back to step 2", async () => {
    // As a booking saved before the steps were checked inside their writes could be left.
    const token = await throughStep2()
    const db = await getDb()
    await db
      .update(bookings)
      .set({ trip: { ...trip, adults: 1, children: 0 } })
      .where(eq(bookings.token, token))
    const before = (await db.select().from(leads)).length
    expect(await post(token, '3', { fields: contact })).toMatchObject({
      status: 409,
      json: { error: 'changed', next: `/checkout/${token}?step=2` },
    })
    expect((await db.select().from(leads)).length).toBe(before)
    expect((await row(token)).status).toBe('open')
  })

  it('refuses names sent for a trip changed since their page was rendered: 409, back to step 2', async () => {
    const token = await start()
    await post(token, '1', { fields: trip })
    const version = (await row(token)).revision
    expect((await post(token, '1', { fields: { ...trip, adults: 1, children: 0 } })).status).toBe(200)
    expect(await post(token, '2', { fields: { passengers }, version })).toMatchObject({
      status: 409,
      json: { error: 'changed', next: `/checkout/${token}?step=2` },
    })
    // The same mistake on the page as it is now is the traveller's to fix, field by field.
    const current = (await row(token)).revision
    expect(fieldsOf(await post(token, '2', { fields: { passengers }, version: current }))).toEqual([
      'fields.passengers',
    ])
    expect((await row(token)).passengers).toBeNull()
  })

  it("logs a database failure without the travellers' data or the booking's token", async () => {
    const token = await throughStep2()
    const db = await getDb()
    // A real failure inside the confirming transaction, after the passengers and contact are in its query.
    await db.execute(sql`alter table leads rename to leads_away`)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect((await post(token, '3', { fields: contact })).status).toBe(503)
      expect((await post(token, '1', { fields: trip })).status).toBe(200)
    } finally {
      await db.execute(sql`alter table leads_away rename to leads`)
    }
    const lines = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n')
    expect(lines).toContain('[checkout] confirming the booking failed:')
    expect(lines).toContain('relation "…" does not exist (42P01)')
    for (const secret of [token, contact.email.toLowerCase(), 'Lovelace', '555-0101', '1 Main St']) {
      expect(lines).not.toContain(secret)
    }
  })

  it('confirms once when the same request arrives twice at once (two tabs, a double click)', async () => {
    const token = await throughStep2()
    const answers = await Promise.all([post(token, '3', { fields: contact }), post(token, '3', { fields: contact })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const db = await getDb()
    const booking = await row(token)
    expect(await db.select().from(leads).where(eq(leads.reference, booking.reference))).toHaveLength(1)
  })

  it('keeps a confirmed booking as it is: every step answers 409 with the confirmation', async () => {
    const token = await throughStep2()
    await post(token, '3', { fields: contact })
    for (const [step, fields] of [
      ['1', trip],
      ['2', { passengers }],
      ['3', contact],
    ] as const) {
      const answer = await post(token, step, { fields })
      expect(answer).toMatchObject({ status: 409, json: { error: 'confirmed', next: `/checkout/${token}?step=4` } })
    }
    const db = await getDb()
    const [booking] = await db.select().from(bookings).where(eq(bookings.token, token))
    expect(await db.select().from(leads).where(eq(leads.id, booking!.leadId!))).toHaveLength(1)
  })
})

describe('unknown, malformed and expired bookings', () => {
  it('answers 404 for an unknown or malformed token and an unknown step', async () => {
    const token = await start()
    expect((await post('AAAAAAAAAAAAAAAAAAAAAA', '1', { fields: trip })).status).toBe(404)
    expect((await post('not-a-token', '1', { fields: trip })).status).toBe(404)
    expect((await post(token, '4', { fields: {} })).status).toBe(404)
    expect((await post(token, 'x', { fields: {} })).status).toBe(404)
  })

  it('answers 415 for a body that is not JSON, 413 for one too large', async () => {
    const token = await start()
    expect(
      (await post(token, '1', 'departDate=2027-03-22', { 'Content-Type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415)
    expect((await post(token, '1', JSON.stringify({ fields: { ...trip, pad: 'x'.repeat(20_000) } }))).status).toBe(413)
  })

  it('answers 410 once the booking has expired, and the sweep erases its personal data', async () => {
    const eightDaysAgo = new Date(now().getTime() - 8 * 86_400_000)
    const token = await start(eightDaysAgo)
    const db = await getDb()
    await db
      .update(bookings)
      .set({ trip, passengers: [{ ...passengers[0]!, type: 'adult', gender: 'F', dateOfBirth: '1985-12-10' }] })
      .where(eq(bookings.token, token))
    expect(await post(token, '1', { fields: trip })).toMatchObject({ status: 410, json: { error: 'expired' } })

    await purgeExpiredBookings(now())
    expect(await row(token)).toMatchObject({ passengers: null, contact: null, trip, status: 'open' })
    expect((await row(token)).purgedAt).not.toBeNull()

    await purgeExpiredBookings(new Date(now().getTime() + EXPIRED_RETENTION_MS))
    expect(await db.select().from(bookings).where(eq(bookings.token, token))).toHaveLength(0)
  })
})
