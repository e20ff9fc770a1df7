import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageParamsError, mimeTypeOf, parseImageParams, transformImage, type ImageOptions } from '@meridian/dataset'
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
 * Transforms are kept in memory, newest use last, up to CACHE_BYTES: a content-addressed file
 * never changes, so a browser with an empty cache (every test, every first visit) costs a map
 * lookup instead of a decode and an encode. A flood of distinct parameters only evicts.
 */

const FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.(jpg|jpeg|png|webp|gif|avif)$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const CACHE_BYTES = 64 * 1024 * 1024

type Rendered = { body: Uint8Array<ArrayBuffer>; contentType: string }
const rendered = new Map<string, Rendered>()
let cachedBytes = 0

function remember(key: string, image: Rendered) {
  if (image.body.byteLength > CACHE_BYTES / 8) return
  rendered.set(key, image)
  cachedBytes += image.body.byteLength
  for (const [oldest, { body }] of rendered) {
    if (cachedBytes <= CACHE_BYTES) break
    rendered.delete(oldest)
    cachedBytes -= body.byteLength
  }
}

function recall(key: string): Rendered | undefined {
  const image = rendered.get(key)
  if (image) {
    // Map order is insertion order: moving a hit to the end makes the first entry the least recent.
    rendered.delete(key)
    rendered.set(key, image)
  }
  return image
}

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
  const key = options ? `${file}?${JSON.stringify(options)}` : undefined
  const hit = key ? recall(key) : undefined
  if (hit) return new Response(hit.body, { headers: { 'Content-Type': hit.contentType, 'Cache-Control': IMMUTABLE } })

  const source = await readFile(path.join(contentDir(), 'images', file)).catch(() => null)
  if (!source) return notFound()

  if (!options || !key) {
    return new Response(new Uint8Array(source), {
      headers: { 'Content-Type': mimeTypeOf(match[4] ?? ''), 'Cache-Control': IMMUTABLE },
    })
  }
  try {
    const { body, contentType } = await transformImage(source, options)
    const image = { body: new Uint8Array(body), contentType }
    remember(key, image)
    return new Response(image.body, { headers: { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE } })
  } catch (error) {
    if (error instanceof ImageParamsError) return badParameters(error)
    throw error
  }
}
