import { NextResponse, type NextRequest } from 'next/server'
import { now } from '@/lib/clock'
import { bookingState, getBooking } from '@/lib/checkout/store'
import { checkoutTokenOf, isCheckoutPage } from '@/lib/checkout/paths'
import { redirectFor } from '@/lib/redirects'
import { middlewareFor } from '@/lib/route-middleware'
import { closing, closingResponse } from '@/lib/shutdown'

/**
 * A page cannot choose its own status, so the checkout's answers get theirs here: 410 for an
 * expired booking, 404 for a link to none (malformed or unknown), while the page renders the
 * expired view or the 404 page (app/checkout/[hash]/page.tsx). A store that cannot be read leaves
 * the decision to the page.
 */
async function checkoutStatus(pathname: string): Promise<number | undefined> {
  if (!isCheckoutPage(pathname)) return undefined
  const token = checkoutTokenOf(pathname)
  if (!token) return 404
  try {
    const booking = await getBooking(token)
    if (!booking) return 404
    return bookingState(booking, now()) === 'expired' ? 410 : undefined
  } catch {
    return undefined
  }
}

export async function proxy(request: NextRequest) {
  // A server shutting down takes no new page (lib/shutdown.ts): nginx asks another instance.
  if (closing()) return closingResponse()
  const { pathname } = request.nextUrl
  const reading = request.method === 'GET' || request.method === 'HEAD'
  // Redirects are answered before anything renders, from a table kept in memory (lib/redirects.ts).
  const redirect = reading ? await redirectFor(request.nextUrl) : undefined
  if (redirect) return NextResponse.redirect(redirect.location, redirect.status)
  const status = reading ? await checkoutStatus(pathname) : undefined
  const response = NextResponse.next(status ? { status } : undefined)
  for (const run of middlewareFor(pathname)) run(response)
  return response
}

// Every page may be an old address (docs/content-model.md, "Redirects"); Next's own files, the
// API and the image service never are, and skip the proxy.
export const config = { matcher: ['/((?!_next/|api/|images/|img/).*)'] }
