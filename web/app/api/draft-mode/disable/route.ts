import { draftMode } from 'next/headers'
import { sameSitePath } from '@/lib/same-site-path'

/** Leaves draft mode, then goes to `?redirect=` when it is a path on this site, else home. */
async function disable(request: Request) {
  ;(await draftMode()).disable()
  const location = sameSitePath(new URL(request.url).searchParams.get('redirect'))
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

export const GET = disable
export const POST = disable
