import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import {
  assetFileFromId,
  assetIdFromFile,
  ImageCache,
  ImageParamsError,
  mimeTypeOf,
  parseImageParams,
  transformImage,
  type AssetKind,
  type ImageOptions,
  type TransformedImage,
} from '@meridian/dataset'
import { httpError, notFound } from '../errors.ts'
import type { Lake } from '../lake.ts'
import type { Request, Response } from '../server/http.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * On every asset answer. An uploaded SVG (or a file of any type) opened on its own is a document
 * of the lake's origin: `sandbox` gives it a unique origin and no scripts, and the rest forbids
 * loading anything but its inline styles and data: images. `nosniff`: a file is only ever read
 * as the type its extension gives (docs/security.md, "The local lake").
 */
const ASSET_SAFETY = {
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
}

/** Renders kept in memory (@meridian/dataset's `ImageCache`, the site's route uses one too). */
const rendered = new ImageCache(64 * 1024 * 1024)

/** The transform a query asks for (@meridian/dataset's image subset, lake/README.md "Images"). */
function imageOptions(search: URLSearchParams): ImageOptions | undefined {
  try {
    return parseImageParams(search)
  } catch (error) {
    if (error instanceof ImageParamsError) throw httpError(400, `Bad image parameters: ${error.message}`)
    throw error
  }
}

async function render(location: string, fileName: string, options: ImageOptions): Promise<TransformedImage> {
  try {
    return await transformImage(await readFile(location), options)
  } catch (error) {
    if (error instanceof ImageParamsError) throw httpError(400, `Bad image parameters: ${error.message}`)
    throw httpError(400, `Cannot transform ${fileName}: ${(error as Error).message}`)
  }
}

/**
 * `GET /images|files/{projectId}/{dataset}/{file}`: the asset CDN. Originals are served as they
 * are; image URLs with transform parameters are rendered by @meridian/dataset's image transform
 * (the same bytes as the site's /images route) and kept in a small cache.
 */
export async function serveAsset(
  lake: Lake,
  kind: AssetKind,
  params: string[],
  url: URL,
  req: Request,
  res: Response,
): Promise<void> {
  const [projectId, dataset, fileName = ''] = params
  const id = assetIdFromFile(kind, fileName)
  const file = id ? assetFileFromId(id) : undefined
  if (projectId !== lake.config.projectId || dataset !== lake.config.dataset || !file) {
    throw notFound(`No such ${kind}: ${url.pathname}`)
  }
  const location = lake.files.assetPath(file)
  const info = await stat(location).catch(() => undefined)
  if (!info?.isFile()) throw notFound(`No such ${kind}: ${url.pathname}`)

  const search = url.searchParams
  const download = search.get('dl')
  const headers: Record<string, string> = { ...ASSET_SAFETY, 'cache-control': IMMUTABLE, etag: `"${file.sha1}"` }
  if (download !== null) {
    const name = (download || fileName).replace(/["\r\n]/g, '')
    headers['content-disposition'] = `attachment; filename="${name}"`
  }
  if (req.headers['if-none-match'] === headers.etag && search.size === 0) {
    res.writeHead(304, headers)
    res.end()
    return
  }

  const options = kind === 'image' ? imageOptions(search) : undefined
  if (options) {
    const output = await rendered.get(fileName, options, () => render(location, fileName, options))
    res.writeHead(200, {
      ...headers,
      'content-type': output.contentType,
      'content-length': String(output.body.length),
      vary: 'Origin, Accept',
    })
    if (req.method === 'HEAD') res.end()
    else res.end(output.body)
    return
  }

  res.writeHead(200, {
    ...headers,
    'content-type': mimeTypeOf(file.extension),
    'content-length': String(info.size),
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  await pipeline(createReadStream(location), res as unknown as NodeJS.WritableStream).catch(() => res.destroy())
}
