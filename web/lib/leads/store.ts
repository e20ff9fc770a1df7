import 'server-only'
import { randomInt } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { getDb } from './db.ts'
import { Gathering, type Tx } from './group-commit.ts'
import { crmBody } from './outbox.ts'
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './reference.ts'
import type { LeadPayload } from './schemas.ts'
import { leadOutbox, leads, type Lead, type NewLead } from './tables.ts'

/** A human reference such as MB-7K3F9Q (30^6 ≈ 729 million; a collision is retried). */
export function newReference(): string {
  let code = ''
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `MB-${code}`
}

export type SavedLead = {
  /** False when the e-mail was already subscribed: nothing new was written. */
  created: boolean
  id: string
  reference: string
  /** The CRM delivery written with the lead, to attempt right after the response. */
  outboxId?: string
}

type SaveOptions = {
  /** reCAPTCHA v3 score, or null when verification is off. */
  captchaScore?: number | null
  /** Write an outbox row for the external CRM (only when one is configured). */
  deliverToCrm: boolean
}

/** The row to insert: text exactly as given (the site never renders leads as HTML). */
function toRow(lead: LeadPayload): Omit<NewLead, 'reference'> {
  const { attribution } = lead
  const base = {
    type: lead.type,
    utm: attribution?.utm ?? null,
    sessionId: attribution?.sessionId ?? attribution?.utm?.sessionId ?? null,
  }
  if (lead.type === 'subscribe') return { ...base, email: lead.email.toLowerCase() }
  const { fields } = lead
  return {
    ...base,
    email: fields.email.toLowerCase(),
    name: fields.name,
    phone: fields.phone,
    fields,
  }
}

/** True when `error` (or what it wraps) is Postgres' unique violation on `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return name === constraint
  }
  return false
}

type Pending = { row: NewLead; deliverToCrm: boolean }

/**
 * Writes the leads of one group transaction with one insert (and one for their CRM deliveries):
 * PGlite spends its time per statement, not per row (group-commit.ts, Gathering). A subscription
 * whose address is already stored, by an earlier transaction or by an earlier item of this one,
 * keeps that row.
 */
async function writeLeads(tx: Tx, pending: Pending[]): Promise<SavedLead[]> {
  const inserted = await tx
    .insert(leads)
    .values(pending.map(({ row }) => row))
    // Only subscriptions are unique by e-mail (the index is partial): no other lead meets this.
    .onConflictDoNothing({ target: leads.email, where: sql`${leads.type} = 'subscribe'` })
    .returning()
  const byReference = new Map(inserted.map((row) => [row.reference, row]))

  const subscribed = pending.filter(({ row }) => !byReference.has(row.reference)).map(({ row }) => row.email)
  const existing = subscribed.length
    ? await tx
        .select({ id: leads.id, reference: leads.reference, email: leads.email })
        .from(leads)
        .where(and(eq(leads.type, 'subscribe'), inArray(leads.email, subscribed)))
    : []
  const byEmail = new Map(existing.map((row) => [row.email, row]))

  const delivered = pending.flatMap(({ row, deliverToCrm }) => {
    const lead = deliverToCrm ? byReference.get(row.reference) : undefined
    return lead ? [lead] : []
  })
  const outbox = delivered.length
    ? await tx
        .insert(leadOutbox)
        // Due now by the application's clock, which schedules every retry too: a database
        // clock a little ahead must not make the first attempt wait for the next sweep.
        .values(delivered.map((lead) => ({ leadId: lead.id, body: crmBody(lead), nextAttemptAt: new Date() })))
        .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId })
    : []
  const outboxByLead = new Map(outbox.map(({ id, leadId }) => [leadId, id]))

  return pending.map(({ row }) => {
    const lead = byReference.get(row.reference)
    if (lead) return { created: true, id: lead.id, reference: lead.reference, outboxId: outboxByLead.get(lead.id) }
    const found = byEmail.get(row.email)
    if (!found) throw new Error('Subscriber vanished during its own upsert')
    return { created: false, id: found.id, reference: found.reference }
  })
}

const gathering = new Gathering(writeLeads)

/**
 * Saves a lead durably, in one transaction with its CRM delivery: either both are
 * committed or neither is. Leads arriving together share that transaction and its insert
 * (writeLeads); this resolves only once it is committed. A subscription is an upsert by lower-cased
 * e-mail, so the same address subscribed twice (even concurrently) keeps one row and both calls succeed.
 */
export async function saveLead(lead: LeadPayload, options: SaveOptions): Promise<SavedLead> {
  for (let attempt = 1; ; attempt++) {
    const row = { ...toRow(lead), captchaScore: options.captchaScore ?? null, reference: newReference() }
    try {
      return await gathering.add({ row, deliverToCrm: options.deliverToCrm })
    } catch (error) {
      // The leads' writes rolled back whole; a reference collision just draws others.
      if (attempt < 5 && isUniqueViolation(error, 'leads_reference_key')) continue
      throw error
    }
  }
}

export type LeadListing = {
  id: string
  reference: string
  type: Lead['type']
  email: string
  name: string | null
  phone: string | null
  fields: Record<string, unknown> | null
  utm: Record<string, unknown> | null
  sessionId: string | null
  captchaScore: number | null
  createdAt: Date
  /** `delivered`, `pending`, `failed`, or null without a CRM. */
  crm: 'delivered' | 'pending' | 'failed' | null
}

/** Leads newest first, with their CRM delivery state (for `npm run leads`). */
export async function listLeads(options: { limit?: number; type?: Lead['type'] } = {}): Promise<LeadListing[]> {
  const db = await getDb()
  const query = db
    .select({
      lead: leads,
      deliveredAt: leadOutbox.deliveredAt,
      failedAt: leadOutbox.failedAt,
      outboxId: leadOutbox.id,
    })
    .from(leads)
    .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
    .where(options.type ? eq(leads.type, options.type) : undefined)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .$dynamic()
  const rows = await (options.limit ? query.limit(options.limit) : query)
  return rows.map(({ lead, deliveredAt, failedAt, outboxId }) => ({
    ...lead,
    crm: !outboxId ? null : deliveredAt ? 'delivered' : failedAt ? 'failed' : 'pending',
  }))
}

/** How many subscribers are stored (the benchmark's check). */
export async function countSubscribers(): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.type, 'subscribe'))
  return row?.count ?? 0
}
