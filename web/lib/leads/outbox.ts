import 'server-only'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { env } from '../env.ts'
import { getDb } from './db.ts'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, sign } from './signature.ts'
import { leadOutbox, type Lead } from './tables.ts'

/**
 * Delivery of new leads to an external CRM (CRM_WEBHOOK_URL), from the outbox rows that
 * store.ts writes in each lead's transaction. At-least-once: a row is retried with
 * exponential backoff until the CRM answers 2xx, and the receiver deduplicates on the
 * idempotency key (the lead's id), in the body and in a header. The body is signed with
 * HMAC-SHA256 over its exact bytes so the CRM can check it came from this site.
 *
 * Delivery never runs inside the visitor's request: the route hands the new row to Next's
 * `after()`, and instrumentation.ts sweeps whatever is due (retries, rows of a crashed
 * instance) every half minute.
 */

export type CrmConfig = {
  url: string
  secret: string
  /** A CRM slower than this counts as a failed attempt (retried later). */
  timeoutMs: number
  /** How long a claimed row stays reserved for its worker; longer than the timeout. */
  leaseMs: number
  baseDelayMs: number
  maxDelayMs: number
  /** 30 s doubling up to an hour, 80 attempts: about three days of trying. */
  maxAttempts: number
  batchSize: number
}

export const CRM_DEFAULTS = {
  timeoutMs: 10_000,
  leaseMs: 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 80,
  batchSize: 20,
} satisfies Omit<CrmConfig, 'url' | 'secret'>

/** The CRM as configured, or null when there is none (delivery is then off). */
export function crmConfigFromEnv(): CrmConfig | null {
  const { CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: secret } = env
  return url && secret ? { url, secret, ...CRM_DEFAULTS } : null
}

/** The JSON the CRM receives; frozen in the outbox so every retry sends the same bytes. */
export function crmBody(lead: Lead): string {
  return JSON.stringify({
    id: lead.id,
    event: 'lead.created',
    reference: lead.reference,
    type: lead.type,
    createdAt: lead.createdAt.toISOString(),
    email: lead.email,
    name: lead.name,
    phone: lead.phone,
    fields: lead.fields,
    attribution: { sessionId: lead.sessionId, utm: lead.utm },
    captchaScore: lead.captchaScore,
  })
}

/** Delay before the next attempt: doubling, capped, with ±20 % jitter so retries spread. */
export function backoffMs(
  attempts: number,
  config: Pick<CrmConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random(),
) {
  const delay = Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(delay * (0.8 + 0.4 * random))
}

type Claimed = { id: string; leadId: string; body: string; attempts: number; lease: Date }

/**
 * Reserves due rows for this worker in one statement. `FOR UPDATE SKIP LOCKED` makes two
 * workers racing for the same rows take disjoint sets, and the lease (locked_until) keeps a
 * row away from other workers while its HTTP call runs outside any transaction, so a slow
 * CRM never holds a database lock (PGlite has one connection for everything).
 */
async function claim(now: Date, config: CrmConfig, id?: string): Promise<Claimed[]> {
  const db = await getDb()
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(
      and(
        id ? eq(leadOutbox.id, id) : undefined,
        isNull(leadOutbox.deliveredAt),
        isNull(leadOutbox.failedAt),
        lte(leadOutbox.nextAttemptAt, now),
        or(isNull(leadOutbox.lockedUntil), lte(leadOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(config.batchSize)
    .for('update', { skipLocked: true })
  const lease = new Date(now.getTime() + config.leaseMs)
  const rows = await db
    .update(leadOutbox)
    .set({ lockedUntil: lease, attempts: sql`${leadOutbox.attempts} + 1` })
    .where(inArray(leadOutbox.id, due))
    .returning({ id: leadOutbox.id, leadId: leadOutbox.leadId, body: leadOutbox.body, attempts: leadOutbox.attempts })
  return rows.map((row) => ({ ...row, lease }))
}

async function post(row: Claimed, config: CrmConfig): Promise<string | undefined> {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'meridian-leads/1',
        [IDEMPOTENCY_HEADER]: row.leadId,
        [SIGNATURE_HEADER]: sign(row.body, config.secret),
      },
      body: row.body,
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    await response.body?.cancel()
    return response.ok ? undefined : `HTTP ${response.status}`
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return cause ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
  }
}

async function deliver(row: Claimed, now: Date, config: CrmConfig): Promise<boolean> {
  const failure = await post(row, config)
  const db = await getDb()
  if (!failure) {
    // Delivered is true whoever holds the row now. The body, a second copy of the lead's
    // personal data, is not needed once the CRM has it (docs/privacy.md).
    await db
      .update(leadOutbox)
      .set({ deliveredAt: new Date(), body: '', lockedUntil: null, lastError: null })
      .where(eq(leadOutbox.id, row.id))
    return true
  }
  // A failure is recorded only while the row is still ours: had this call outlived the
  // lease, another worker may hold the row now, and its schedule is the one that counts.
  const ours = and(eq(leadOutbox.id, row.id), eq(leadOutbox.lockedUntil, row.lease))
  if (row.attempts >= config.maxAttempts) {
    console.error(`[leads] CRM delivery of lead ${row.leadId} abandoned after ${row.attempts} attempts: ${failure}`)
    await db.update(leadOutbox).set({ failedAt: now, lockedUntil: null, lastError: failure }).where(ours)
    return false
  }
  const next = new Date(now.getTime() + backoffMs(row.attempts, config))
  console.warn(
    `[leads] CRM delivery of lead ${row.leadId} failed (attempt ${row.attempts}: ${failure}); retry at ${next.toISOString()}`,
  )
  await db.update(leadOutbox).set({ nextAttemptAt: next, lockedUntil: null, lastError: failure }).where(ours)
  return false
}

/**
 * The deliveries under way in this process, kept on globalThis like the database handle (db.ts):
 * the routes start them after their response, and the shutdown waits for them before it closes
 * the store, from instrumentation.ts, which Next bundles apart with its own copy of this module.
 */
type Deliveries = Set<Promise<unknown>>
const inFlight = ((globalThis as { [key: symbol]: unknown })[Symbol.for('meridian.leads.outbox')] ??=
  new Set()) as Deliveries

/**
 * Resolves once every delivery this process started has finished. Deliveries run after the
 * response; the shutdown waits on this (instrumentation.ts), and the route tests before reading
 * what the loopback CRM received.
 */
export async function outboxIdle(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

export type DeliveryRun = { attempted: number; delivered: number }

/**
 * Delivers due outbox rows (or only row `id`): one batch, each row at most once per call.
 * `now` is the clock the schedule is read with (tests move it forward to reach a retry).
 */
export function deliverOutbox(
  options: { id?: string; now?: Date; config?: CrmConfig | null } = {},
): Promise<DeliveryRun> {
  const config = options.config === undefined ? crmConfigFromEnv() : options.config
  if (!config) return Promise.resolve({ attempted: 0, delivered: 0 })
  const now = options.now ?? new Date()
  const run = claim(now, config, options.id).then(async (rows) => {
    const results = await Promise.all(rows.map((row) => deliver(row, now, config)))
    return { attempted: rows.length, delivered: results.filter(Boolean).length }
  })
  inFlight.add(run)
  const forget = () => inFlight.delete(run)
  run.then(forget, forget)
  return run
}

/**
 * Row `id`'s delivery, for the caller to start once its response is sent (a route's new lead,
 * with `afterResponse`), and counted as under way from now: a shutdown that begins between the
 * response and the start waits for it rather than close the store under it, which left the lead
 * to another instance's sweep. One never started holds a shutdown until its time limit.
 */
export function deliverLater(id: string, options: { config?: CrmConfig | null } = {}): () => Promise<DeliveryRun> {
  let started!: (run: Promise<unknown>) => void
  const pending = new Promise<unknown>((resolve) => (started = resolve))
  inFlight.add(pending)
  return () => {
    const run = deliverOutbox({ ...options, id })
    inFlight.delete(pending)
    // Settles with the delivery; its failure is the caller's to report, not this promise's.
    started(run.catch(() => undefined))
    return run
  }
}

/** Delivers everything due, batch after batch, until a batch comes back short. */
export async function drainOutbox(options: { now?: Date; config?: CrmConfig | null } = {}): Promise<DeliveryRun> {
  const total = { attempted: 0, delivered: 0 }
  const batchSize = (options.config ?? crmConfigFromEnv())?.batchSize ?? 0
  for (;;) {
    const run = await deliverOutbox(options)
    total.attempted += run.attempted
    total.delivered += run.delivered
    if (run.attempted < batchSize || run.attempted === 0) return total
  }
}
