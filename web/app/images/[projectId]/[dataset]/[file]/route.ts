import { sanityConfig } from '@/lib/sanity/config'
import { notFound, serveImage } from '@/lib/sanity/image-service'

/**
 * The embedded default's images at Sanity's URL shape, so the same URLs work locally and on
 * Sanity's CDN (the Studio, share cards); the service and its limits are
 * lib/sanity/image-service.ts. The site's own `<img>` elements use the short address (app/img).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { projectId, dataset, file } = await params
  if (sanityConfig.hosted || projectId !== sanityConfig.projectId || dataset !== sanityConfig.dataset) return notFound()
  return serveImage(file, new URL(request.url).searchParams)
}
