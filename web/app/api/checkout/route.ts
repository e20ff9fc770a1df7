import { today as clockToday, now } from '@/lib/clock'
import { isOnSale } from '@/lib/checkout/rules'
import { snapshotOf } from '@/lib/checkout/snapshot'
import { getDealForBooking } from '@/lib/content/deal'
import { createBooking } from '@/lib/checkout/store'
import { checkoutHref } from '@/lib/checkout/paths'
import { env } from '@/lib/env'
import { mediaType, readCapped, textResponse } from '@/lib/http'
import { clientAddress } from '@/lib/client-address'
import { consumeRateLimit } from '@/lib/leads/rate-limit'
import { readsHtml, refusalPage } from '@/lib/refusal-page'
import { whileServing } from '@/lib/shutdown'
import { failureReason } from '@/lib/failure'

/**
 * POST /api/checkout: "Book this deal". A plain HTML form posts the deal's slug (so it works
 * without JavaScript); the answer is a 303 to the new booking's link. A deal that is not
 * published or has no dates left to sell answers 409. Browsers get the refusals as a small
 * page with a way on; other clients as text.
 */

export const runtime = 'nodejs'

const MAX_BODY_BYTES = 2 * 1024
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A refusal: a page for a browser (lib/refusal-page.ts), a line of text for other clients. */
function refusal(
  request: Request,
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
) {
  if (!readsHtml(request.headers.get('accept'))) return textResponse(status, `${title}. ${detail}`, headers)
  return new Response(refusalPage(title, detail), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** The slug the form (or a JSON client) sent, null when none; 'too-large' past the cap. */
async function dealSlug(request: Request): Promise<string | null | 'too-large'> {
  const type = mediaType(request)
  const bytes = await readCapped(request.body, MAX_BODY_BYTES)
  if (!bytes) return 'too-large'
  const body = new TextDecoder().decode(bytes)
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body).get('deal')
  try {
    const json = JSON.parse(body) as unknown
    return json && typeof json === 'object' && typeof (json as { deal?: unknown }).deal === 'string'
      ? (json as { deal: string }).deal
      : null
  } catch {
    return null
  }
}

/** This site's origin as configured (the address visitors use, README "Configuration"). */
const siteOrigin = new URL(env.SITE_URL).origin

/**
 * Whether a browser sent the form from this site: its Fetch Metadata says same-origin (or none,
 * a request the person made directly), and its Origin, when sent, is this site, the configured
 * address or the host the request was sent to. A sibling subdomain is "same-site", and refused
 * too; a page that hides its origin sends `Origin: null`, refused. A browser sends one or both
 * with every form post; a client sending neither is no browser a visitor could be tricked with.
 */
function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin' && site !== 'none') return false
  const origin = headers.get('origin')
  if (origin === null) return true
  if (origin === siteOrigin) return true
  try {
    return new URL(origin).host === headers.get('host')
  } catch {
    return false
  }
}

async function startBooking(request: Request): Promise<Response> {
  const type = mediaType(request)
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json') {
    return textResponse(415, 'Send the deal as a form or as application/json')
  }
  // A booking starts from this site's own deal pages, never from a form on another site.
  if (!fromThisSite(request.headers)) {
    return refusal(
      request,
      403,
      'Bookings start on our deal pages',
      'Open the deal on our site and press Book this deal.',
    )
  }
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) {
    return textResponse(413, `The body is larger than ${MAX_BODY_BYTES} bytes`)
  }

  try {
    const limit = await consumeRateLimit(
      `checkout:${clientAddress(request.headers, env.TRUSTED_PROXY_HOPS)}`,
      env.LEADS_RATE_LIMIT,
    )
    if (!limit.allowed) {
      return refusal(request, 429, 'Too many bookings started', 'Please wait a minute and try again, or call us.', {
        'Retry-After': String(limit.retryAfterSeconds),
      })
    }
  } catch (error) {
    console.error(`[checkout] rate limiting failed: ${failureReason(error)}`)
    return refusal(request, 503, 'We could not start your booking', 'Please try again in a moment, or call us.')
  }

  const slug = await dealSlug(request)
  if (slug === 'too-large') return textResponse(413, `The body is larger than ${MAX_BODY_BYTES} bytes`)
  if (!slug || slug.length > 96 || !SLUG.test(slug)) {
    return refusal(request, 400, 'Which deal?', 'The request did not name a deal to book.')
  }

  const at = now()
  const today = clockToday(at)
  const deal = await getDealForBooking(slug)
  const snapshot = deal ? snapshotOf(deal, today) : null
  // The deal as published now: on sale by the one rule (its window and its offer end), and complete.
  if (!deal || !snapshot || !isOnSale(deal, at)) {
    return refusal(
      request,
      409,
      'This deal can no longer be booked',
      'Its travel dates have passed or it was withdrawn. Our experts can find you a similar fare.',
    )
  }

  try {
    const { token } = await createBooking(snapshot, { at, expiresInHours: env.CHECKOUT_EXPIRY_HOURS })
    return new Response(null, {
      status: 303,
      headers: { Location: checkoutHref(token), 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    console.error(`[checkout] starting a booking failed: ${failureReason(error)}`)
    return refusal(request, 503, 'We could not start your booking', 'Please try again in a moment, or call us.')
  }
}

/** Counted while it runs, and refused once the server is shutting down (lib/shutdown.ts). */
export const POST = whileServing(startBooking)
