import 'server-only'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ImageCache,
  ImageParamsError,
  mimeTypeOf,
  parseImageParams,
  transformImage,
  type ImageOptions,
} from '@meridian/dataset'
import { IMAGE_DEFAULTS } from '@/lib/constants'
import { SHORT_ID_LENGTH, SHORT_IMAGE_ID } from './image'
import { contentDir } from './local-dataset'

/**
 * The image service of the embedded default, behind both of its addresses: Sanity's URL shape
 * (app/images/…) and the site's short one (app/img/…, docs/behaviour.md, "Images"). It serves
 * `content/images/*` with the subset of Sanity's image API the site uses, through
 * @meridian/dataset's image transform (the one the local lake's CDN uses too, so a URL gives the
 * same bytes from either; lake/README.md, "Images"). A URL without transform parameters is the
 * original file. Files are content-addressed, so answers are immutable; each request reads the
 * folder, so an image uploaded in the Studio is served as soon as the lake has written it.
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

// An image read at run time: nothing here for the build's file tracing (lib/sanity/local-dataset.ts).
const imagesDir = () => path.join(/* turbopackIgnore: true */ contentDir(), 'images')

// A missing file may be an upload still being written: nobody may keep this answer.
export const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
const badParameters = (error: ImageParamsError) =>
  new Response(`Bad image parameters: ${error.message}`, { status: 400 })

/** `file` (`<sha1>-<w>x<h>.<ext>`) of content/images, transformed as `search` asks. */
export async function serveImage(file: string, search: URLSearchParams): Promise<Response> {
  const match = FILE.exec(file)
  if (!match) return notFound()
  let options: ImageOptions | undefined
  try {
    options = parseImageParams(search)
  } catch (error) {
    if (error instanceof ImageParamsError) return badParameters(error)
    throw error
  }
  const location = path.join(imagesDir(), file)
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

/**
 * The file a short id names: the one image whose hash starts with it. Read from the folder when
 * the id is not yet known (an upload since), so a flood of unknown ids costs a listing each,
 * as a flood of unknown names costs a failed read on the long address. Two files sharing the
 * id (one chance in ~10¹⁰ for a thousand uploads) answer 404 rather than either picture.
 *
 * The ids are found in a map of their own and then replace the known ones whole, and requests
 * that miss together share one listing: a first page view asks for a dozen pictures at once, and
 * listings filling one shared map in turn took each other's files for duplicates (every one of
 * them answered 404 until the next unknown id).
 */
let files = new Map<string, string | null>()
let listing: Promise<Map<string, string | null>> | undefined

async function listFiles(): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>()
  for (const name of await readdir(imagesDir()).catch(() => [])) {
    if (!FILE.test(name)) continue
    const prefix = name.slice(0, SHORT_ID_LENGTH)
    found.set(prefix, found.has(prefix) ? null : name)
  }
  return found
}

async function fileFor(id: string): Promise<string | undefined> {
  if (!files.has(id)) {
    listing ??= listFiles().finally(() => (listing = undefined))
    files = await listing
  }
  return files.get(id) ?? undefined
}

/**
 * The short address `/img/<id>?<params>`: WebP at the site's quality unless the parameters say
 * otherwise, as every `<img>` of the site asks (lib/sanity/image.ts, `imageUrl`).
 */
export async function serveShortImage(id: string, search: URLSearchParams): Promise<Response> {
  if (!SHORT_IMAGE_ID.test(id)) return notFound()
  const file = await fileFor(id)
  if (!file) return notFound()
  const params = new URLSearchParams({ fm: IMAGE_DEFAULTS.format, q: String(IMAGE_DEFAULTS.quality) })
  for (const [key, value] of search) params.set(key, value)
  return serveImage(file, params)
}
