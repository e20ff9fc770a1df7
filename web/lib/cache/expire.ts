import 'server-only'
import { revalidateTag } from 'next/cache'
import { expireTags, sharedCacheConfigured } from './shared-cache'

/**
 * Expires `tags` now rather than stale-while-revalidate (`'max'`): the editor who just published
 * reloads the page once and must see the change, not the version before it. For the publish
 * webhook (app/api/revalidate) and a server starting on changed content (app/api/warm-up).
 *
 * With the shared cache, every instance must learn of it before it is acknowledged: Next records
 * revalidateTag's effect only after the response, where a failure is merely logged, so the expiry
 * is written to Redis here, and this throws when Redis cannot take it (the webhook then answers
 * 503, which the CMS retries; README.md, "Decisions": One cache for several instances). Written
 * once: revalidateTag would write it again after the response, and a render another instance
 * began between the two writes would count as begun before the publish and not be kept
 * (cache-handler.ts). Without it, Next's own cache is told through revalidateTag.
 */
export async function expireNow(tags: string[]): Promise<void> {
  if (sharedCacheConfigured()) return expireTags(tags)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}
