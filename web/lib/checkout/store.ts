import 'server-only'
import { and, eq, isNull, lte } from 'drizzle-orm'
import { getDb } from '../leads/db.ts'
import { crmBody } from '../leads/outbox.ts'
import { newReference } from '../leads/store.ts'
import { bookings, leadOutbox, leads, type Booking } from '../leads/tables.ts'
import { priceBooking } from './pricing.ts'
import { newCheckoutToken } from './token.ts'
import type { ContactDetails, DealSnapshot, Passenger, TripDetails } from './types.ts'

/**
 * The checkout's state in the lead store (PGlite by default, PostgreSQL with DATABASE_URL):
 * one `bookings` row per checkout, keyed by its token. Every write locks the row, checks that
 * the booking can still change (open, not expired, the steps before it done) and commits the
 * step whole, so two tabs on one link cannot interleave half a step. Times come from the
 * caller (lib/clock.ts), so tests move them by configuration.
 */

export type BookingState = 'open' | 'expired' | 'confirmed'

export const bookingState = (booking: Pick<Booking, 'status' | 'expiresAt'>, at: Date): BookingState =>
  booking.status === 'confirmed' ? 'confirmed' : booking.expiresAt <= at ? 'expired' : 'open'

export type WriteRefusal = 'not-found' | 'expired' | 'confirmed' | 'out-of-order'
export type WriteResult = { ok: true; booking: Booking } | { ok: false; reason: WriteRefusal }

const isUniqueViolation = (error: unknown, constraints: readonly string[]) => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return constraints.includes(String(constraint))
  }
  return false
}

/** Starts a booking of `deal`; its link is `/checkout/{token}`. */
export async function createBooking(
  deal: DealSnapshot,
  options: { at: Date; expiresInHours: number },
): Promise<{ token: string; reference: string }> {
  const db = await getDb()
  const expiresAt = new Date(options.at.getTime() + options.expiresInHours * 3_600_000)
  for (let attempt = 1; ; attempt++) {
    const reference = newReference()
    try {
      // The reference becomes the confirmed booking's lead reference: never one a lead has.
      // (A lead taking it later is handled when confirming.)
      const [taken] = await db.select({ id: leads.id }).from(leads).where(eq(leads.reference, reference))
      if (!taken) {
        const [row] = await db
          .insert(bookings)
          .values({
            token: newCheckoutToken(),
            reference,
            deal,
            createdAt: options.at,
            updatedAt: options.at,
            expiresAt,
          })
          .returning({ token: bookings.token, reference: bookings.reference })
        return row!
      }
    } catch (error) {
      if (!isUniqueViolation(error, ['bookings_reference_key', 'bookings_token_key'])) throw error
    }
    if (attempt >= 5) throw new Error('Could not draw a free booking reference')
  }
}

export async function getBooking(token: string): Promise<Booking | null> {
  const db = await getDb()
  const [row] = await db.select().from(bookings).where(eq(bookings.token, token))
  return row ?? null
}

/** Runs `change` on the locked row when the booking is open and `ready` agrees. */
async function update(
  token: string,
  at: Date,
  ready: (booking: Booking) => boolean,
  change: (booking: Booking) => Partial<Booking>,
): Promise<WriteResult> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.token, token)).for('update')
    if (!booking) return { ok: false, reason: 'not-found' }
    const state = bookingState(booking, at)
    if (state !== 'open') return { ok: false, reason: state }
    if (!ready(booking)) return { ok: false, reason: 'out-of-order' }
    const [updated] = await tx
      .update(bookings)
      .set({ ...change(booking), updatedAt: at, revision: booking.revision + 1 })
      .where(eq(bookings.id, booking.id))
      .returning()
    return { ok: true, booking: updated! }
  })
}

/**
 * Step 1. Changing the dates or the travellers after step 2 sends the traveller back through
 * step 2 (ages are checked against the departure day); what they typed there is kept.
 */
export function saveTrip(token: string, trip: TripDetails, at: Date): Promise<WriteResult> {
  return update(
    token,
    at,
    () => true,
    (booking) => {
      const before = booking.trip
      const unchanged =
        before?.departDate === trip.departDate &&
        before.adults === trip.adults &&
        before.children === trip.children &&
        before.infants === trip.infants
      return { trip, furthestStep: unchanged ? Math.max(booking.furthestStep, 2) : 2 }
    },
  )
}

/** Step 2, once step 1 is done. */
export function savePassengers(token: string, passengers: Passenger[], at: Date): Promise<WriteResult> {
  return update(
    token,
    at,
    (booking) => booking.trip !== null && booking.furthestStep >= 2,
    (booking) => ({ passengers, furthestStep: Math.max(booking.furthestStep, 3) }),
  )
}

/** What the sales team and the CRM receive for a confirmed booking. */
export function bookingLeadFields(booking: Pick<Booking, 'deal' | 'trip' | 'passengers'>, contact: ContactDetails) {
  const trip = booking.trip!
  return {
    deal: booking.deal,
    trip,
    passengers: booking.passengers!,
    contact,
    price: priceBooking({ perAdult: booking.deal.farePerPerson, published: booking.deal.publishedFare }, trip),
  }
}

export type Confirmation = { ok: true; booking: Booking; outboxId?: string } | { ok: false; reason: WriteRefusal }

/**
 * Step 3 confirms the booking request: in one transaction the booking is marked confirmed and
 * becomes a lead of type `booking` with its CRM delivery, so an accepted confirmation is never
 * lost and never half-written. The lead keeps the booking's reference.
 */
export async function confirmBooking(
  token: string,
  contact: ContactDetails,
  options: {
    at: Date
    captchaScore: number | null
    deliverToCrm: boolean
    sessionId?: string | null
    utm?: Record<string, unknown> | null
  },
): Promise<Confirmation> {
  const db = await getDb()
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<Confirmation> => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.token, token)).for('update')
        if (!booking) return { ok: false, reason: 'not-found' }
        const state = bookingState(booking, options.at)
        if (state !== 'open') return { ok: false, reason: state }
        if (booking.furthestStep < 3 || !booking.trip || !booking.passengers)
          return { ok: false, reason: 'out-of-order' }

        // A reference drawn when the booking started could (very rarely) have been given to a
        // lead since: draw another, for both, and try again.
        const reference = attempt === 1 ? booking.reference : newReference()
        const lead = booking.passengers[0]!
        const [inserted] = await tx
          .insert(leads)
          .values({
            reference,
            type: 'booking',
            email: contact.email.toLowerCase(),
            name: [lead.firstName, lead.middleName, lead.lastName].filter(Boolean).join(' '),
            phone: contact.phone,
            fields: bookingLeadFields(booking, contact),
            utm: options.utm ?? null,
            sessionId: options.sessionId ?? null,
            captchaScore: options.captchaScore,
            createdAt: options.at,
          })
          .returning()
        let outboxId: string | undefined
        if (options.deliverToCrm) {
          const [outbox] = await tx
            .insert(leadOutbox)
            .values({ leadId: inserted!.id, body: crmBody(inserted!), nextAttemptAt: new Date() })
            .returning({ id: leadOutbox.id })
          outboxId = outbox?.id
        }
        const [confirmed] = await tx
          .update(bookings)
          .set({
            reference,
            status: 'confirmed',
            contact,
            leadId: inserted!.id,
            furthestStep: 4,
            confirmedAt: options.at,
            updatedAt: options.at,
            revision: booking.revision + 1,
          })
          .where(eq(bookings.id, booking.id))
          .returning()
        return { ok: true, booking: confirmed!, outboxId }
      })
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, ['leads_reference_key', 'bookings_reference_key'])) continue
      throw error
    }
  }
}

/** How long an expired booking's row (with no personal data left) still answers 410. */
export const EXPIRED_RETENTION_MS = 30 * 86_400_000

/**
 * Run by the periodic sweep: erases the passengers and contact details of bookings that
 * expired unconfirmed (their link then shows the "expired" page), and forgets such bookings
 * entirely a month later (their link is then unknown).
 */
export async function purgeExpiredBookings(at: Date): Promise<{ purged: number; deleted: number }> {
  const db = await getDb()
  const purged = await db
    .update(bookings)
    .set({ passengers: null, contact: null, purgedAt: at })
    .where(and(eq(bookings.status, 'open'), lte(bookings.expiresAt, at), isNull(bookings.purgedAt)))
    .returning({ id: bookings.id })
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.status, 'open'), lte(bookings.expiresAt, new Date(at.getTime() - EXPIRED_RETENTION_MS))))
    .returning({ id: bookings.id })
  return { purged: purged.length, deleted: deleted.length }
}
