import { z } from 'zod'
import { now } from '@/lib/clock'
import { clientAddress } from '@/lib/client-address'
import { CHECKOUT_TOKEN_PATTERN } from '@/lib/checkout/paths'
import { placeAddress, suggestAddresses, type PlacesConfig } from '@/lib/checkout/places'
import { bookingState, getBooking } from '@/lib/checkout/store'
import { env } from '@/lib/env'
import { failureReason } from '@/lib/failure'
import { jsonResponse } from '@/lib/http'
import { consumeRateLimit } from '@/lib/leads/rate-limit'

/**
 * GET /api/checkout/{token}/addresses (docs/checkout.md, "Address suggestions"): the billing
 * address's suggestions, asked of Google's Places API by the server so that the booking's page
 * loads nothing from Google. `?q=<typed text>&session=<token>` answers `{ suggestions: [{ id, text
 * }] }`; `?place=<id>&session=<token>` answers `{ address }` in the billing form's shape. Only for a
 * booking open at its third step, and only when `GOOGLE_MAPS_KEY` is set (404 otherwise): nobody
 * spends the site's Places quota without a booking to fill in. 400 for a malformed query, 409/410
 * for a booking no longer open, 429 past the per-address budget, 502 when Google fails.
 */

export const runtime = 'nodejs'

/** Lookups a minute per client address: a traveller types an address in ten or so. */
const LOOKUPS_PER_MINUTE = 60

const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'session: 16–64 letters, digits, - or _')
const querySchema = z.union([
  z.strictObject({
    q: z.string().trim().min(3, 'q: at least 3 characters').max(200, 'q: at most 200 characters'),
    session: sessionToken,
  }),
  z.strictObject({
    place: z.string().regex(/^[A-Za-z0-9_-]{1,512}$/, 'place: a place id'),
    session: sessionToken,
  }),
])

const notFound = () => jsonResponse(404, { error: 'not-found', message: 'There is no booking at this address' })

function placesConfig(): PlacesConfig | null {
  return env.GOOGLE_MAPS_KEY ? { key: env.GOOGLE_MAPS_KEY, url: env.GOOGLE_PLACES_URL } : null
}

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params
  const config = placesConfig()
  if (!config || !CHECKOUT_TOKEN_PATTERN.test(token)) return notFound()

  const url = new URL(request.url)
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success || url.searchParams.size !== Object.keys(parsed.data).length) {
    return jsonResponse(400, {
      error: 'invalid',
      message: 'Ask with q (the typed text, 3–200 characters) or place (a suggestion’s id), and session',
    })
  }

  const address = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS)
  try {
    const limit = await consumeRateLimit(`addresses:${address}`, LOOKUPS_PER_MINUTE)
    if (!limit.allowed) {
      return jsonResponse(
        429,
        { error: 'rate-limited', message: 'Too many requests; please try again in a minute' },
        { 'Retry-After': String(limit.retryAfterSeconds) },
      )
    }
    const booking = await getBooking(token)
    if (!booking) return notFound()
    const state = bookingState(booking, now())
    if (state === 'expired') return jsonResponse(410, { error: 'expired', message: 'This booking has expired' })
    if (state === 'confirmed' || booking.furthestStep < 3) {
      return jsonResponse(409, { error: 'not-at-address', message: 'This booking is not asking for an address' })
    }
  } catch (error) {
    console.error(`[checkout] address suggestions: reading the booking failed: ${failureReason(error)}`)
    return jsonResponse(503, { error: 'unavailable', message: 'Please type the address' })
  }

  const query = parsed.data
  try {
    return 'q' in query
      ? jsonResponse(200, { suggestions: await suggestAddresses(config, query.q, query.session) })
      : jsonResponse(200, { address: await placeAddress(config, query.place, query.session) })
  } catch (error) {
    // Logged without the query: what a traveller typed is their address.
    console.error(`[checkout] address suggestions: the Places API failed: ${failureReason(error)}`)
    return jsonResponse(502, { error: 'unavailable', message: 'Please type the address' })
  }
}
