import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import sharp, { type FormatEnum } from 'sharp'
import { pipeline } from 'node:stream/promises'
import { assetFileFromId, assetIdFromFile, mimeTypeOf, type AssetKind } from '../dataset.ts'
import { httpError, notFound } from '../errors.ts'
import type { Lake } from '../lake.ts'
import type { Request, Response } from '../server/http.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

type Rendered = { data: Buffer; type: string }

const MAX_CACHED_BYTES = 64 * 1024 * 1024
const rendered = new Map<string, Rendered>()
let cachedBytes = 0

function remember(key: string, value: Rendered) {
  rendered.set(key, value)
  cachedBytes += value.data.length
  for (const [oldKey, old] of rendered) {
    if (cachedBytes <= MAX_CACHED_BYTES) break
    rendered.delete(oldKey)
    cachedBytes -= old.data.length
  }
}

const TRANSFORM_PARAMS = ['w', 'h', 'rect', 'fit', 'fm', 'q', 'auto', 'dpr', 'blur']

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif'

const FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpeg',
  pjpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
}

const number = (value: string | null) => {
  const parsed = value === null ? NaN : Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined
}

/** The subset of Sanity's image pipeline the Studio's thumbnails and the site's images use. */
async function transform(file: string, search: URLSearchParams, accept: string): Promise<Rendered> {
  let image = sharp(file).rotate()
  const rect = search.get('rect')?.split(',').map(Number)
  if (rect?.length === 4 && rect.every((n) => Number.isInteger(n) && n >= 0)) {
    const [left = 0, top = 0, width = 0, height = 0] = rect
    if (width > 0 && height > 0) image = image.extract({ left, top, width, height })
  }
  const dpr = Math.min(number(search.get('dpr')) ?? 1, 3)
  const width = number(search.get('w'))
  const height = number(search.get('h'))
  if (width || height) {
    const fit = search.get('fit') ?? 'clip'
    const size = {
      width: width && Math.round(width * dpr),
      height: height && Math.round(height * dpr),
    }
    if (fit === 'crop' || fit === 'min')
      image = image.resize({ ...size, fit: 'cover', withoutEnlargement: fit === 'min' })
    else if (fit === 'fill' || fit === 'fillmax') {
      image = image.resize({ ...size, fit: 'contain', background: '#ffffff', withoutEnlargement: fit === 'fillmax' })
    } else if (fit === 'scale') image = image.resize({ ...size, fit: 'fill' })
    else image = image.resize({ ...size, fit: 'inside', withoutEnlargement: fit === 'max' })
  }
  const blur = number(search.get('blur'))
  if (blur) image = image.blur(Math.min(blur / 10, 100) + 0.3)
  const quality = Math.min(number(search.get('q')) ?? 75, 100)
  const requested = search.get('fm')
  let format: OutputFormat | undefined = requested ? FORMATS[requested] : undefined
  if (!format && search.get('auto') === 'format') format = accept.includes('image/webp') ? 'webp' : undefined
  if (!format) {
    const original: keyof FormatEnum = (await sharp(file).metadata()).format
    // Vector and other sources are rasterised to PNG when they are transformed at all.
    format = original === 'jpeg' || original === 'webp' ? original : 'png'
  }
  const data = await image.toFormat(format, { quality, progressive: requested === 'pjpg' }).toBuffer()
  return { data, type: format === 'jpeg' ? 'image/jpeg' : `image/${format}` }
}

/**
 * `GET /images|files/{projectId}/{dataset}/{file}`: the asset CDN. Originals are served as they
 * are; image URLs with transform parameters are rendered with sharp and kept in a small cache.
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
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE, etag: `"${file.sha1}"` }
  if (download !== null) {
    const name = (download || fileName).replace(/["\r\n]/g, '')
    headers['content-disposition'] = `attachment; filename="${name}"`
  }
  if (req.headers['if-none-match'] === headers.etag && search.size === 0) {
    res.writeHead(304, headers)
    res.end()
    return
  }

  if (kind === 'image' && TRANSFORM_PARAMS.some((param) => search.has(param))) {
    const accept = String(req.headers.accept ?? '')
    const key = `${fileName}?${[...search].sort().join('&')}${search.get('auto') === 'format' ? `|${accept.includes('image/webp')}` : ''}`
    let output = rendered.get(key)
    if (!output) {
      try {
        output = await transform(location, search, accept)
      } catch (error) {
        throw httpError(400, `Cannot transform ${fileName}: ${(error as Error).message}`)
      }
      remember(key, output)
    }
    res.writeHead(200, {
      ...headers,
      'content-type': output.type,
      'content-length': String(output.data.length),
      vary: 'Origin, Accept',
    })
    if (req.method === 'HEAD') res.end()
    else res.end(output.data)
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
