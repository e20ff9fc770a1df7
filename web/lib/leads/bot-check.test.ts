import { afterAll, describe, expect, it, vi } from 'vitest'
import { leadsTestEnv } from '@/test/leads'

/**
 * The captcha-free bot check (README.md, "Bot protection") on a real PGlite store: the ages a
 * token is accepted at, forgeries, one lead per token, the hidden field, and one secret for every
 * instance on the same store.
 */

const testEnv = await leadsTestEnv({ LEADS_MIN_FORM_AGE_MS: '3000', LEADS_MAX_FORM_AGE_HOURS: '2' })
const { checkBotHeaders, issueFormToken, pruneSpentFormTokens } = await import('./bot-check')
const { FORM_TOKEN_HEADER, FORM_TRAP_HEADER } = await import('./bot-check-headers')
const { closeDb, getDb } = await import('./db')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

const T = Date.parse('2027-03-16T12:00:00Z')
const headers = (token: string, extra: Record<string, string> = {}) =>
  new Headers({ [FORM_TOKEN_HEADER]: token, ...extra })
/** What the check says of a token; one it accepts is given back, so the probe leaves no trace. */
const reason = async (token: string, at: number, extra?: Record<string, string>) => {
  const check = await checkBotHeaders(headers(token, extra), at)
  if (check.ok) await check.release()
  return check.ok ? 'ok' : check.reason
}

describe('the bot check', () => {
  it('says which ages the server accepts', async () => {
    expect(await issueFormToken(T)).toMatchObject({ minAgeMs: 3000, maxAgeMs: 2 * 3_600_000 })
  })

  it('refuses a form sent sooner than the minimum age or later than the maximum', async () => {
    const { token } = await issueFormToken(T)
    expect(await reason(token, T + 500)).toBe('too-fast')
    expect(await reason(token, T + 2999)).toBe('too-fast')
    expect(await reason(token, T + 3000)).toBe('ok')
    expect(await reason(token, T + 2 * 3_600_000)).toBe('ok')
    expect(await reason(token, T + 2 * 3_600_000 + 1)).toBe('expired')
    // Stamped far in the future (another instance's clock cannot be that far ahead).
    expect(await reason(token, T - 5 * 60_000)).toBe('expired')
  })

  it('refuses missing, malformed and forged tokens', async () => {
    const { token } = await issueFormToken(T)
    const [issued = '', nonce = '', signature = ''] = token.split('.')
    const at = T + 10_000
    expect((await checkBotHeaders(new Headers(), at)).ok).toBe(false)
    expect(await reason('', at)).toBe('missing')
    for (const forged of [
      'garbage',
      `${issued}.${nonce}`,
      `${token}.extra`,
      `${issued}.${nonce}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      // An older stamp with the same signature, to look older than the minimum age.
      `${(parseInt(issued, 36) - 60_000).toString(36)}.${nonce}.${signature}`,
      `${issued}.${nonce.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${signature}`,
    ]) {
      expect(await reason(forged, at), forged).toBe('forged')
    }
  })

  it('takes a token for one lead: a second request is refused, also one sent at the same moment', async () => {
    const { token } = await issueFormToken(T)
    const at = T + 10_000
    const [first, second] = await Promise.all([
      checkBotHeaders(headers(token), at),
      checkBotHeaders(headers(token), at),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    expect(await reason(token, at)).toBe('replayed')
  })

  it('gives a token back when its request stored nothing, for the visitor to try again', async () => {
    const { token } = await issueFormToken(T)
    const at = T + 10_000
    const first = await checkBotHeaders(headers(token), at)
    if (!first.ok) throw new Error(`refused: ${first.reason}`)
    expect(await reason(token, at)).toBe('replayed')
    await first.release()
    expect((await checkBotHeaders(headers(token), at)).ok).toBe(true)
    expect(await reason(token, at)).toBe('replayed')
  })

  it('refuses a form whose hidden field was filled in, whatever its token', async () => {
    const { token } = await issueFormToken(T)
    expect(await reason(token, T + 10_000, { [FORM_TRAP_HEADER]: 'https://spam.example.com' })).toBe('trap')
    expect(await reason('', T + 10_000, { [FORM_TRAP_HEADER]: 'x' })).toBe('trap')
  })

  it('forgets a spent token only once it is past its age limit, when nothing can carry it', async () => {
    const { token } = await issueFormToken(T)
    const at = T + 10_000
    expect((await checkBotHeaders(headers(token), at)).ok).toBe(true)
    await pruneSpentFormTokens(T + 2 * 3_600_000)
    expect(await reason(token, at)).toBe('replayed')
    await pruneSpentFormTokens(T + 2 * 3_600_000 + 1)
    // Forgotten, and expired: the age check refuses it first.
    expect(await reason(token, T + 2 * 3_600_000 + 1)).toBe('expired')
    expect(await reason(token, at)).toBe('ok')
  })

  it(
    'accepts a token another instance on the same store issued, and refuses one it spent',
    { timeout: 30_000 },
    async () => {
      const { token } = await issueFormToken(T)
      const spentHere = (await issueFormToken(T)).token
      expect((await checkBotHeaders(headers(spentHere), T + 10_000)).ok).toBe(true)
      await closeDb()
      vi.resetModules()
      const other = await import('./bot-check')
      await (await import('./db')).getDb()
      const check = await other.checkBotHeaders(headers(token), T + 10_000)
      expect(check.ok).toBe(true)
      const replayed = await other.checkBotHeaders(headers(spentHere), T + 10_000)
      expect(replayed).toEqual({ ok: false, reason: 'replayed' })
      await (await import('./db')).closeDb()
    },
  )
})
