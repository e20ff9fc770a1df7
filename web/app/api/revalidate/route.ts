import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { env } from '@/lib/env'
import { expireNow } from '@/lib/cache/expire'
import { readCapped, textResponse } from '@/lib/http'
import { forgetRedirects } from '@/lib/redirects'
import { sanityConfig } from '@/lib/sanity/config'
import { tagsFor, type ChangedDocument } from '@/lib/sanity/revalidate'

/**
 * The publish webhook (Sanity's GROQ-powered webhook, projection
 * `{_id, _type, "slug": slug.current}`): verifies the signature against
 * SANITY_REVALIDATE_SECRET and revalidates exactly the tags the changed document touches.
 *
 * Nothing about the body is trusted before the signature is: a missing, malformed, stale or
 * wrong signature answers 401 before the body is parsed, and the body is read up to a cap.
 */

/** A changed document's id, type and slug fit in far less. */
const MAX_BODY_BYTES = 16 * 1024
/**
 * How old a signature may be. Sanity and the local lake sign each delivery when they send it, so
 * a few minutes cover clock skew; an older signature is a recorded call replayed. A replay inside
 * the window only revalidates the same tags again.
 */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
/** How long hosted mode waits before revalidating (next-sanity's parseBody waits as long). */
const HOSTED_SETTLE_MS = 3_000

export async function POST(request: Request) {
  const secret = env.SANITY_REVALIDATE_SECRET
  // Without a secret nothing could be verified: refuse instead of trusting anyone.
  if (!secret) return textResponse(503, 'Revalidation is not configured')

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  let signedAt: number
  try {
    signedAt = decodeSignatureHeader(signature ?? '').timestamp
  } catch {
    return textResponse(401, 'Missing or malformed signature')
  }
  // Real elapsed time, not the site's configurable clock (lib/clock.ts): senders sign with theirs.
  if (Math.abs(Date.now() - signedAt) > MAX_SIGNATURE_AGE_MS) {
    return textResponse(401, 'The signature is too old (or from the future): replayed calls are refused')
  }

  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return textResponse(413, 'The body is too large')
  const bytes = await readCapped(request.body, MAX_BODY_BYTES)
  if (!bytes) return textResponse(413, 'The body is too large')
  const payload = bytes.toString('utf8')
  if (!(await isValidSignature(payload, signature!, secret.trim()))) return textResponse(401, 'Invalid signature')

  let body: ChangedDocument | null
  try {
    body = JSON.parse(payload) as ChangedDocument | null
  } catch {
    return textResponse(400, 'The body is not JSON')
  }
  const tags = body && typeof body === 'object' ? tagsFor(body) : []
  if (tags.length === 0) return textResponse(400, 'The body names no document type')
  // Sanity's hosted API can answer a read with the version before the publish for a moment
  // after the webhook fires; the local lake has committed before it calls.
  if (sanityConfig.hosted) await new Promise((resolve) => setTimeout(resolve, HOSTED_SETTLE_MS))
  try {
    await expireNow(tags)
  } catch (error) {
    console.error(`[revalidate] the shared cache could not be told of ${tags.join(', ')}: ${String(error)}`)
    return textResponse(503, 'The shared cache is unavailable; retry later')
  }
  // The proxy's redirect table is its own copy, not a cached read: it is told here.
  if (tags.includes('redirect')) forgetRedirects()
  return Response.json({ revalidated: tags })
}
