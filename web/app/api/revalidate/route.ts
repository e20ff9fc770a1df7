import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { env } from '@/lib/env'
import { sanityConfig } from '@/lib/sanity/config'
import { tagsFor, type ChangedDocument } from '@/lib/sanity/revalidate'

/**
 * The publish webhook (Sanity's GROQ-powered webhook, projection
 * `{_id, _type, "slug": slug.current}`): verifies the signature against
 * SANITY_REVALIDATE_SECRET and revalidates exactly the tags the changed document touches.
 */
export async function POST(request: NextRequest) {
  const secret = env.SANITY_REVALIDATE_SECRET
  // Without a secret parseBody would skip verification: refuse instead of trusting anyone.
  if (!secret) return new Response('Revalidation is not configured', { status: 503 })
  const { isValidSignature, body } = await parseBody<ChangedDocument>(request, secret, sanityConfig.hosted)
  if (isValidSignature !== true) return new Response('Invalid signature', { status: 401 })
  const tags = body ? tagsFor(body) : []
  if (tags.length === 0) return new Response('The body names no document type', { status: 400 })
  // Expire now rather than stale-while-revalidate ('max'): the editor who just published
  // reloads the page once and must see the change, not the version before it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: tags })
}
