import { createHash } from 'node:crypto'
import { access, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { assetDocument, assetFileFromId, lqip, type AssetKind, type SanityDocument } from '@meridian/dataset'
import { httpError } from '../errors.ts'
import type { Lake } from '../lake.ts'
import { writeFileAtomic } from '../store/files.ts'

export type UploadMeta = {
  filename?: string
  contentType?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: { id: string; name: string; url?: string }
}

// sharp's format names → the extensions Sanity uses in asset ids and file names.
const IMAGE_EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  svg: 'svg',
  avif: 'avif',
  heif: 'avif',
  tiff: 'tiff',
}

const CONTENT_TYPE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/json': 'json',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'application/zip': 'zip',
}

function fileExtension(meta: UploadMeta): string {
  const fromName = path
    .extname(meta.filename ?? '')
    .slice(1)
    .toLowerCase()
  if (/^[a-z0-9]{1,10}$/.test(fromName)) return fromName
  return CONTENT_TYPE_EXTENSIONS[meta.contentType?.split(';')[0]?.trim() ?? ''] ?? 'bin'
}

async function imageFacts(data: Buffer) {
  let info: Metadata
  try {
    info = await sharp(data).metadata()
  } catch (error) {
    throw httpError(400, `The uploaded file is not an image sharp can read: ${(error as Error).message}`)
  }
  const extension = IMAGE_EXTENSIONS[info.format]
  // Dimensions as displayed (EXIF orientation applied), which is what image URLs address.
  const width = info.autoOrient.width
  const height = info.autoOrient.height
  if (!extension || !width || !height) throw httpError(400, `Unsupported image format "${info.format}"`)
  const { isOpaque } = await sharp(data).stats()
  return {
    extension,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      // The product's placeholder (10×10, q 50, blur 3), as the sample content's `metadata.lqip`.
      lqip: await lqip(data),
      hasAlpha: info.hasAlpha,
      isOpaque,
    },
  }
}

/**
 * Uploads of one asset (the same bytes) in progress, by asset id: each waits for the one before
 * it. Two at once shared the file: when the first one's commit failed, it removed the file the
 * second one's document was about to name, leaving an asset whose bytes were gone.
 */
const uploading = new Map<string, Promise<unknown>>()

function oneAtATime<T>(id: string, upload: () => Promise<T>): Promise<T> {
  const mine = (uploading.get(id) ?? Promise.resolve()).catch(() => undefined).then(upload)
  uploading.set(id, mine)
  const forget = () => {
    if (uploading.get(id) === mine) uploading.delete(id)
  }
  mine.then(forget, forget)
  return mine
}

/**
 * Stores uploaded bytes as an asset: the file goes into `content/images|files/` under its content
 * hash, the asset document is committed like any other write. The same bytes uploaded again
 * return the existing asset.
 */
export async function uploadAsset(
  lake: Lake,
  kind: AssetKind,
  data: Buffer,
  meta: UploadMeta,
  identity: string,
): Promise<SanityDocument> {
  if (data.length === 0) throw httpError(400, 'The upload is empty')
  const sha1 = createHash('sha1').update(data).digest('hex')
  const image = kind === 'image' ? await imageFacts(data) : undefined
  const extension = image?.extension ?? fileExtension(meta)
  const { width, height } = image?.metadata.dimensions ?? {}
  const id = image ? `image-${sha1}-${width}x${height}-${extension}` : `file-${sha1}-${extension}`
  return oneAtATime(id, () => storeAsset(lake, id, { data, sha1, extension, image, meta, identity }))
}

async function storeAsset(
  lake: Lake,
  id: string,
  upload: {
    data: Buffer
    sha1: string
    extension: string
    image: Awaited<ReturnType<typeof imageFacts>> | undefined
    meta: UploadMeta
    identity: string
  },
): Promise<SanityDocument> {
  const { data, sha1, extension, image, meta, identity } = upload
  const existing = lake.store.get(id)
  if (existing) return existing

  const file = assetFileFromId(id)
  if (!file) throw httpError(400, `Cannot name an asset with extension "${extension}"`)
  const target = lake.files.assetPath(file)
  const isNewFile = await access(target).then(
    () => false,
    () => true,
  )
  if (isNewFile) await writeFileAtomic(target, data)

  const { _id, _type, ...derived } = assetDocument(id, undefined, lake.config)
  const { filename, label, title, description, creditLine, source } = meta
  const doc: SanityDocument = {
    _id,
    _type,
    originalFilename: filename ?? `${sha1}.${extension}`,
    size: data.length,
    sha1hash: sha1,
    ...(image ? { metadata: image.metadata } : {}),
    ...(label === undefined ? {} : { label }),
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(creditLine === undefined ? {} : { creditLine }),
    ...(source === undefined ? {} : { source }),
    ...derived,
  }
  try {
    const { result } = await lake.store.transact((ws) => ws.get(id) ?? ws.put(doc), { identity })
    return result
  } catch (error) {
    if (isNewFile && !lake.store.get(id)) await rm(target, { force: true })
    throw error
  }
}
