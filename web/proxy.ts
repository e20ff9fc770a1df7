import { NextResponse, type NextRequest } from 'next/server'
import { middlewareFor } from '@/lib/route-middleware'

export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  for (const run of middlewareFor(request.nextUrl.pathname)) run(response)
  return response
}

// Only the routes that name middleware pay for the proxy.
export const config = { matcher: ['/checkout/:path*', '/thanks'] }
