import 'server-only'
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { getDb } from './db.ts'
import { bookings, leadOutbox, leads } from './tables.ts'

/**
 * Where the site keeps a person's data, and for how long (docs/privacy.md): each lead (its e-mail,
 * name, phone, the form's fields), its CRM delivery (the body sent, a second copy until it is
 * delivered), and a confirmed booking's passengers and contact details. Unconfirmed bookings are
 * erased when they expire (lib/checkout/store.ts, `purgeExpiredBookings`).
 */

const DAY_MS = 86_400_000

/** How long a booking's row, its personal data erased, still answers its link with the reference. */
export const ERASED_BOOKING_ROW_DAYS = 30

/**
 * When the sales team had the lead: the CRM's acknowledgement, the moment its retries ran out
 * (the lead is then read with `npm run leads`), or, without a CRM, when it was stored. A delivery
 * still under way has no hand-off yet.
 */
const handedOffAt = sql<Date | null>`case
  when ${leadOutbox.id} is null then ${leads.createdAt}
  else coalesce(${leadOutbox.deliveredAt}, ${leadOutbox.failedAt})
end`

/**
 * The periodic sweep's retention pass (lib/leads/maintenance.ts), at `at`: every lead but
 * newsletter subscriptions (kept while subscribed) is deleted `days` after its hand-off, with its
 * CRM delivery; its confirmed booking keeps the reference, deal and trip, but not the passengers
 * or contact details, and is forgotten ERASED_BOOKING_ROW_DAYS later. One transaction per pass.
 */
export async function applyRetention(
  at: Date,
  days: number,
): Promise<{ leads: number; bookings: number; forgotten: number }> {
  const db = await getDb()
  const cutoff = new Date(at.getTime() - days * DAY_MS)
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: leads.id })
      .from(leads)
      .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
      .where(and(ne(leads.type, 'subscribe'), lte(handedOffAt, cutoff)))
    const ids = due.map((row) => row.id)
    const erased = ids.length
      ? await tx
          .update(bookings)
          .set({ passengers: null, contact: null, purgedAt: at })
          .where(and(inArray(bookings.leadId, ids), isNull(bookings.purgedAt)))
          .returning({ id: bookings.id })
      : []
    if (ids.length) await tx.delete(leads).where(inArray(leads.id, ids))
    const forgotten = await tx
      .delete(bookings)
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          isNotNull(bookings.purgedAt),
          lte(bookings.purgedAt, new Date(at.getTime() - ERASED_BOOKING_ROW_DAYS * DAY_MS)),
        ),
      )
      .returning({ id: bookings.id })
    return { leads: ids.length, bookings: erased.length, forgotten: forgotten.length }
  })
}

const sameAddress = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`

/** The leads and confirmed bookings that carry `email`, and the CRM deliveries of those leads. */
async function findByEmail(email: string) {
  const db = await getDb()
  const found = await db.select().from(leads).where(sameAddress(leads.email, email))
  const leadIds = found.map((lead) => lead.id)
  const deliveries = leadIds.length ? await db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, leadIds)) : []
  const booked = await db
    .select()
    .from(bookings)
    .where(
      or(
        sameAddress(sql`${bookings.contact}->>'email'`, email),
        leadIds.length ? inArray(bookings.leadId, leadIds) : undefined,
      ),
    )
  return { leads: found, deliveries, bookings: booked }
}

export type PersonalDataExport = {
  email: string
  leads: Record<string, unknown>[]
  bookings: Record<string, unknown>[]
  crmDeliveries: Record<string, unknown>[]
}

/**
 * Everything stored about `email` (`npm run leads -- export`), or null when nothing is. A
 * booking's token is left out: it is the key to the booking's page, not data about the person.
 */
export async function exportPersonalData(email: string): Promise<PersonalDataExport | null> {
  const found = await findByEmail(email)
  if (!found.leads.length && !found.bookings.length) return null
  return {
    email: email.trim().toLowerCase(),
    leads: found.leads,
    bookings: found.bookings.map(({ token: _token, ...booking }) => booking),
    crmDeliveries: found.deliveries.map(({ body, ...delivery }) => ({
      ...delivery,
      body: body ? (JSON.parse(body) as unknown) : null,
    })),
  }
}

export type Erasure = { leads: string[]; bookings: string[]; crmDeliveries: number; deliveredToCrm: string[] }

/**
 * Erases everything stored about `email` (`npm run leads -- erase`), in one transaction: its leads
 * and their CRM deliveries are deleted; its confirmed bookings keep the reference, deal and trip,
 * without passengers or contact details (their link says the details are gone). Running it again
 * finds nothing. `deliveredToCrm` lists the references the CRM already holds: erase them there.
 */
export async function erasePersonalData(email: string, at: Date): Promise<Erasure> {
  const found = await findByEmail(email)
  const db = await getDb()
  await db.transaction(async (tx) => {
    const bookingIds = found.bookings.map((booking) => booking.id)
    if (bookingIds.length) {
      await tx
        .update(bookings)
        .set({ passengers: null, contact: null, purgedAt: at })
        .where(inArray(bookings.id, bookingIds))
    }
    const leadIds = found.leads.map((lead) => lead.id)
    if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds))
  })
  const delivered = new Set(found.deliveries.filter((row) => row.deliveredAt).map((row) => row.leadId))
  return {
    leads: found.leads.map((lead) => `${lead.reference} (${lead.type})`),
    bookings: found.bookings.map((booking) => booking.reference),
    crmDeliveries: found.deliveries.length,
    deliveredToCrm: found.leads.filter((lead) => delivered.has(lead.id)).map((lead) => lead.reference),
  }
}
