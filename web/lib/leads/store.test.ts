import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { REFERENCE_PATTERN } from '@/lib/leads/reference'
import { leadsTestEnv } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('./db')
const { leadPayloadSchema } = await import('./schemas')
const { countSubscribers, listLeads, saveLead } = await import('./store')
const { leadOutbox, leads } = await import('./tables')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

const lead = (input: unknown) => leadPayloadSchema.parse(input)
const contact = (fields: Record<string, unknown> = {}) =>
  lead({
    type: 'contact',
    token: '',
    fields: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 212 555 0100', consent: true, ...fields },
  })

const rowsFor = async (email: string) => {
  const db = await getDb()
  return db
    .select()
    .from(leads)
    .where(sql`${leads.email} = ${email}`)
}

describe('saveLead', () => {
  it('stores a contact lead with its fields and a human reference', async () => {
    const saved = await saveLead(contact({ email: 'Grace@Example.com', message: 'Call me after 5' }), {
      deliverToCrm: false,
    })
    expect(saved.created).toBe(true)
    expect(saved.reference).toMatch(REFERENCE_PATTERN)
    const [row] = await rowsFor('grace@example.com')
    expect(row).toMatchObject({
      type: 'contact',
      reference: saved.reference,
      name: 'Ada Lovelace',
      phone: '+1 212 555 0100',
      fields: expect.objectContaining({ message: 'Call me after 5', consent: true }),
      sessionId: null,
      utm: null,
    })
  })

  it('keeps one subscriber per e-mail, whatever its case, and succeeds both times', async () => {
    const first = await saveLead(lead({ type: 'subscribe', email: 'Twice@Example.com', token: '' }), {
      deliverToCrm: true,
    })
    const second = await saveLead(lead({ type: 'subscribe', email: 'twice@example.COM', token: '' }), {
      deliverToCrm: true,
    })
    expect(first).toMatchObject({ created: true })
    expect(first.outboxId).toBeDefined()
    expect(second).toEqual({ created: false, id: first.id, reference: first.reference })
    expect(await rowsFor('twice@example.com')).toHaveLength(1)
    const db = await getDb()
    const deliveries = await db
      .select()
      .from(leadOutbox)
      .where(sql`${leadOutbox.leadId} = ${first.id}`)
    expect(deliveries).toHaveLength(1)
  })

  it('keeps one subscriber when the same address subscribes many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        saveLead(lead({ type: 'subscribe', email: i % 2 ? 'RACE@example.com' : 'race@example.com', token: '' }), {
          deliverToCrm: false,
        }),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(await rowsFor('race@example.com')).toHaveLength(1)
  })

  it('answers each lead of a burst that mixes forms, new and known subscribers, one delivery per new lead', async () => {
    const known = await saveLead(lead({ type: 'subscribe', email: 'known@example.com', token: '' }), {
      deliverToCrm: false,
    })
    const [first, again, fresh, other] = await Promise.all([
      saveLead(contact({ email: 'mixed-contact@example.com' }), { deliverToCrm: true }),
      saveLead(lead({ type: 'subscribe', email: 'Known@example.com', token: '' }), { deliverToCrm: true }),
      saveLead(lead({ type: 'subscribe', email: 'fresh@example.com', token: '' }), { deliverToCrm: true }),
      // The same address as the contact lead: a subscription is a lead of its own.
      saveLead(lead({ type: 'subscribe', email: 'mixed-contact@example.com', token: '' }), { deliverToCrm: true }),
    ])
    expect(again).toEqual({ created: false, id: known.id, reference: known.reference })
    for (const saved of [first, fresh, other])
      expect(saved).toMatchObject({ created: true, outboxId: expect.any(String) })
    expect(new Set([first, fresh, other].map((saved) => saved!.reference)).size).toBe(3)
    expect((await rowsFor('mixed-contact@example.com')).map((row) => row.type).sort()).toEqual(['contact', 'subscribe'])
    const db = await getDb()
    const deliveries = await db.select({ leadId: leadOutbox.leadId }).from(leadOutbox)
    for (const saved of [first, fresh, other]) {
      expect(deliveries.filter(({ leadId }) => leadId === saved!.id)).toHaveLength(1)
    }
    expect(deliveries.filter(({ leadId }) => leadId === known.id)).toHaveLength(0)
  })

  it('stores script tags and unicode exactly as given', async () => {
    const message = '<script>alert("x")</script> & <b>bold</b> — 東京 ✈️ Zürich 👩🏽‍✈️'
    const name = 'Zoë <img src=x onerror=alert(1)> Ñúñez'
    await saveLead(contact({ email: 'markup@example.com', name, message }), { deliverToCrm: false })
    const [row] = await rowsFor('markup@example.com')
    expect(row?.name).toBe(name)
    expect(row?.fields).toMatchObject({ message })
  })

  it('carries the newest UTM record and the session id when present', async () => {
    const utm = {
      timestamp: '2026-11-20T10:00:00.000Z',
      utmParams: { utm_source: 'newsletter', utm_campaign: 'winter' },
      additionalInfo: { referrer: 'https://mail.example/', screenWidth: 1280, screenHeight: 800 },
      sessionId: 'session-from-utm',
    }
    await saveLead(
      lead({ type: 'subscribe', email: 'utm@example.com', token: '', attribution: { sessionId: 'session-1', utm } }),
      { deliverToCrm: false },
    )
    const [row] = await rowsFor('utm@example.com')
    expect(row).toMatchObject({ sessionId: 'session-1', utm })
  })

  it('writes nothing when any part of the transaction fails', async () => {
    const db = await getDb()
    await db.execute(sql`
      create function refuse_outbox() returns trigger language plpgsql as
      $$ begin raise exception 'outbox refused for the test'; end $$`)
    await db.execute(sql`create trigger refuse_outbox before insert on lead_outbox execute function refuse_outbox()`)
    try {
      await expect(saveLead(contact({ email: 'partial@example.com' }), { deliverToCrm: true })).rejects.toThrow()
      await expect(
        saveLead(lead({ type: 'subscribe', email: 'partial-sub@example.com', token: '' }), { deliverToCrm: true }),
      ).rejects.toThrow()
      expect(await rowsFor('partial@example.com')).toHaveLength(0)
      expect(await rowsFor('partial-sub@example.com')).toHaveLength(0)
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on lead_outbox`)
      await db.execute(sql`drop function refuse_outbox`)
    }
  })
})

describe('listLeads', () => {
  it('lists newest first, filters by type and shows the CRM state', async () => {
    const listed = await listLeads()
    const times = listed.map((row) => row.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(listed.find((row) => row.email === 'twice@example.com')?.crm).toBe('pending')
    expect(listed.find((row) => row.email === 'grace@example.com')?.crm).toBeNull()

    const subscribers = await listLeads({ type: 'subscribe' })
    expect(subscribers.every((row) => row.type === 'subscribe')).toBe(true)
    expect(subscribers).toHaveLength(await countSubscribers())
    expect(await listLeads({ limit: 2 })).toHaveLength(2)
  })
})
