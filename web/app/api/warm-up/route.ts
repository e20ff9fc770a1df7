import { expireNow } from '@/lib/cache/expire'
import { textResponse } from '@/lib/http'
import { ALL_CONTENT_TAG } from '@/lib/sanity/fetch'
import { contentDir } from '@/lib/sanity/local-dataset'
import { contentFilesHash } from '@/lib/sanity/content-files'
import { fromThisProcess } from '@/lib/warm-up'

/**
 * The first step of a server's warm-up (lib/warm-up.ts), asked by the server itself: when the
 * embedded dataset differs from the one the build's pages were prerendered from
 * (`CONTENT_BUILT_FROM`, next.config.ts), every page and read is expired once. Anyone else gets
 * a 404, as for any address the site does not have.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  if (!fromThisProcess(request)) return textResponse(404, 'Not found')
  const built = process.env.CONTENT_BUILT_FROM
  // Hosted content has no files here; Sanity retries the webhooks a server missed.
  if (!built) return textResponse(200, '')
  if ((await contentFilesHash(contentDir())) === built) return textResponse(200, '')
  try {
    await expireNow([ALL_CONTENT_TAG])
  } catch (error) {
    return textResponse(
      503,
      `the content changed since the build, and the shared cache could not be told: ${String(error)}`,
    )
  }
  return textResponse(200, 'the content changed since the build: every page renders again once')
}
