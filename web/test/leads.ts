import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { verifyDelivery } from '../lib/leads/signature.ts'

/**
 * Test support for the lead store: a fresh environment per test file and real HTTP
 * servers on 127.0.0.1 standing in for Google's siteverify and for the external CRM.
 * Nothing here replaces a function of the code under test; the code talks HTTP to these.
 */

const LEAD_VARIABLES = [
  'LEADS_MIN_FORM_AGE_MS',
  'LEADS_MAX_FORM_AGE_HOURS',
  'FORM_TOKEN_SECRET',
  'DATABASE_URL',
  'LEADS_DATA_DIR',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_VERIFY_URL',
  'RECAPTCHA_MIN_SCORE',
  'CRM_WEBHOOK_URL',
  'CRM_WEBHOOK_SECRET',
  'LEADS_RATE_LIMIT',
  'DATA_RETENTION_DAYS',
] as const

/**
 * Sets the lead variables for this test file (and clears the others, which a previous
 * file in the same worker may have set), with a fresh PGlite folder. Call it before the
 * first import of anything that loads lib/env.ts, which reads the environment once.
 */
export async function leadsTestEnv(variables: Partial<Record<(typeof LEAD_VARIABLES)[number], string>> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-leads-test-'))
  for (const name of LEAD_VARIABLES) delete process.env[name]
  // Tests post at machine speed: the bot check's minimum form age is off unless a test sets it.
  Object.assign(process.env, { LEADS_DATA_DIR: dataDir, LEADS_MIN_FORM_AGE_MS: '0', ...variables })
  return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true }) }
}

type Received = { headers: IncomingHttpHeaders; body: string; at: number }

async function listen(
  handler: (received: Received, answer: (status: number, body?: string) => void, drop: () => void) => void,
) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () =>
      handler(
        { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() },
        (status, body = '') => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body),
        () => request.socket.destroy(),
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Made per test run: only the loopback stand-ins below ever see it.
export const TEST_CAPTCHA_SECRET = randomBytes(16).toString('hex')

/**
 * Google's siteverify, answering from the token itself: `pass:<action>:<score>` is a valid
 * token made for that action with that score; anything else is invalid, as is a wrong secret.
 */
export async function startFakeSiteverify() {
  const requests: URLSearchParams[] = []
  const server = await listen(({ body }, answer) => {
    const form = new URLSearchParams(body)
    requests.push(form)
    const [kind, action, score] = (form.get('response') ?? '').split(':')
    if (form.get('secret') !== TEST_CAPTCHA_SECRET) {
      return answer(200, JSON.stringify({ success: false, 'error-codes': ['invalid-input-secret'] }))
    }
    if (kind !== 'pass')
      return answer(200, JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }))
    answer(
      200,
      JSON.stringify({
        success: true,
        action,
        score: Number(score),
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
      }),
    )
  })
  return { ...server, requests }
}

// Made per test run (the env schema wants at least 16 characters).
export const TEST_CRM_SECRET = randomBytes(24).toString('hex')

/** What the CRM runs on the raw body it got (lib/leads/signature.ts, `verifyDelivery`). */
export const verifySignature = (body: string, header: string | null | undefined, secret: string) =>
  verifyDelivery(body, header, secret)

/**
 * The external CRM. `state.mode`: `up` answers 200; `down` drops the connection without an
 * answer; `error` answers 500; `slow` answers 200 after `delayMs`; `held` answers 200 when the
 * test calls `release()`.
 */
export async function startFakeCrm() {
  const state = { mode: 'up' as 'up' | 'down' | 'error' | 'slow' | 'held', delayMs: 1_500 }
  /** Every request that arrived, and those that were answered 200 (accepted). */
  const received: Received[] = []
  const accepted: Received[] = []
  const held: (() => void)[] = []
  const server = await listen((request, answer, drop) => {
    received.push(request)
    const accept = () => {
      accepted.push(request)
      answer(200, '{}')
    }
    if (state.mode === 'down') return drop()
    if (state.mode === 'error') return answer(500, '{"error":"unavailable"}')
    if (state.mode === 'slow') return void setTimeout(accept, state.delayMs)
    if (state.mode === 'held') return void held.push(accept)
    accept()
  })
  const release = () => {
    for (const accept of held.splice(0)) accept()
  }
  return { ...server, state, received, accepted, release }
}

/** Polls `check` until it holds or `timeoutMs` passes. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const person = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 (212) 555-0100' }

/**
 * A valid form of each lead type but the newsletter, as `fields` of `POST /api/crm/contacts`.
 * The flight request's and questionnaire's rules judge dates against today, so these are too.
 */
export const SAMPLE_FIELDS = {
  contact: { ...person, message: 'Please call me', consent: true },
  'flight-request': {
    tripType: 'round-trip',
    from: 'JFK',
    to: 'LHR',
    departDate: day(30),
    returnDate: day(40),
    adults: 2,
    children: 0,
    infants: 0,
    cabin: 'business',
    ...person,
    phoneConsent: true,
  },
  questionnaire: {
    from: 'SFO',
    to: 'NRT',
    travelMonth: day(40).slice(0, 7),
    tripType: 'one-way',
    flexibility: 'few-days',
    airlines: ['ANA'],
    stops: 'nonstop-only',
    budget: '5000-8000',
    seating: 'aisle',
    ...person,
    consent: true,
  },
}
