import 'server-only'
import { randomInt } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { getDb } from './db.ts'
import { commitWrite } from './group-commit.ts'
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

/**
 * Saves a lead durably, in one transaction with its CRM delivery: either both are
 * committed or neither is. Leads arriving together share that transaction (group-commit.ts);
 * this resolves only once it is committed. A subscription is an upsert by lower-cased e-mail,
 * so the same address subscribed twice (even concurrently) keeps one row and both calls succeed.
 */
export async function saveLead(lead: LeadPayload, options: SaveOptions): Promise<SavedLead> {
  const row = { ...toRow(lead), captchaScore: options.captchaScore ?? null }

  for (let attempt = 1; ; attempt++) {
    try {
      return await commitWrite(async (tx) => {
        const insert = tx.insert(leads).values({ ...row, reference: newReference() })
        const [inserted] =
          lead.type === 'subscribe'
            ? await insert
                .onConflictDoNothing({ target: leads.email, where: sql`${leads.type} = 'subscribe'` })
                .returning()
            : await insert.returning()

        if (!inserted) {
          const [existing] = await tx
            .select({ id: leads.id, reference: leads.reference })
            .from(leads)
            .where(and(eq(leads.type, 'subscribe'), eq(leads.email, row.email)))
          if (!existing) throw new Error('Subscriber vanished during its own upsert')
          return { created: false, ...existing }
        }

        if (!options.deliverToCrm) return { created: true, id: inserted.id, reference: inserted.reference }
        const [outbox] = await tx
          .insert(leadOutbox)
          // Due now by the application's clock, which schedules every retry too: a database
          // clock a little ahead must not make the first attempt wait for the next sweep.
          .values({ leadId: inserted.id, body: crmBody(inserted), nextAttemptAt: new Date() })
          .returning({ id: leadOutbox.id })
        return { created: true, id: inserted.id, reference: inserted.reference, outboxId: outbox?.id }
      })
    } catch (error) {
      // The lead's writes rolled back whole; a reference collision just draws another.
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
