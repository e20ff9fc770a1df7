import 'server-only'
import { and, eq, isNull, lte } from 'drizzle-orm'
import { getDb } from '../leads/db.ts'
import { crmBody } from '../leads/outbox.ts'
import { newReference } from '../leads/store.ts'
import { bookings, leadOutbox, leads, type Booking } from '../leads/tables.ts'
import { priceBooking } from './pricing.ts'
import { passengerTypeOn, passengerTypes } from './rules.ts'
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

export type WriteRefusal = 'not-found' | 'expired' | 'confirmed' | 'out-of-order' | 'changed'
/**
 * A step's write: the booking as saved, a refusal (with the booking as it is, for where to send
 * the traveller), or the step's fields refused by its rules (`error`, the check's own).
 */
export type WriteResult<E = never> =
  | { ok: true; booking: Booking }
  | { ok: false; reason: WriteRefusal; booking?: Booking }
  | { ok: false; reason: 'invalid'; error: E }

/** A step's fields checked against the booking as it is inside the write (see `update`). */
export type Checked<T, E> = { ok: true; value: T } | { ok: false; error: E } | { ok: false; refuse: 'changed' }

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

/**
 * Runs `check` and then `change` on the locked row when the booking is open and `ready` agrees.
 * The step's fields are checked here, against the booking as this transaction reads it, never
 * against an earlier read: a step 1 committed between the two would otherwise let step 2 save
 * passengers for the trip as it was (docs/privacy.md, "One booking, consistent").
 */
async function update<T, E>(
  token: string,
  at: Date,
  ready: (booking: Booking) => boolean,
  check: (booking: Booking) => Checked<T, E>,
  change: (booking: Booking, value: T) => Partial<Booking>,
): Promise<WriteResult<E>> {
  const db = await getDb()
  return db.transaction(async (tx): Promise<WriteResult<E>> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.token, token)).for('update')
    if (!booking) return { ok: false, reason: 'not-found' }
    const state = bookingState(booking, at)
    if (state !== 'open') return { ok: false, reason: state, booking }
    if (!ready(booking)) return { ok: false, reason: 'out-of-order', booking }
    const checked = check(booking)
    if (!checked.ok) {
      return 'refuse' in checked
        ? { ok: false, reason: checked.refuse, booking }
        : { ok: false, reason: 'invalid', error: checked.error }
    }
    const [updated] = await tx
      .update(bookings)
      .set({ ...change(booking, checked.value), updatedAt: at, revision: booking.revision + 1 })
      .where(eq(bookings.id, booking.id))
      .returning()
    return { ok: true, booking: updated! }
  })
}

/**
 * Step 1. Changing the dates or the travellers after step 2 sends the traveller back through
 * step 2 (ages are checked against the departure day); what they typed there is kept.
 */
export function saveTrip<E>(
  token: string,
  check: (booking: Booking) => Checked<TripDetails, E>,
  at: Date,
): Promise<WriteResult<E>> {
  return update(
    token,
    at,
    () => true,
    check,
    (booking, trip) => {
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

/**
 * Step 2, once step 1 is done: `check` gets the trip as this write reads it. Passengers its rules
 * refuse, typed on a page rendered from an older revision (the trip changed in another tab), are
 * refused by the route's check as `changed`, and the traveller is shown step 2 for the trip as it is.
 */
export function savePassengers<E>(
  token: string,
  check: (booking: Booking & { trip: TripDetails }) => Checked<Passenger[], E>,
  at: Date,
): Promise<WriteResult<E>> {
  return update(
    token,
    at,
    (booking) => booking.trip !== null && booking.furthestStep >= 2,
    (booking) => check(booking as Booking & { trip: TripDetails }),
    (booking, passengers) => ({ passengers, furthestStep: Math.max(booking.furthestStep, 3) }),
  )
}

/**
 * Whether the saved passengers are the trip's travellers: as many, each of the kind the trip
 * counts at that place, and of that age on the departure day. Confirming checks it again inside
 * its own transaction, so a booking is never sent with a price for other travellers than its names.
 */
export function passengersMatchTrip(trip: TripDetails, passengers: readonly Passenger[]): boolean {
  const types = passengerTypes(trip)
  return (
    passengers.length === types.length &&
    passengers.every(
      (passenger, index) =>
        passenger.type === types[index] && passengerTypeOn(passenger.dateOfBirth, trip.departDate) === types[index],
    )
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

export type Confirmation =
  { ok: true; booking: Booking; outboxId?: string } | { ok: false; reason: WriteRefusal; booking?: Booking }

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
        if (state !== 'open') return { ok: false, reason: state, booking }
        if (booking.furthestStep < 3 || !booking.trip || !booking.passengers)
          return { ok: false, reason: 'out-of-order', booking }
        if (!passengersMatchTrip(booking.trip, booking.passengers)) return { ok: false, reason: 'changed', booking }

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
            // Confirmed without a captcha: its script would run on the booking's page (docs/privacy.md).
            captchaScore: null,
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
