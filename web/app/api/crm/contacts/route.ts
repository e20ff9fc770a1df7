import { after } from 'next/server'
import type { z } from 'zod'
import { env } from '@/lib/env'
import { verifyCaptcha } from '@/lib/leads/captcha'
import { crmConfigFromEnv, deliverOutbox } from '@/lib/leads/outbox'
import { clientAddress, consumeRateLimit, UNKNOWN_CLIENT } from '@/lib/leads/rate-limit'
import { CAPTCHA_ACTIONS, leadPayloadSchema } from '@/lib/leads/schemas'
import { saveLead } from '@/lib/leads/store'

/**
 * POST /api/crm/contacts (SPEC.md §7): every form's lead. Answers `Success` (text/plain)
 * only once the lead is committed; anything else is a short text with a 4xx/5xx status,
 * which the forms ignore silently. The cheap refusals come first, the database and
 * Google's siteverify last. Text is stored exactly as given: nothing here renders HTML.
 */

// PGlite, node-postgres and node:crypto need Node.js.
export const runtime = 'nodejs'

/** Every form fits in a few KB; anything larger is not a lead. */
const MAX_BODY_BYTES = 16 * 1024
const MAX_LISTED_ISSUES = 20

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })

const tooLarge = () => text(413, `The body is larger than ${MAX_BODY_BYTES} bytes`)

/** Logs what failed (without the query's parameters, which hold personal data). */
function unavailable(step: string, error: unknown): Response {
  const cause = (error as { cause?: unknown }).cause
  const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error)
  console.error(`[leads] ${step} failed: ${reason}`)
  return text(503, 'The lead could not be accepted right now; please try again later')
}

/**
 * Reads at most `cap` bytes, whatever Content-Length claims (it may be absent or false,
 * as with chunked bodies); returns null past the cap, after cancelling the upload.
 */
async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > cap) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}

function describeIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const field = issue.path.join('.') || '(body)'
    if (issue.code === 'invalid_union' && field === 'type') {
      return `- type: must be one of ${Object.keys(CAPTCHA_ACTIONS).join(', ')}`
    }
    return `- ${field}: ${issue.message}`
  })
  if (error.issues.length > MAX_LISTED_ISSUES) lines.push(`- … and ${error.issues.length - MAX_LISTED_ISSUES} more`)
  return `The lead is invalid:\n${lines.join('\n')}`
}

/**
 * Runs `task` once the response is sent, with Next's `after()`. Outside a Next request
 * (Vitest calls this handler directly) `after()` has no response to wait for and throws;
 * the task then starts on the next turn of the event loop, still after this handler returns.
 */
function afterResponse(task: () => Promise<unknown>): void {
  const run = () =>
    task().catch((error: unknown) =>
      console.error(
        `[leads] CRM delivery after the response failed: ${error instanceof Error ? error.message : error}`,
      ),
    )
  try {
    after(run)
  } catch {
    setImmediate(run)
  }
}

export async function POST(request: Request): Promise<Response> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') return text(415, 'Send the lead as application/json')
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return tooLarge()

  const address = clientAddress(request.headers)
  try {
    const limit = await consumeRateLimit(address, env.LEADS_RATE_LIMIT)
    if (!limit.allowed) {
      return text(429, 'Too many requests; please try again later', { 'Retry-After': String(limit.retryAfterSeconds) })
    }
  } catch (error) {
    return unavailable('rate limiting', error)
  }

  let json: unknown
  try {
    const bytes = await readCapped(request.body, MAX_BODY_BYTES)
    if (!bytes) return tooLarge()
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return text(400, 'The body is not valid UTF-8 JSON')
  }

  const parsed = leadPayloadSchema.safeParse(json)
  if (!parsed.success) return text(400, describeIssues(parsed.error))
  const lead = parsed.data

  const captcha = await verifyCaptcha({
    token: lead.token,
    action: CAPTCHA_ACTIONS[lead.type],
    remoteIp: address === UNKNOWN_CLIENT || address.endsWith('/64') ? undefined : address,
  })
  if (!captcha.ok) {
    if (captcha.reason === 'unavailable') return unavailable('captcha verification', new Error(captcha.detail))
    console.warn(`[leads] captcha refused a ${lead.type} lead: ${captcha.reason} (${captcha.detail})`)
    return text(403, 'The captcha check failed')
  }

  let saved
  try {
    saved = await saveLead(lead, { captchaScore: captcha.score, deliverToCrm: crmConfigFromEnv() !== null })
  } catch (error) {
    return unavailable('saving the lead', error)
  }

  const { outboxId } = saved
  if (outboxId) afterResponse(() => deliverOutbox({ id: outboxId }))
  // The human reference lets /thanks show "your request MB-…"; a subscriber needs none.
  return text(200, 'Success', lead.type === 'subscribe' ? {} : { 'X-Lead-Reference': saved.reference })
}
