import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { REFERENCE_PATTERN } from '@/lib/leads/reference'
import {
  eventually,
  leadsTestEnv,
  SAMPLE_FIELDS as forms,
  startFakeCrm,
  startFakeSiteverify,
  TEST_CAPTCHA_SECRET,
  TEST_CRM_SECRET,
  verifySignature,
} from '@/test/leads'

/**
 * The real handler, a real PGlite in a fresh folder, and real HTTP servers on loopback in
 * place of Google's siteverify and of the CRM. Each test posts from its own address, so
 * the rate limit (5 a minute here) only meets the test that is about it.
 */

const google = await startFakeSiteverify()
const crm = await startFakeCrm()
const testEnv = await leadsTestEnv({
  RECAPTCHA_SITE_KEY: 'test-site-key',
  RECAPTCHA_SECRET_KEY: TEST_CAPTCHA_SECRET,
  RECAPTCHA_VERIFY_URL: google.url,
  RECAPTCHA_MIN_SCORE: '0.5',
  CRM_WEBHOOK_URL: crm.url,
  CRM_WEBHOOK_SECRET: TEST_CRM_SECRET,
  LEADS_RATE_LIMIT: '5',
})
const { POST } = await import('./route')
const { issueFormToken } = await import('@/lib/leads/bot-check')
const { FORM_TOKEN_HEADER, FORM_TRAP_HEADER } = await import('@/lib/leads/bot-check-headers')
const { closeDb, getDb } = await import('@/lib/leads/db')
const { drainOutbox, outboxIdle } = await import('@/lib/leads/outbox')
const { IDEMPOTENCY_HEADER, SIGNATURE_HEADER } = await import('@/lib/leads/signature')
const { leadOutbox, leads } = await import('@/lib/leads/tables')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterEach(() => {
  crm.state.mode = 'up'
  vi.useRealTimers()
  vi.restoreAllMocks()
})

afterAll(async () => {
  await settle()
  await Promise.all([google.close(), crm.close()])
  await closeDb()
  await testEnv.cleanup()
})

let addresses = 0
const nextAddress = () => `192.0.2.${++addresses}`

type Post = { body?: BodyInit; json?: unknown; headers?: Record<string, string>; from?: string }

/** Each post carries a fresh form token, as a form does, unless `headers` give one (or '' for none). */
async function post({ body, json, headers = {}, from = nextAddress() }: Post) {
  const formToken = headers[FORM_TOKEN_HEADER] ?? (await issueFormToken()).token
  const request = new Request('http://localhost/api/crm/contacts', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...headers,
      [FORM_TOKEN_HEADER]: formToken,
    },
    body: body ?? JSON.stringify(json),
    duplex: 'half',
  } as RequestInit)
  const started = performance.now()
  const response = await POST(request)
  return {
    status: response.status,
    text: await response.text(),
    headers: response.headers,
    ms: performance.now() - started,
  }
}

/** Lets deliveries started after a response (setImmediate outside Next) run to the end. */
async function settle() {
  await new Promise((resolve) => setImmediate(resolve))
  await outboxIdle()
}

const quietly = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
}

async function stored(email: string) {
  const db = await getDb()
  return db.select().from(leads).where(eq(leads.email, email))
}

const subscribe = (email: string, token = 'pass:subscription:0.9') => ({ type: 'subscribe', email, token })

const tokens = { contact: 'contact', 'flight-request': 'flight_request', questionnaire: 'questionnaire' }

describe('POST /api/crm/contacts: accepted leads', () => {
  it('accepts the newsletter payload (type, email, token) and answers Success as text/plain', async () => {
    const response = await post({ json: subscribe('Reader@Example.com') })
    expect(response).toMatchObject({ status: 200, text: 'Success' })
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('x-lead-reference')).toBeNull()
    const [row] = await stored('reader@example.com')
    expect(row).toMatchObject({ type: 'subscribe', captchaScore: 0.9 })
    expect(google.requests.at(-1)?.get('remoteip')).toBeTruthy()
  })

  for (const type of ['contact', 'flight-request', 'questionnaire'] as const) {
    it(`stores a ${type} lead and returns its reference`, async () => {
      const email = `${type}@example.com`
      const response = await post({
        json: { type, token: `pass:${tokens[type]}:0.7`, fields: { ...forms[type], email } },
      })
      expect(response).toMatchObject({ status: 200, text: 'Success' })
      const reference = response.headers.get('x-lead-reference')
      expect(reference).toMatch(REFERENCE_PATTERN)
      const [row] = await stored(email)
      expect(row).toMatchObject({ type, reference, name: 'Ada Lovelace' })
    })
  }

  it('keeps one subscriber for the same e-mail subscribed twice, answering Success both times', async () => {
    expect((await post({ json: subscribe('twice@example.com') })).text).toBe('Success')
    expect((await post({ json: subscribe('TWICE@example.com') })).text).toBe('Success')
    expect(await stored('twice@example.com')).toHaveLength(1)
  })

  it('keeps one subscriber when duplicates arrive at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post({ json: subscribe('burst@example.com') })))
    expect(answers.map((answer) => answer.text)).toEqual(Array(12).fill('Success'))
    expect(await stored('burst@example.com')).toHaveLength(1)
  })

  it('stores script tags and unicode as plain text, exactly as given', async () => {
    const name = '<script>alert(1)</script> Zoë Ñúñez 東京 👩🏽‍✈️'
    const message = '</textarea><img src=x onerror=alert(1)> “quotes” & ampersands'
    const response = await post({
      json: {
        type: 'contact',
        token: 'pass:contact:0.9',
        fields: { ...forms.contact, name, message, email: 'xss@example.com' },
      },
    })
    expect(response).toMatchObject({ status: 200, text: 'Success' })
    const [row] = await stored('xss@example.com')
    expect(row?.name).toBe(name)
    expect(row?.fields).toMatchObject({ message })
  })

  it('keeps the attribution: the newest UTM record and the session id', async () => {
    const attribution = {
      sessionId: 'b3f1c2',
      utm: {
        timestamp: new Date().toISOString(),
        utmParams: { utm_source: 'newsletter', utm_campaign: 'été-2026' },
        additionalInfo: { landingPageUrl: 'https://example.com/?utm_source=newsletter', language: 'fr-FR' },
      },
    }
    const response = await post({ json: { ...subscribe('utm@example.com'), attribution } })
    expect(response.text).toBe('Success')
    const [row] = await stored('utm@example.com')
    expect(row).toMatchObject({ sessionId: 'b3f1c2', utm: attribution.utm })
  })
})

describe('POST /api/crm/contacts: refused requests store nothing', () => {
  it('refuses a lead without a valid form token, or with the hidden field filled in, with 403', async () => {
    const { token } = await issueFormToken()
    const [issued, nonce, signature] = token.split('.')
    const cases: Record<string, string>[] = [
      { [FORM_TOKEN_HEADER]: '' },
      { [FORM_TOKEN_HEADER]: 'not-a-token' },
      { [FORM_TOKEN_HEADER]: `${issued}.${nonce}.${signature!.slice(0, -2)}xx` },
      { [FORM_TOKEN_HEADER]: `${(Number.parseInt(issued!, 36) - 1).toString(36)}.${nonce}.${signature}` },
      { [FORM_TRAP_HEADER]: 'https://spam.example.com' },
    ]
    for (const [index, headers] of cases.entries()) {
      const response = await post({ json: subscribe(`bot-${index}@example.com`), headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(response.text).toMatch(/reload the page/)
      expect(await stored(`bot-${index}@example.com`)).toHaveLength(0)
    }
  })

  it('takes a form token for one stored lead only, and again after a failure to store', async () => {
    const { token } = await issueFormToken()
    const headers = { [FORM_TOKEN_HEADER]: token }
    quietly()
    const refusedByCaptcha = await post({ json: subscribe('once@example.com', 'fail'), headers })
    expect(refusedByCaptcha.status).toBe(403)
    expect((await post({ json: subscribe('once@example.com'), headers })).text).toBe('Success')
    const replay = await post({ json: subscribe('twice-with-one-token@example.com'), headers })
    expect(replay).toMatchObject({
      status: 403,
      text: 'The form was already sent; please reload the page to send another',
    })
    expect(await stored('twice-with-one-token@example.com')).toHaveLength(0)
  })

  it('stores one lead when two requests carry the same form token at once', async () => {
    const headers = { [FORM_TOKEN_HEADER]: (await issueFormToken()).token }
    const answers = await Promise.all(
      ['race-a@example.com', 'race-b@example.com'].map((email) => post({ json: subscribe(email), headers })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403])
    const rows = [...(await stored('race-a@example.com')), ...(await stored('race-b@example.com'))]
    expect(rows).toHaveLength(1)
  })

  it('refuses malformed JSON with 400', async () => {
    for (const body of ['{"type":"subscribe",', 'not json', '']) {
      const response = await post({ body })
      expect(response).toMatchObject({ status: 400, text: 'The body is not valid UTF-8 JSON' })
    }
  })

  it('refuses text no column can store (NUL, unpaired surrogates) with 400 naming the field, for every form', async () => {
    const leads = [
      { type: 'subscribe', token: 'pass:subscription:0.9', email: 'nul@example.com' },
      ...Object.entries(forms).map(([type, fields]) => ({
        type,
        token: `pass:${tokens[type as keyof typeof tokens]}:0.9`,
        fields: { ...fields, email: 'nul@example.com' },
      })),
    ]
    for (const lead of leads) {
      for (const bad of ['Ada\u0000', 'Ada \ud83d', '\ude00 Ada']) {
        const inName = 'fields' in lead ? { ...lead, fields: { ...lead.fields, name: bad } } : null
        const inSession = { ...lead, attribution: { sessionId: bad } }
        for (const [json, field] of [
          [inName, 'fields.name'],
          [inSession, 'attribution.sessionId'],
        ] as const) {
          if (!json) continue
          const response = await post({ json })
          expect(response.status, `${lead.type} ${field} ${JSON.stringify(bad)}`).toBe(400)
          expect(response.text).toContain(`- ${field}: Contains a character that cannot be stored`)
        }
      }
    }
    expect(await stored('nul@example.com')).toHaveLength(0)
  })

  it('refuses bytes that are not UTF-8 with 400', async () => {
    const response = await post({ body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) })
    expect(response.status).toBe(400)
  })

  it('refuses missing fields, listing them', async () => {
    const response = await post({ json: { type: 'subscribe' } })
    expect(response.status).toBe(400)
    expect(response.text).toContain('- email: Value is required')
    expect(response.text).toContain('- token:')

    const contact = await post({ json: { type: 'contact', token: 'pass:contact:0.9', fields: { name: 'Al' } } })
    expect(contact.status).toBe(400)
    expect(contact.text).toMatch(/- fields\.email: Value is required[\s\S]*- fields\.phone/)
  })

  it('refuses extra fields', async () => {
    const response = await post({ json: { ...subscribe('extra@example.com'), admin: true } })
    expect(response.status).toBe(400)
    expect(response.text).toMatch(/admin/)
    const nested = await post({
      json: {
        type: 'contact',
        token: 'pass:contact:0.9',
        fields: { ...forms.contact, email: 'extra@example.com', vip: 1 },
      },
    })
    expect(nested.status).toBe(400)
    expect(nested.text).toMatch(/vip/)
    expect(await stored('extra@example.com')).toHaveLength(0)
  })

  it('refuses wrong types and unknown lead types', async () => {
    for (const json of [
      { type: 'subscribe', email: 42, token: 'pass:subscription:0.9' },
      { type: 'subscribe', email: 'types@example.com', token: null },
      { type: 'subscribe', email: ['types@example.com'], token: '' },
      [subscribe('types@example.com')],
      'subscribe',
      null,
    ]) {
      expect((await post({ json })).status).toBe(400)
    }
    const unknown = await post({ json: { ...subscribe('types@example.com'), type: 'unsubscribe' } })
    expect(unknown).toMatchObject({ status: 400 })
    expect(unknown.text).toContain('type: must be one of subscribe, contact, flight-request, questionnaire')
    expect(await stored('types@example.com')).toHaveLength(0)
  })

  it('refuses a malformed e-mail address', async () => {
    const response = await post({ json: subscribe('not-an-email') })
    expect(response).toMatchObject({ status: 400 })
    expect(response.text).toContain('email: Value is not a valid email address')
  })

  it('refuses a 1 MB body with 413, whether or not its length is declared', async () => {
    const huge = JSON.stringify({ ...subscribe('huge@example.com'), token: 'x'.repeat(1024 * 1024) })
    expect((await post({ body: huge })).status).toBe(413)

    // Streamed without Content-Length (chunked): the cap is enforced while reading.
    const encoder = new TextEncoder()
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= huge.length) return controller.close()
        controller.enqueue(encoder.encode(huge.slice(sent, sent + 64 * 1024)))
        sent += 64 * 1024
      },
    })
    expect((await post({ body: stream })).status).toBe(413)
    expect(sent).toBeLessThan(huge.length)

    // A Content-Length that lies low changes nothing either.
    expect((await post({ body: huge, headers: { 'Content-Length': '10' } })).status).toBe(413)
    expect(await stored('huge@example.com')).toHaveLength(0)
  })

  it('refuses bodies that are not declared as JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const response = await post({ json: subscribe('media@example.com'), headers: { 'Content-Type': type } })
      expect(response.status).toBe(415)
    }
    expect(
      (
        await post({
          json: subscribe('media@example.com'),
          headers: { 'Content-Type': 'application/json; charset=UTF-8' },
        })
      ).status,
    ).toBe(200)
  })
})

describe('POST /api/crm/contacts: captcha', () => {
  it.each([
    ['a token Google refuses', 'forged-token'],
    ['a token made for another action', 'pass:login:0.9'],
    ['a contact-form token on the newsletter', 'pass:contact:0.9'],
    ['a score under the threshold', 'pass:subscription:0.2'],
    ['a missing token', ''],
  ])('refuses %s with 403 and stores nothing', async (_case, token) => {
    quietly()
    const email = `captcha-${token.replace(/\W/g, '') || 'none'}@example.com`
    const response = await post({ json: subscribe(email, token) })
    expect(response).toMatchObject({ status: 403, text: 'The captcha check failed' })
    expect(await stored(email)).toHaveLength(0)
  })

  it("takes a booking's token in place of the captcha for a question sent from its page, and stores its reference", async () => {
    const { createBooking } = await import('@/lib/checkout/store')
    const { now } = await import('@/lib/clock')
    const { sampleSnapshot } = await import('@/test/checkout')
    const { token, reference } = await createBooking(await sampleSnapshot(), { at: now(), expiresInHours: 168 })
    const fields = { name: 'Ada Lovelace', email: 'asks@example.com', phone: '+1 617 555 0101', consent: true }
    const asked = await post({ json: { type: 'contact', token: '', booking: token, fields } })
    expect(asked.status).toBe(200)
    const [lead] = await stored('asks@example.com')
    expect(lead!.fields).toMatchObject({ booking: reference })
    expect(JSON.stringify(lead)).not.toContain(token)

    // A made-up booking is no proof: the captcha is asked for, and refuses an empty token.
    quietly()
    const madeUp = await post({
      json: {
        type: 'contact',
        token: '',
        booking: 'A'.repeat(22),
        fields: { ...fields, email: 'made-up@example.com' },
      },
    })
    expect(madeUp).toMatchObject({ status: 403, text: 'The captcha check failed' })
    expect(await stored('made-up@example.com')).toHaveLength(0)
    expect((await post({ json: { type: 'contact', token: '', booking: 'not a token', fields } })).status).toBe(400)
  })

  it('answers 503 when siteverify cannot be reached, and stores nothing', async () => {
    quietly()
    const closed = await startFakeSiteverify()
    await closed.close()
    // A second copy of the handler whose environment points at the closed port.
    vi.resetModules()
    process.env.RECAPTCHA_VERIFY_URL = closed.url
    try {
      const { POST: postUnverifiable } = await import('./route')
      const request = new Request('http://localhost/api/crm/contacts', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': nextAddress(),
          [FORM_TOKEN_HEADER]: (await issueFormToken()).token,
        },
        body: JSON.stringify(subscribe('google-down@example.com')),
      })
      const response = await postUnverifiable(request)
      expect(response.status).toBe(503)
      expect(await stored('google-down@example.com')).toHaveLength(0)
    } finally {
      process.env.RECAPTCHA_VERIFY_URL = google.url
    }
  })
})

describe('POST /api/crm/contacts: rate limit', () => {
  it('answers 429 with Retry-After past the limit, per address, and recovers after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 30, 10))
    const from = nextAddress()
    for (let i = 0; i < 5; i++)
      expect((await post({ json: subscribe(`limit-${i}@example.com`), from })).status).toBe(200)

    const refused = await post({ json: subscribe('limit-6@example.com'), from })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('50')
    expect(await stored('limit-6@example.com')).toHaveLength(0)
    // Another address is not affected.
    expect((await post({ json: subscribe('limit-other@example.com') })).status).toBe(200)

    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 31, 0))
    expect((await post({ json: subscribe('limit-6@example.com'), from })).status).toBe(200)
  })

  it('counts every attempt, including invalid ones', async () => {
    // The limit counts per clock minute: a real clock could cross into the next minute between
    // the attempts (a slow CI machine did) and start a fresh count.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 21, 9, 40, 10))
    const from = nextAddress()
    for (let i = 0; i < 5; i++) expect((await post({ body: 'nonsense', from })).status).toBe(400)
    expect((await post({ json: subscribe('after-junk@example.com'), from })).status).toBe(429)
  })
})

describe('POST /api/crm/contacts: storage and CRM', () => {
  it('answers 503 with a log line and no stack when the store fails, leaving nothing partial', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const db = await getDb()
    await db.execute(sql`
      create function refuse_outbox() returns trigger language plpgsql as
      $$ begin raise exception 'disk full (simulated)'; end $$`)
    await db.execute(sql`create trigger refuse_outbox before insert on lead_outbox execute function refuse_outbox()`)
    try {
      const response = await post({ json: subscribe('store-fails@example.com') })
      expect(response.status).toBe(503)
      expect(response.text).toBe('The lead could not be accepted right now; please try again later')
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/\[leads\] saving the lead failed: .*disk full/))
      expect(await stored('store-fails@example.com')).toHaveLength(0)
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on lead_outbox`)
      await db.execute(sql`drop function refuse_outbox`)
    }
  })

  it('answers fast while the CRM is slow, delivering after the response', async () => {
    crm.state.mode = 'slow'
    crm.state.delayMs = 2_000
    const before = crm.accepted.length
    const response = await post({ json: subscribe('slow-crm@example.com') })
    expect(response).toMatchObject({ status: 200, text: 'Success' })
    expect(response.ms).toBeLessThan(1_000)
    expect(crm.accepted).toHaveLength(before)
    await settle()
    const [row] = await stored('slow-crm@example.com')
    const delivered = crm.accepted.filter((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === row?.id)
    expect(delivered).toHaveLength(1)
  })

  it('loses nothing while the CRM is down and delivers once, later, with a verifiable signature', async () => {
    quietly()
    crm.state.mode = 'down'
    const response = await post({ json: subscribe('crm-down@example.com') })
    expect(response.text).toBe('Success')
    await settle()
    const [row] = await stored('crm-down@example.com')
    if (!row) throw new Error('lead not stored')
    const db = await getDb()
    const [pending] = await db.select().from(leadOutbox).where(eq(leadOutbox.leadId, row.id))
    expect(pending).toMatchObject({ attempts: 1, deliveredAt: null })

    crm.state.mode = 'up'
    await drainOutbox({ now: new Date(Date.now() + 60_000) })
    await drainOutbox({ now: new Date(Date.now() + 3_600_000) })
    const delivered = crm.accepted.filter((request) => request.headers[IDEMPOTENCY_HEADER.toLowerCase()] === row.id)
    expect(delivered).toHaveLength(1)
    const [request] = delivered
    const signature = request?.headers[SIGNATURE_HEADER.toLowerCase()] as string
    expect(verifySignature(request?.body ?? '', signature, TEST_CRM_SECRET)).toBe(true)
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ id: row.id, email: 'crm-down@example.com' })
  })

  it('delivers exactly once, later, when the CRM answers 500 and then 200', async () => {
    quietly()
    crm.state.mode = 'error'
    const response = await post({ json: subscribe('crm-500@example.com') })
    expect(response.text).toBe('Success')
    await settle()
    const [row] = await stored('crm-500@example.com')
    const forLead = () => crm.received.filter((request) => request.body.includes(row?.id ?? '-'))
    expect(forLead()).toHaveLength(1)

    crm.state.mode = 'up'
    await drainOutbox({ now: new Date(Date.now() + 60_000) })
    await drainOutbox({ now: new Date(Date.now() + 3_600_000) })
    await eventually(() => forLead().length === 2)
    expect(crm.accepted.filter((request) => request.body.includes(row?.id ?? '-'))).toHaveLength(1)
  })
})
