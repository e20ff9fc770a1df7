import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ImageCache,
  ImageParamsError,
  mimeTypeOf,
  parseImageParams,
  transformImage,
  type ImageOptions,
} from '@meridian/dataset'
import { sanityConfig } from '@/lib/sanity/config'
import { contentDir } from '@/lib/sanity/local-dataset'

/**
 * The image service of the embedded default: serves `content/images/*` with the subset of
 * Sanity's image API the site uses, through @meridian/dataset's image transform (the one the
 * local lake's CDN uses too, so a URL gives the same bytes from either; lake/README.md,
 * "Images"), so the same URLs work locally and on Sanity's CDN. A URL without transform
 * parameters is the original file. Files are content-addressed, so answers are immutable;
 * each request reads the folder, so an image uploaded in the Studio is served as soon as the
 * lake has written it.
 *
 * Transforms are kept in memory, newest use last, up to CACHE_BYTES (@meridian/dataset's
 * `ImageCache`, the lake's too): a content-addressed file never changes, so a browser with an
 * empty cache (every test, every first visit) costs a map lookup instead of a decode and an
 * encode. A flood of distinct parameters only evicts, and each render is bounded by the
 * transform's limits (docs/security.md, "Images").
 */

const FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|jpeg|png|webp|gif|avif)$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const CACHE_BYTES = 64 * 1024 * 1024
const rendered = new ImageCache(CACHE_BYTES)

// A missing file may be an upload still being written: nobody may keep this answer.
const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
const badParameters = (error: ImageParamsError) =>
  new Response(`Bad image parameters: ${error.message}`, { status: 400 })

export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { projectId, dataset, file } = await params
  if (sanityConfig.hosted || projectId !== sanityConfig.projectId || dataset !== sanityConfig.dataset) return notFound()
  const match = FILE.exec(file)
  if (!match) return notFound()
  let options: ImageOptions | undefined
  try {
    options = parseImageParams(new URL(request.url).searchParams)
  } catch (error) {
    if (error instanceof ImageParamsError) return badParameters(error)
    throw error
  }
  // An image read at run time: nothing here for the build's file tracing (lib/sanity/local-dataset.ts).
  const location = path.join(/* turbopackIgnore: true */ contentDir(), 'images', file)
  if (!options) {
    const source = await readFile(location).catch(() => null)
    if (!source) return notFound()
    return new Response(new Uint8Array(source), {
      headers: { 'Content-Type': mimeTypeOf(match[4] ?? ''), 'Cache-Control': IMMUTABLE },
    })
  }
  try {
    const image = await rendered.get(file, options, async () => {
      const source = await readFile(location).catch(() => null)
      return source ? transformImage(source, options) : undefined
    })
    if (!image) return notFound()
    return new Response(new Uint8Array(image.body), {
      headers: { 'Content-Type': image.contentType, 'Cache-Control': IMMUTABLE },
    })
  } catch (error) {
    if (error instanceof ImageParamsError) return badParameters(error)
    throw error
  }
}
