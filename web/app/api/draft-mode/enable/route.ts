import { unstable_rethrow } from 'next/navigation'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { failureReason } from '@/lib/failure'
import { countRequest } from '@/lib/leads/rate-limit'
import { sameSitePath } from '@/lib/same-site-path'
import { previewClient } from '@/lib/sanity/client'

/** The parameter @sanity/preview-url-secret redirects to once the secret is valid. */
const PATHNAME_PARAM = 'sanity-preview-pathname'

const enable = previewClient ? defineEnableDraftMode({ client: previewClient }) : null

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * Switches a browser to draft mode. The Studio's Presentation tool opens this with a secret
 * it has just stored in the Content Lake as a `sanity.previewUrlSecret` document; only a
 * token can read those, so the secret proves the link came from a signed-in editor.
 */
export async function GET(request: Request) {
  if (!enable) {
    return text('Draft mode is not configured on this site (no Content Lake token is set).', 503)
  }
  // Every request with a secret costs an authenticated query to the lake: the per-address budget
  // of the lead and checkout APIs (LEADS_RATE_LIMIT a minute, shared by every instance) bounds
  // what a flood of made-up secrets costs (docs/security.md).
  const counted = countRequest(
    `draft-mode:${clientAddress(request.headers, env.TRUSTED_PROXY_HOPS)}`,
    env.LEADS_RATE_LIMIT,
  )
  let limit
  try {
    limit = counted.refused ?? (await counted.decision)
  } catch (error) {
    console.error(`Draft mode: rate limiting failed: ${failureReason(error)}`)
    return text('Draft mode cannot be checked right now; please try again in a minute.', 503)
  }
  if (!limit.allowed) {
    return new Response('Too many attempts; please try again in a minute.', {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(limit.retryAfterSeconds),
      },
    })
  }
  // Only a path on this site: a valid secret must not turn the site into an open redirect.
  const url = new URL(request.url)
  const target = url.searchParams.get(PATHNAME_PARAM)
  if (target !== null) url.searchParams.set(PATHNAME_PARAM, sameSitePath(target))
  try {
    return await enable.GET(new Request(url, request))
  } catch (error) {
    // The redirect into draft mode is thrown, and must reach Next.
    unstable_rethrow(error)
    console.error(`Draft mode: the preview secret could not be checked with the Content Lake: ${failureReason(error)}`)
    return text('The preview secret could not be checked with the Content Lake; the server log says why.', 502)
  }
}
