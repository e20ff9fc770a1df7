import { z } from 'zod'
import { now, today as clockToday } from '@/lib/clock'
import { CHECKOUT_TOKEN_PATTERN, checkoutHref } from '@/lib/checkout/paths'
import { contactSchema, passengersSchema, tripSchema } from '@/lib/checkout/schemas'
import { passengerTypes } from '@/lib/checkout/rules'
import {
  bookingState,
  confirmBooking,
  getBooking,
  savePassengers,
  saveTrip,
  type Checked,
  type WriteResult,
} from '@/lib/checkout/store'
import { env } from '@/lib/env'
import { afterResponse, jsonResponse, mediaType, readJson } from '@/lib/http'
import { BOT_CHECK_MESSAGES, checkBotHeaders } from '@/lib/leads/bot-check'
import { crmConfigFromEnv, deliverLater } from '@/lib/leads/outbox'
import { clientAddress } from '@/lib/client-address'
import { consumeRateLimit } from '@/lib/leads/rate-limit'
import { attributionSchema } from '@/lib/leads/schemas'
import type { Booking } from '@/lib/leads/tables'
import { whileServing } from '@/lib/shutdown'
import { failureReason } from '@/lib/failure'

/**
 * POST /api/checkout/{token}/{step}: saves step 1 (Your flight), 2 (Passengers) or 3 (Contact
 * and review, which confirms the booking request). The body is `{ "fields": … }` and the
 * `version` the form was rendered from (step 3 also the visitor's attribution; its headers carry
 * the form's bot check, lib/leads/bot-check.ts), parsed with the step form's own schema. Answers
 * JSON: 200 with the next step's address; 400 naming every invalid field, with nothing saved; 403 a
 * failed bot check; 404 unknown booking; 410 expired; 409 confirmed already or a step done out of
 * order, or a trip changed since the form's page (`changed`), with the address to go to; 413,
 * 415, 429, 503.
 */

export const runtime = 'nodejs'

const MAX_BODY_BYTES = 16 * 1024

type Params = { params: Promise<{ token: string; step: string }> }

const issuesOf = (error: z.ZodError) =>
  error.issues.slice(0, 40).map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message }))

const invalid = (error: z.ZodError) =>
  jsonResponse(400, { error: 'invalid', message: 'Some fields need attention', issues: issuesOf(error) })

function unavailable(step: string, error: unknown) {
  console.error(`[checkout] ${step} failed: ${failureReason(error)}`)
  return jsonResponse(503, {
    error: 'unavailable',
    message: 'The booking could not be saved right now; please try again',
  })
}

function refused(token: string, booking: Pick<Booking, 'furthestStep'> | null, reason: string) {
  switch (reason) {
    case 'not-found':
      return jsonResponse(404, { error: 'not-found', message: 'There is no booking at this address' })
    case 'expired':
      return jsonResponse(410, { error: 'expired', message: 'This booking has expired', next: checkoutHref(token) })
    case 'confirmed':
      return jsonResponse(409, {
        error: 'confirmed',
        message: 'This booking is confirmed and can no longer be changed',
        next: checkoutHref(token, 4),
      })
    case 'changed':
      return jsonResponse(409, {
        error: 'changed',
        message: 'Your flight details changed since this page was opened: please check the passengers again',
        next: checkoutHref(token, 2),
      })
    default:
      return jsonResponse(409, {
        error: 'out-of-order',
        message: 'Please complete the earlier steps first',
        next: checkoutHref(token, booking?.furthestStep ?? 1),
      })
  }
}

/**
 * A step's body: its fields and, from the step's form, `version`, the booking's revision the form
 * was rendered from (a form that had no page to render from, a script, may leave it out).
 */
const envelope = <T extends z.ZodType>(fields: T) =>
  z.strictObject({ fields, version: z.number().int().nonnegative().optional() })
const confirmEnvelope = <T extends z.ZodType>(fields: T) =>
  z.strictObject({
    fields,
    attribution: attributionSchema.optional(),
    version: z.number().int().nonnegative().optional(),
  })

/** A step's fields parsed for the store's check (lib/checkout/store.ts, `Checked`). */
function checked<T>(fields: z.ZodType<T>, value: unknown): Checked<T, z.ZodError> {
  const parsed = envelope(fields).safeParse(value)
  return parsed.success
    ? { ok: true, value: (parsed.data as { fields: T }).fields }
    : { ok: false, error: parsed.error }
}

/**
 * Whether the form was rendered from an older revision of the booking than the one being written:
 * then fields its rules refuse (three passengers for a trip since changed to one adult, in another
 * tab) are refused as `changed`, 409 with where to go, rather than as the traveller's mistakes.
 */
const isStale = (body: unknown, booking: Booking) => {
  const version = (body as { version?: unknown } | null)?.version
  return typeof version === 'number' && version !== booking.revision
}

async function saveStep(request: Request, { params }: Params): Promise<Response> {
  const { token, step } = await params
  if (!CHECKOUT_TOKEN_PATTERN.test(token) || !['1', '2', '3'].includes(step)) {
    return jsonResponse(404, { error: 'not-found', message: 'There is no booking at this address' })
  }
  if (mediaType(request) !== 'application/json') {
    return jsonResponse(415, { error: 'unsupported', message: 'Send the step as application/json' })
  }

  const address = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS)
  try {
    const limit = await consumeRateLimit(`checkout-step:${address}`, env.LEADS_RATE_LIMIT)
    if (!limit.allowed) {
      return jsonResponse(
        429,
        { error: 'rate-limited', message: 'Too many requests; please try again in a minute' },
        { 'Retry-After': String(limit.retryAfterSeconds) },
      )
    }
  } catch (error) {
    return unavailable('rate limiting', error)
  }

  const body = await readJson(request, MAX_BODY_BYTES)
  if (!body.ok) {
    return body.status === 413
      ? jsonResponse(413, { error: 'too-large', message: `The body is larger than ${MAX_BODY_BYTES} bytes` })
      : jsonResponse(400, {
          error: 'invalid',
          message: body.field ? 'Some fields need attention' : body.message,
          issues: body.field ? [{ path: body.field, message: body.message }] : [],
        })
  }

  const at = now()
  const today = clockToday(at)
  if (step === '1' || step === '2') {
    // Checked inside the write, against the booking as its transaction reads it (lib/checkout/store.ts).
    let result: WriteResult<z.ZodError>
    try {
      result =
        step === '1'
          ? await saveTrip(token, (booking) => checked(tripSchema({ deal: booking.deal, today }), body.value), at)
          : await savePassengers(
              token,
              (booking) => {
                const parsed = checked(passengersSchema({ trip: booking.trip, today }), body.value)
                if (!parsed.ok) return isStale(body.value, booking) ? { ok: false, refuse: 'changed' } : parsed
                const types = passengerTypes(booking.trip)
                return {
                  ok: true,
                  value: parsed.value.passengers.map((passenger, index) => ({ ...passenger, type: types[index]! })),
                }
              },
              at,
            )
    } catch (error) {
      return unavailable(`saving step ${step}`, error)
    }
    if (result.ok)
      return jsonResponse(200, { next: checkoutHref(token, Number(step) + 1), version: result.booking.revision })
    if (result.reason === 'invalid') return invalid(result.error)
    return refused(token, result.booking ?? null, result.reason)
  }

  let booking: Booking | null
  try {
    booking = await getBooking(token)
  } catch (error) {
    return unavailable('reading the booking', error)
  }
  if (!booking) return refused(token, null, 'not-found')
  const state = bookingState(booking, at)
  if (state !== 'open') return refused(token, booking, state)

  // Step 3 confirms: the form's bot check is spent only on a booking ready for it. No captcha:
  // its script would run on the booking's page, whose address is the key to its personal data
  // (docs/privacy.md, "The booking link"); the form token, its hidden field and the rate limit
  // guard the confirmation, as they guard every lead without captcha keys.
  if (!booking.trip || !booking.passengers || booking.furthestStep < 3) {
    return refused(token, booking, 'out-of-order')
  }
  const parsed = confirmEnvelope(contactSchema).safeParse(body.value)
  if (!parsed.success) return invalid(parsed.error)
  const { fields, attribution } = parsed.data
  let bot
  try {
    bot = await checkBotHeaders(request.headers)
  } catch (error) {
    return unavailable('checking the form token', error)
  }
  if (!bot.ok) return jsonResponse(403, { error: 'bot-check', message: BOT_CHECK_MESSAGES[bot.reason] })
  // The token is held from here on; it is given back unless this request confirms the booking.
  let stored = false
  try {
    // The consent gates the form; the booking keeps the details.
    const { email, phone, billing, specialRequests } = fields
    const contact = { email, phone, billing, specialRequests }
    let confirmation
    try {
      confirmation = await confirmBooking(token, contact, {
        at,
        deliverToCrm: crmConfigFromEnv() !== null,
        sessionId: attribution?.sessionId ?? attribution?.utm?.sessionId ?? null,
        utm: attribution?.utm ?? null,
      })
    } catch (error) {
      return unavailable('confirming the booking', error)
    }
    if (!confirmation.ok) return refused(token, confirmation.booking ?? booking, confirmation.reason)
    stored = true
    const { outboxId } = confirmation
    if (outboxId) afterResponse(deliverLater(outboxId), 'checkout')
    return jsonResponse(200, { next: checkoutHref(token, 4), reference: confirmation.booking.reference })
  } finally {
    if (!stored) await bot.release()
  }
}

/** Counted while it runs, and refused once the server is shutting down (lib/shutdown.ts). */
export const POST = whileServing(saveStep)
