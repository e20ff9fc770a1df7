import type { z } from 'zod'
import { env } from '@/lib/env'
import { afterResponse, mediaType, readJson, textResponse } from '@/lib/http'
import { BOT_CHECK_MESSAGES, checkBotHeaders } from '@/lib/leads/bot-check'
import { verifyCaptcha } from '@/lib/leads/captcha'
import { crmConfigFromEnv, deliverLater } from '@/lib/leads/outbox'
import { clientAddress, UNKNOWN_CLIENT } from '@/lib/client-address'
import { countRequest, type RateDecision } from '@/lib/leads/rate-limit'
import { CAPTCHA_ACTIONS, leadPayloadSchema } from '@/lib/leads/schemas'
import { saveLead } from '@/lib/leads/store'
import { getBooking } from '@/lib/checkout/store'
import { whileServing } from '@/lib/shutdown'
import { failureReason } from '@/lib/failure'

/**
 * POST /api/crm/contacts (docs/behaviour.md, "Forms"): every form's lead. Answers `Success`
 * (text/plain) only once the lead is committed; anything else is a short text with a 4xx/5xx
 * status, which the forms ignore silently. The cheap refusals come first, the database and Google's
 * siteverify last. Every form proves it was filled in by a person (lib/leads/bot-check.ts). Text is
 * stored exactly as given: nothing here renders HTML.
 */

// PGlite, node-postgres and node:crypto need Node.js.
export const runtime = 'nodejs'

/** Every form fits in a few KB; anything larger is not a lead. */
const MAX_BODY_BYTES = 16 * 1024
const MAX_LISTED_ISSUES = 20

const text = textResponse
const tooLarge = () => text(413, `The body is larger than ${MAX_BODY_BYTES} bytes`)
const tooMany = ({ retryAfterSeconds }: RateDecision) =>
  text(429, 'Too many requests; please try again later', { 'Retry-After': String(retryAfterSeconds) })

const withoutBookingToken = <T extends { booking?: string }>({ booking: _token, ...lead }: T) => lead

/** Logs what failed (without the query's parameters, which hold personal data). */
function unavailable(step: string, error: unknown): Response {
  console.error(`[leads] ${step} failed: ${failureReason(error)}`)
  return text(503, 'The lead could not be accepted right now; please try again later')
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

async function receiveLead(request: Request): Promise<Response> {
  if (mediaType(request) !== 'application/json') return text(415, 'Send the lead as application/json')
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return tooLarge()

  const address = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS)
  // Every attempt counts, junk included, but only a lead that looks genuine waits for its count to
  // be committed: junk is refused below without touching the store (the count follows in the
  // next group commit), and an address whose budget this process knows is spent, at once.
  const counted = countRequest(address, env.LEADS_RATE_LIMIT)
  if (counted.refused) return tooMany(counted.refused)

  // The form token before the body: a request without one (a script posting junk) is refused
  // without reading or parsing what it sent. Refusals are not logged; a flood would fill the log.
  let bot
  try {
    bot = await checkBotHeaders(request.headers)
  } catch (error) {
    return unavailable('checking the form token', error)
  }
  if (!bot.ok) return text(403, BOT_CHECK_MESSAGES[bot.reason])
  // The token is held from here on; it is given back unless this request stores the lead.
  let stored = false
  try {
    const body = await readJson(request, MAX_BODY_BYTES)
    if (!body.ok)
      return body.status === 413
        ? tooLarge()
        : text(400, body.field ? `The lead is invalid:\n- ${body.field}: ${body.message}` : body.message)

    const parsed = leadPayloadSchema.safeParse(body.value)
    if (!parsed.success) return text(400, describeIssues(parsed.error))
    const lead = parsed.data

    try {
      const limit = await counted.decision
      if (!limit.allowed) return tooMany(limit)
    } catch (error) {
      return unavailable('rate limiting', error)
    }

    // A question sent from a booking's page names the booking: its token stands in for the captcha,
    // whose script never runs there (docs/privacy.md), and the sales team gets its reference.
    let booking: string | null = null
    if (lead.type === 'contact' && lead.booking) {
      try {
        booking = (await getBooking(lead.booking))?.reference ?? null
      } catch (error) {
        return unavailable('reading the booking', error)
      }
    }
    const captcha = booking
      ? ({ ok: true, score: null } as const)
      : await verifyCaptcha({
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
      // The booking's reference, never its token (the key to the booking's page), goes with the lead.
      const toSave =
        lead.type === 'contact'
          ? { ...withoutBookingToken(lead), fields: Object.assign({}, lead.fields, booking ? { booking } : {}) }
          : lead
      saved = await saveLead(toSave, { captchaScore: captcha.score, deliverToCrm: crmConfigFromEnv() !== null })
    } catch (error) {
      return unavailable('saving the lead', error)
    }

    stored = true
    const { outboxId } = saved
    if (outboxId) afterResponse(deliverLater(outboxId), 'leads')
    // The human reference lets /thanks show "your request MB-…"; a subscriber needs none.
    return text(200, 'Success', lead.type === 'subscribe' ? {} : { 'X-Lead-Reference': saved.reference })
  } finally {
    if (!stored) await bot.release()
  }
}

/** Counted while it runs, and refused once the server is shutting down (lib/shutdown.ts). */
export const POST = whileServing(receiveLead)
