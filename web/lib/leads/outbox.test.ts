import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventually, leadsTestEnv, startFakeCrm, TEST_CRM_SECRET, verifySignature } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('./db')
const { backoffMs, CRM_DEFAULTS, deliverLater, deliverOutbox, drainOutbox, outboxIdle } = await import('./outbox')
const { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, sign, verifyDelivery } = await import('./signature')
const { leadPayloadSchema } = await import('./schemas')
const { saveLead } = await import('./store')
const { leadOutbox, leads } = await import('./tables')
const crm = await startFakeCrm()
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterAll(async () => {
  await crm.close()
  await closeDb()
  await testEnv.cleanup()
})

const config = { ...CRM_DEFAULTS, url: crm.url, secret: TEST_CRM_SECRET, timeoutMs: 1_000 }
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000)
let serial = 0

async function newLead() {
  const email = `outbox-${++serial}@example.com`
  const saved = await saveLead(leadPayloadSchema.parse({ type: 'subscribe', email, token: '' }), { deliverToCrm: true })
  if (!saved.outboxId) throw new Error('no outbox row')
  return { ...saved, outboxId: saved.outboxId, email }
}

const acceptedFor = (leadId: string) =>
  crm.accepted.filter((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === leadId)

async function outboxRow(id: string) {
  const db = await getDb()
  const [row] = await db.select().from(leadOutbox).where(eq(leadOutbox.id, id))
  return row
}

beforeEach(async () => {
  crm.state.mode = 'up'
  const db = await getDb()
  await db.delete(leadOutbox)
})

describe('the CRM outbox', () => {
  it('delivers a signed JSON body carrying the idempotency key', async () => {
    const lead = await newLead()
    expect(await deliverOutbox({ id: lead.outboxId, config })).toEqual({ attempted: 1, delivered: 1 })

    const [request] = acceptedFor(lead.id)
    expect(request?.headers['content-type']).toBe('application/json')
    const body = JSON.parse(request?.body ?? '{}')
    expect(body).toMatchObject({ id: lead.id, event: 'lead.created', type: 'subscribe', email: lead.email })
    expect(body.reference).toBe(lead.reference)
    // What a receiver does: check the timestamp, recompute the HMAC over it and the raw body.
    const signature = request?.headers[SIGNATURE_HEADER.toLowerCase()] as string
    expect(signature).toMatch(/^t=\d+,sha256=[0-9a-f]{64}$/)
    expect(verifySignature(request?.body ?? '', signature, TEST_CRM_SECRET)).toBe(true)
    expect(verifySignature(`${request?.body} `, signature, TEST_CRM_SECRET)).toBe(false)
    expect(verifySignature(request?.body ?? '', signature, 'another-secret-of-some-length')).toBe(false)
    expect((await outboxRow(lead.outboxId))?.deliveredAt).toBeInstanceOf(Date)
  })

  it('keeps a lead through a CRM outage and delivers it once, later', async () => {
    const lead = await newLead()
    crm.state.mode = 'down'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await deliverOutbox({ id: lead.outboxId, config })).toEqual({ attempted: 1, delivered: 0 })
    warn.mockRestore()
    const failed = await outboxRow(lead.outboxId)
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lockedUntil: null })
    expect(failed?.lastError).toBeTruthy()
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)

    crm.state.mode = 'up'
    // Not due yet: the sweep leaves it alone.
    expect(await drainOutbox({ config })).toEqual({ attempted: 0, delivered: 0 })
    // After the backoff it goes through, exactly once, however often the sweep runs.
    expect(await drainOutbox({ config, now: minutesLater(1) })).toEqual({ attempted: 1, delivered: 1 })
    expect(await drainOutbox({ config, now: minutesLater(120) })).toEqual({ attempted: 0, delivered: 0 })
    expect(acceptedFor(lead.id)).toHaveLength(1)
    expect(crm.received.filter((request) => request.body.includes(lead.id))).toHaveLength(2)
  })

  it('retries a CRM answering 500 and delivers once it answers 200', async () => {
    const lead = await newLead()
    crm.state.mode = 'error'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await deliverOutbox({ id: lead.outboxId, config })).toEqual({ attempted: 1, delivered: 0 })
    expect(await drainOutbox({ config, now: minutesLater(1) })).toEqual({ attempted: 1, delivered: 0 })
    warn.mockRestore()
    expect((await outboxRow(lead.outboxId))?.lastError).toBe('HTTP 500')

    crm.state.mode = 'up'
    expect(await drainOutbox({ config, now: minutesLater(5) })).toEqual({ attempted: 1, delivered: 1 })
    expect(await drainOutbox({ config, now: minutesLater(600) })).toEqual({ attempted: 0, delivered: 0 })
    expect(acceptedFor(lead.id)).toHaveLength(1)
    expect(await outboxRow(lead.outboxId)).toMatchObject({ attempts: 3, lastError: null })
  })

  it('counts a CRM slower than the timeout as a failed attempt', async () => {
    const lead = await newLead()
    crm.state.mode = 'slow'
    crm.state.delayMs = 800
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const started = Date.now()
    expect(await deliverOutbox({ id: lead.outboxId, config: { ...config, timeoutMs: 200 } })).toEqual({
      attempted: 1,
      delivered: 0,
    })
    warn.mockRestore()
    expect(Date.now() - started).toBeLessThan(700)
    expect((await outboxRow(lead.outboxId))?.lastError).toMatch(/TimeoutError/)
  })

  it('never hands one row to two workers running at once', async () => {
    const created = await Promise.all(Array.from({ length: 30 }, () => newLead()))
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => drainOutbox({ config: { ...config, batchSize: 5 } })),
    )
    expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(30)
    for (const lead of created) expect(acceptedFor(lead.id)).toHaveLength(1)
  })

  it('leaves a row claimed by a live worker alone until its lease runs out', async () => {
    const lead = await newLead()
    const db = await getDb()
    await db
      .update(leadOutbox)
      .set({ lockedUntil: minutesLater(1) })
      .where(eq(leadOutbox.id, lead.outboxId))
    expect(await deliverOutbox({ id: lead.outboxId, config })).toEqual({ attempted: 0, delivered: 0 })
    // The worker died: once the lease has passed, another one takes the row over.
    expect(await deliverOutbox({ id: lead.outboxId, config, now: minutesLater(2) })).toEqual({
      attempted: 1,
      delivered: 1,
    })
  })

  it('lets a worker that outlived its lease leave the new owner’s schedule alone', async () => {
    const lead = await newLead()
    crm.state.mode = 'slow'
    crm.state.delayMs = 2_000
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Worker A claims with a 100 ms lease and waits 600 ms for the CRM.
    const first = deliverOutbox({ id: lead.outboxId, config: { ...config, leaseMs: 100, timeoutMs: 600 } })
    await new Promise((resolve) => setTimeout(resolve, 150))
    // Worker B finds the lease run out (its clock says ten minutes later), claims the row
    // and gives up on the CRM first; A's failure, arriving last, must not overwrite B's.
    const later = minutesLater(10)
    await deliverOutbox({ id: lead.outboxId, config: { ...config, timeoutMs: 200 }, now: later })
    await first
    vi.restoreAllMocks()
    const row = await outboxRow(lead.outboxId)
    expect(row?.attempts).toBe(2)
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(later.getTime())
  })

  it('gives up after the last attempt but keeps the lead', async () => {
    const lead = await newLead()
    crm.state.mode = 'error'
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await deliverOutbox({ id: lead.outboxId, config: { ...config, maxAttempts: 1 } })).toEqual({
      attempted: 1,
      delivered: 0,
    })
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/abandoned after 1 attempts/))
    error.mockRestore()
    expect((await outboxRow(lead.outboxId))?.failedAt).toBeInstanceOf(Date)
    crm.state.mode = 'up'
    expect(await drainOutbox({ config, now: minutesLater(10_000) })).toEqual({ attempted: 0, delivered: 0 })
    const db = await getDb()
    expect(await db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1)
  })

  it('keeps a shutdown waiting for a delivery that a route started', async () => {
    // Next bundles instrumentation.ts, whose shutdown waits with outboxIdle before it closes the
    // store, apart from the routes that deliver after their response: each has its own copy of
    // this module, as a fresh import has here.
    const lead = await newLead()
    crm.state.mode = 'held'
    const delivery = deliverOutbox({ id: lead.outboxId, config })
    await eventually(() =>
      crm.received.some((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === lead.id),
    )
    vi.resetModules()
    const shutdown = await import('./outbox')
    let idle = false
    const waited = shutdown.outboxIdle().then(() => (idle = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(idle).toBe(false)
    crm.release()
    expect(await delivery).toEqual({ attempted: 1, delivered: 1 })
    await waited
    expect((await outboxRow(lead.outboxId))?.deliveredAt).toBeInstanceOf(Date)
  })

  it('keeps a shutdown waiting for a delivery due after a response, before it has started', async () => {
    // A route stores the lead, answers, and starts the delivery after its response (Next's
    // after()); a shutdown can check between the two.
    const lead = await newLead()
    const start = deliverLater(lead.outboxId, { config })
    let idle = false
    const waited = outboxIdle().then(() => (idle = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idle).toBe(false)
    expect(await start()).toEqual({ attempted: 1, delivered: 1 })
    await waited
    expect(acceptedFor(lead.id)).toHaveLength(1)
  })

  it('does nothing without a CRM', async () => {
    await newLead()
    expect(await drainOutbox({ config: null })).toEqual({ attempted: 0, delivered: 0 })
  })
})

describe('backoffMs', () => {
  it('doubles from 30 s, stays within ±20 % and stops growing at an hour', () => {
    expect(backoffMs(1, CRM_DEFAULTS, 0.5)).toBe(30_000)
    expect(backoffMs(2, CRM_DEFAULTS, 0.5)).toBe(60_000)
    expect(backoffMs(5, CRM_DEFAULTS, 0.5)).toBe(480_000)
    expect(backoffMs(1, CRM_DEFAULTS, 0)).toBe(24_000)
    expect(backoffMs(1, CRM_DEFAULTS, 1)).toBe(36_000)
    expect(backoffMs(80, CRM_DEFAULTS, 0.5)).toBe(3_600_000)
  })
})

describe('the delivery signature', () => {
  const body = 'what do ya want for nothing?'
  const at = 1_700_000_000

  it('is HMAC-SHA256 over the timestamp and the exact body (as `openssl dgst -sha256 -hmac` computes it)', () => {
    expect(sign(body, 'Jefe', at)).toBe(
      't=1700000000,sha256=1cdd0650c8be1cb0974b1788d458b1e781206cfef59b85faafc582d2e182c57e',
    )
  })

  it("is accepted by the receiver's check within five minutes, and refused once replayed later", () => {
    const header = sign(body, 'Jefe', at)
    expect(verifyDelivery(body, header, 'Jefe', at)).toBe(true)
    expect(verifyDelivery(body, header, 'Jefe', at + 300)).toBe(true)
    expect(verifyDelivery(body, header, 'Jefe', at + 301)).toBe(false)
    expect(verifyDelivery(body, header, 'Jefe', at - 301)).toBe(false)
  })

  it('is refused for another body, another secret, another timestamp or a malformed header', () => {
    const header = sign(body, 'Jefe', at)
    expect(verifyDelivery(`${body} `, header, 'Jefe', at)).toBe(false)
    expect(verifyDelivery(body, header, 'Jeff', at)).toBe(false)
    expect(verifyDelivery(body, header.replace('t=1700000000', 't=1700000001'), 'Jefe', at)).toBe(false)
    expect(verifyDelivery(body, header.replace('sha256=', 'sha256=0'), 'Jefe', at)).toBe(false)
    expect(verifyDelivery(body, undefined, 'Jefe', at)).toBe(false)
  })
})
