import { afterAll, describe, expect, it, vi } from 'vitest'
import { leadsTestEnv, startFakeSiteverify, TEST_CAPTCHA_SECRET } from '@/test/leads'

// No keys in the environment: the embedded default. Tests with keys pass a configuration.
const testEnv = await leadsTestEnv()
const { captchaConfigFromEnv, verifyCaptcha } = await import('./captcha')
const google = await startFakeSiteverify()

afterAll(async () => {
  await google.close()
  await testEnv.cleanup()
})

const withKeys = { secret: TEST_CAPTCHA_SECRET, verifyUrl: google.url, minScore: 0.5, timeoutMs: 2_000 }

describe('verifyCaptcha', () => {
  it('is off without keys, and says so once in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(captchaConfigFromEnv().secret).toBeNull()
      expect(await verifyCaptcha({ token: '', action: 'subscription' })).toEqual({ ok: true, score: null })
      expect(await verifyCaptcha({ token: 'anything', action: 'contact' })).toEqual({ ok: true, score: null })
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toMatch(/verification is off/)
      expect(google.requests).toHaveLength(0)
    } finally {
      warn.mockRestore()
    }
  })

  it('accepts a valid token for the expected action and reports its score', async () => {
    const verdict = await verifyCaptcha(
      { token: 'pass:subscription:0.9', action: 'subscription', remoteIp: '203.0.113.7' },
      withKeys,
    )
    expect(verdict).toEqual({ ok: true, score: 0.9 })
    const sent = google.requests.at(-1)
    expect(sent?.get('secret')).toBe(TEST_CAPTCHA_SECRET)
    expect(sent?.get('response')).toBe('pass:subscription:0.9')
    expect(sent?.get('remoteip')).toBe('203.0.113.7')
  })

  it('refuses a token Google says is invalid', async () => {
    expect(await verifyCaptcha({ token: 'forged', action: 'subscription' }, withKeys)).toMatchObject({
      ok: false,
      reason: 'rejected',
      detail: 'invalid-input-response',
    })
  })

  it('refuses a valid token made for another action', async () => {
    expect(await verifyCaptcha({ token: 'pass:login:0.9', action: 'subscription' }, withKeys)).toMatchObject({
      ok: false,
      reason: 'wrong-action',
    })
  })

  it('refuses a score under the threshold and accepts one at it', async () => {
    expect(await verifyCaptcha({ token: 'pass:contact:0.3', action: 'contact' }, withKeys)).toMatchObject({
      ok: false,
      reason: 'low-score',
    })
    expect(await verifyCaptcha({ token: 'pass:contact:0.5', action: 'contact' }, withKeys)).toEqual({
      ok: true,
      score: 0.5,
    })
  })

  it('refuses a missing token without asking Google', async () => {
    const before = google.requests.length
    expect(await verifyCaptcha({ token: '', action: 'subscription' }, withKeys)).toMatchObject({
      ok: false,
      reason: 'missing-token',
    })
    expect(google.requests).toHaveLength(before)
  })

  it('refuses when the secret is wrong', async () => {
    expect(
      await verifyCaptcha({ token: 'pass:subscription:0.9', action: 'subscription' }, { ...withKeys, secret: 'wrong' }),
    ).toMatchObject({ ok: false, reason: 'rejected', detail: 'invalid-input-secret' })
  })

  it('fails closed, as unavailable, when siteverify cannot be reached', async () => {
    const closed = await startFakeSiteverify()
    await closed.close()
    expect(
      await verifyCaptcha(
        { token: 'pass:subscription:0.9', action: 'subscription' },
        { ...withKeys, verifyUrl: closed.url },
      ),
    ).toMatchObject({ ok: false, reason: 'unavailable' })
  })
})
