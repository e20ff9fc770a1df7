import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { SAMPLE_CONTACT, SAMPLE_PASSENGERS, SAMPLE_TRIP, sampleSnapshot } from '@/test/checkout'
import { leadsTestEnv, startFakeCrm, TEST_CRM_SECRET } from '@/test/leads'

/**
 * The retention rules of docs/privacy.md on a real PGlite, the sweep's time moved past each
 * period (and to just before it): what is kept, what is erased, what is forgotten.
 */

const crm = await startFakeCrm()
const testEnv = await leadsTestEnv({ CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: TEST_CRM_SECRET })
const { closeDb, getDb } = await import('./db')
const { applyRetention, ERASED_BOOKING_ROW_DAYS } = await import('./personal-data')
const { drainOutbox, outboxIdle } = await import('./outbox')
const { leadPayloadSchema } = await import('./schemas')
const { saveLead } = await import('./store')
const { bookings, leadOutbox, leads } = await import('./tables')
const { confirmBooking, createBooking, savePassengers, saveTrip } = await import('@/lib/checkout/store')
const { passengerTypes } = await import('@/lib/checkout/rules')
const { now } = await import('@/lib/clock')
await getDb()

afterAll(async () => {
  await outboxIdle()
  await crm.close()
  await closeDb()
  await testEnv.cleanup()
})

const DAYS = 90
const DAY = 86_400_000
const later = (from: Date, days: number, ms = 0) => new Date(from.getTime() + days * DAY + ms)

const save = (input: unknown, deliverToCrm = false) => saveLead(leadPayloadSchema.parse(input), { deliverToCrm })

async function lead(id: string) {
  const [row] = await (await getDb()).select().from(leads).where(eq(leads.id, id))
  return row
}
async function delivery(leadId: string) {
  const [row] = await (await getDb()).select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId))
  return row
}

/** A booking taken through its three steps and confirmed, with or without a CRM delivery. */
async function confirmedBooking(email: string, deliverToCrm: boolean) {
  const at = now()
  const { token } = await createBooking(await sampleSnapshot(), { at, expiresInHours: 168 })
  await saveTrip(token, () => ({ ok: true, value: SAMPLE_TRIP }), at)
  const types = passengerTypes(SAMPLE_TRIP)
  const passengers = SAMPLE_PASSENGERS.map((passenger, index) => ({
    ...passenger,
    dateOfBirth: ['1985-12-10', '1980-01-01', '2018-05-05'][index]!,
    gender: passenger.gender as 'M' | 'F',
    type: types[index]!,
  }))
  await savePassengers(token, () => ({ ok: true, value: passengers }), at)
  const { phone, billing, specialRequests } = SAMPLE_CONTACT
  const contact = { phone, billing, specialRequests }
  const confirmed = await confirmBooking(token, { ...contact, email }, { at, deliverToCrm })
  if (!confirmed.ok) throw new Error(confirmed.reason)
  return confirmed.booking
}

describe('the retention sweep', () => {
  it('keeps a lead without a CRM for the period from when it was stored, then deletes it', async () => {
    const saved = await save({
      type: 'contact',
      token: '',
      fields: { name: 'Ada Lovelace', email: 'kept-90@example.com', phone: '+1 212 555 0100', consent: true },
    })
    const stored = (await lead(saved.id))!
    await applyRetention(later(stored.createdAt, DAYS, -60_000), DAYS)
    expect(await lead(saved.id)).toBeDefined()
    await applyRetention(later(stored.createdAt, DAYS, 1), DAYS)
    expect(await lead(saved.id)).toBeUndefined()
  })

  it('takes its period from the setting (DATA_RETENTION_DAYS): 7 days deletes what 90 keeps', async () => {
    const saved = await save({
      type: 'contact',
      token: '',
      fields: { name: 'Grace Hopper', email: 'kept-7@example.com', phone: '+1 212 555 0101', consent: true },
    })
    const stored = (await lead(saved.id))!
    await applyRetention(later(stored.createdAt, 8), 90)
    expect(await lead(saved.id)).toBeDefined()
    await applyRetention(later(stored.createdAt, 8), 7)
    expect(await lead(saved.id)).toBeUndefined()
  })

  it('keeps newsletter subscriptions while subscribed, whatever their age', async () => {
    const saved = await save({ type: 'subscribe', email: 'reader@example.com', token: '' })
    const stored = (await lead(saved.id))!
    await applyRetention(later(stored.createdAt, 3650), DAYS)
    expect(await lead(saved.id)).toBeDefined()
  })

  it('clears the CRM copy on delivery and counts the period from the CRM acknowledgement', async () => {
    const saved = await save(
      {
        type: 'contact',
        token: '',
        fields: { name: 'Alan Turing', email: 'crm@example.com', phone: '+1 212 555 0102', consent: true },
      },
      true,
    )
    const pending = (await delivery(saved.id))!
    expect(pending.body).toContain('crm@example.com')
    // Still on its way to the CRM: not handed off, so nothing is due, however late.
    await applyRetention(later(pending.createdAt, 3650), DAYS)
    expect(await lead(saved.id)).toBeDefined()

    await drainOutbox()
    const delivered = (await delivery(saved.id))!
    expect(delivered.deliveredAt).not.toBeNull()
    expect(delivered.body).toBe('')
    await applyRetention(later(delivered.deliveredAt!, DAYS, -60_000), DAYS)
    expect(await lead(saved.id)).toBeDefined()
    await applyRetention(later(delivered.deliveredAt!, DAYS, 1), DAYS)
    expect(await lead(saved.id)).toBeUndefined()
    expect(await delivery(saved.id)).toBeUndefined()
  })

  it("erases a confirmed booking's passengers and contact after the period, keeps its reference, then forgets it", async () => {
    const booking = await confirmedBooking('booked@example.com', false)
    const handedOff = (await lead(booking.leadId!))!.createdAt
    const row = async () => (await (await getDb()).select().from(bookings).where(eq(bookings.id, booking.id)))[0]

    await applyRetention(later(handedOff, DAYS, -60_000), DAYS)
    expect((await row())!.passengers).toHaveLength(3)

    const at = later(handedOff, DAYS, 1)
    expect(await applyRetention(at, DAYS)).toMatchObject({ bookings: 1 })
    const erased = (await row())!
    expect(erased).toMatchObject({ passengers: null, contact: null, reference: booking.reference, leadId: null })
    expect(erased.purgedAt).toEqual(at)
    expect(await lead(booking.leadId!)).toBeUndefined()

    await applyRetention(later(at, ERASED_BOOKING_ROW_DAYS, -60_000), DAYS)
    expect(await row()).toBeDefined()
    await applyRetention(later(at, ERASED_BOOKING_ROW_DAYS, 1), DAYS)
    expect(await row()).toBeUndefined()
  })
})
