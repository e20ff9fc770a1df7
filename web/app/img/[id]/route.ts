import { sanityConfig } from '@/lib/sanity/config'
import { notFound, serveShortImage } from '@/lib/sanity/image-service'

/**
 * The short address of the embedded default's images, `/img/<id>?w=…`, which every `<img>` of the
 * site uses on the sample content (lib/sanity/image.ts, `imageUrl`); the same service and limits
 * as Sanity's URL shape under /images (lib/sanity/image-service.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (sanityConfig.hosted) return notFound()
  const { id } = await params
  return serveShortImage(id, new URL(request.url).searchParams)
}
