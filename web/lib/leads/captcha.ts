import 'server-only'
import { z } from 'zod'
import { env } from '../env.ts'

/**
 * Server-side check of a reCAPTCHA v3 token: Google's siteverify must say the token is
 * valid, was made for the action this form runs (`subscription` for the newsletter), and
 * scores at least the threshold. Without keys (the embedded default) verification is off,
 * which the log says once.
 */

export type CaptchaConfig = {
  /** Null turns verification off. */
  secret: string | null
  verifyUrl: string
  minScore: number
  timeoutMs: number
}

export const captchaConfigFromEnv = (): CaptchaConfig => ({
  secret: env.RECAPTCHA_SECRET_KEY ?? null,
  verifyUrl: env.RECAPTCHA_VERIFY_URL,
  minScore: env.RECAPTCHA_MIN_SCORE,
  timeoutMs: 5_000,
})

export type CaptchaVerdict =
  | { ok: true; /** null when verification is off */ score: number | null }
  | {
      ok: false
      reason: 'missing-token' | 'rejected' | 'wrong-action' | 'low-score' | 'unavailable'
      detail: string
    }

/** The fields of Google's answer we rely on (https://developers.google.com/recaptcha/docs/v3). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

let warnedOff = false

export async function verifyCaptcha(
  input: { token: string; action: string; remoteIp?: string },
  config: CaptchaConfig = captchaConfigFromEnv(),
): Promise<CaptchaVerdict> {
  if (!config.secret) {
    if (!warnedOff) {
      warnedOff = true
      console.warn('[leads] reCAPTCHA keys are not configured: captcha verification is off')
    }
    return { ok: true, score: null }
  }
  if (!input.token) return { ok: false, reason: 'missing-token', detail: 'no captcha token' }

  let answer: z.infer<typeof siteverifyAnswer>
  try {
    const form = new URLSearchParams({ secret: config.secret, response: input.token })
    if (input.remoteIp) form.set('remoteip', input.remoteIp)
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    answer = siteverifyAnswer.parse(await response.json())
  } catch (error) {
    // Fail closed: an unverifiable token is not accepted, but it is the service's fault,
    // not the visitor's, so the route answers 503 rather than 403.
    return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) }
  }

  if (!answer.success) {
    return { ok: false, reason: 'rejected', detail: (answer['error-codes'] ?? []).join(', ') || 'invalid token' }
  }
  if (answer.action !== input.action) {
    return { ok: false, reason: 'wrong-action', detail: `expected ${input.action}, got ${answer.action ?? 'none'}` }
  }
  const score = answer.score ?? 0
  if (score < config.minScore) {
    return { ok: false, reason: 'low-score', detail: `score ${score} below ${config.minScore}` }
  }
  return { ok: true, score }
}
