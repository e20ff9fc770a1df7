import 'server-only'
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import { env } from '../env.ts'
import { failureReason } from '../failure.ts'
import { FORM_TOKEN_HEADER, FORM_TRAP_HEADER, type FormTokenAnswer } from './bot-check-headers.ts'
import { getDb } from './db.ts'
import { Gathering } from './group-commit.ts'
import { siteSecrets, spentFormTokens } from './tables.ts'

/**
 * The bot check that needs no captcha keys (README.md, "Bot protection"). A form asks
 * `GET /api/form-token` for a signed token when the visitor first focuses it and sends it with the
 * lead; the lead is refused when the token is forged, younger than LEADS_MIN_FORM_AGE_MS (no person
 * fills a form that fast), older than LEADS_MAX_FORM_AGE_HOURS, or already spent on a stored lead,
 * and when the form's hidden field, which people never see, was filled in. With reCAPTCHA keys both
 * checks run. Ages are real elapsed time, never the site's configurable clock (lib/clock.ts), which
 * tests freeze.
 */

const SECRET_NAME = 'form-token'
/** A token stamped this far in the future is accepted: instances' clocks differ a little. */
const CLOCK_SKEW_MS = 60_000

let secret: Promise<KeyObject> | undefined

/**
 * FORM_TOKEN_SECRET, or the store's own secret, made once and shared by every instance. A key
 * object, made once: an HMAC given the secret's bytes imports them again each time, several times
 * the cost of the HMAC itself, paid on every lead and every token.
 */
function formSecret(): Promise<KeyObject> {
  secret ??= (async () => {
    if (env.FORM_TOKEN_SECRET) return createSecretKey(Buffer.from(env.FORM_TOKEN_SECRET))
    const db = await getDb()
    await db
      .insert(siteSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await db
      .select({ value: siteSecrets.value })
      .from(siteSecrets)
      .where(eq(siteSecrets.name, SECRET_NAME))
    if (!row) throw new Error('The form-token secret vanished after it was written')
    return createSecretKey(Buffer.from(row.value))
  })().catch((error: unknown) => {
    // The store may be down for a moment: the next request tries again.
    secret = undefined
    throw error
  })
  return secret
}

const mac = (key: KeyObject, issued: string, nonce: string) =>
  createHmac('sha256', key).update(`form-token.${issued}.${nonce}`).digest('base64url')

const limits = () => ({ minAgeMs: env.LEADS_MIN_FORM_AGE_MS, maxAgeMs: env.LEADS_MAX_FORM_AGE_HOURS * 3_600_000 })

/** A new token: `<issued at, base 36>.<random nonce>.<HMAC of both>`. */
export async function issueFormToken(at = Date.now()): Promise<FormTokenAnswer> {
  const issued = at.toString(36)
  const nonce = randomBytes(12).toString('base64url')
  return { token: `${issued}.${nonce}.${mac(await formSecret(), issued, nonce)}`, ...limits() }
}

/**
 * The holds of the requests arriving together go in one statement of the process's next group
 * transaction (group-commit.ts), with its leads and rate-limit counts: a statement per request cost
 * PGlite 40 % of the subscriptions a second (bench/README.md, "bench:leads"). Of one nonce held
 * twice in a batch, the first wins.
 */
const holds = new Gathering<{ nonce: string; expiresAt: Date }, boolean>(async (tx, items) => {
  const inserted = await tx
    .insert(spentFormTokens)
    .values(items)
    .onConflictDoNothing()
    .returning({ nonce: spentFormTokens.nonce })
  const won = new Set(inserted.map((row) => row.nonce))
  return items.map((item) => won.delete(item.nonce))
})

export type BotCheckRefusal = 'missing' | 'forged' | 'too-fast' | 'expired' | 'replayed' | 'trap'

export type BotCheck =
  | {
      ok: true
      /**
       * The token is held from the check on, so two requests carrying it at once cannot both
       * store a lead. Call this when this request stores nothing (refused later, or the store
       * failed), and wait for it: the token may then carry the visitor's next attempt.
       */
      release: () => Promise<void>
    }
  | { ok: false; reason: BotCheckRefusal }

/** Checks the headers of a lead's request (see above). Rejects only when the store is unreachable. */
export async function checkBotHeaders(headers: Headers, at = Date.now()): Promise<BotCheck> {
  if (headers.get(FORM_TRAP_HEADER)) return { ok: false, reason: 'trap' }
  const token = headers.get(FORM_TOKEN_HEADER) ?? ''
  const [issued = '', nonce = '', signature = '', ...rest] = token.split('.')
  if (!token) return { ok: false, reason: 'missing' }
  if (rest.length > 0 || !/^[0-9a-z]{1,11}$/.test(issued) || !/^[\w-]{16}$/.test(nonce)) {
    return { ok: false, reason: 'forged' }
  }
  const expected = Buffer.from(mac(await formSecret(), issued, nonce))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }

  const { minAgeMs, maxAgeMs } = limits()
  const issuedAt = parseInt(issued, 36)
  const age = at - issuedAt
  if (age < -CLOCK_SKEW_MS || age > maxAgeMs) return { ok: false, reason: 'expired' }
  if (age < minAgeMs) return { ok: false, reason: 'too-fast' }
  // Held in the store every instance shares: of two requests carrying one token, on one instance
  // or two, one inserts its nonce and the other finds it there.
  if (!(await holds.add({ nonce, expiresAt: new Date(issuedAt + maxAgeMs) }))) return { ok: false, reason: 'replayed' }
  const db = await getDb()
  const release = () =>
    db
      .delete(spentFormTokens)
      .where(eq(spentFormTokens.nonce, nonce))
      .then(
        () => undefined,
        (error: unknown) => console.error(`[leads] a form token could not be given back: ${failureReason(error)}`),
      )
  return { ok: true, release }
}

/** Deletes the nonces of tokens past their age limit (run by the periodic sweep). */
export async function pruneSpentFormTokens(at = Date.now()): Promise<void> {
  const db = await getDb()
  await db.delete(spentFormTokens).where(lt(spentFormTokens.expiresAt, new Date(at)))
}

/** What a refused visitor is told (a person only ever meets the first two, after a long pause). */
export const BOT_CHECK_MESSAGES: Record<BotCheckRefusal, string> = {
  expired: 'The form has expired; please reload the page and send it again',
  'too-fast': 'The form was sent too quickly; please try again',
  missing: 'The form could not be verified; please reload the page and try again',
  forged: 'The form could not be verified; please reload the page and try again',
  replayed: 'The form was already sent; please reload the page to send another',
  trap: 'The form could not be verified; please reload the page and try again',
}
