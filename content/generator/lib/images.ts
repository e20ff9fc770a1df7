import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { lqip } from '@meridian/dataset'
import sharp from 'sharp'
import { logo, type LogoSpec } from '../art/logos.ts'
import { renderArt, type ArtSpec } from '../art/scenes.ts'
import { sha1 } from './hash.ts'

/** An image field as `@sanity/export` writes it into `data.ndjson`. */
export type ImageField = {
  _type: 'image'
  _sanityAsset: string
  alt: string
}

/** An `assets.json` entry: the asset document minus the fields the export drops. */
export type AssetEntry = {
  originalFilename: string
  size: number
  sha1hash: string
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number }
    lqip: string
    hasAlpha: boolean
    isOpaque: boolean
  }
}

export type ImageSpec = ArtSpec | LogoSpec

export type ImageStore = {
  /** Renders (once per file name) and returns an image field pointing at the file. */
  image: (spec: ImageSpec, originalFilename: string, alt: string) => Promise<ImageField>
  /** `assets.json` content, keyed by `image-<sha1>`, sorted. */
  assets: () => Record<string, AssetEntry>
  /** File names written under `images/`. */
  files: () => string[]
  /** Total bytes written. */
  totalBytes: () => number
}

async function render(spec: ImageSpec): Promise<{ data: Buffer; ext: 'jpg' | 'png' }> {
  if (spec.kind === 'logo') {
    const data = await sharp(Buffer.from(logo(spec)))
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer()
    return { data, ext: 'png' }
  }
  const data = await sharp(Buffer.from(renderArt(spec)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  return { data, ext: 'jpg' }
}

/** Creates a store that writes into `<dir>/images/` after emptying it. */
export async function createImageStore(dir: string): Promise<ImageStore> {
  const imagesDir = join(dir, 'images')
  await mkdir(imagesDir, { recursive: true })
  for (const file of await readdir(imagesDir)) await rm(join(imagesDir, file))

  const byName = new Map<string, { spec: string; field: Omit<ImageField, 'alt'> }>()
  const assets = new Map<string, AssetEntry>()
  const files = new Map<string, number>()

  const image = async (spec: ImageSpec, originalFilename: string, alt: string): Promise<ImageField> => {
    const specJson = JSON.stringify(spec)
    const cached = byName.get(originalFilename)
    if (cached) {
      if (cached.spec !== specJson) throw new Error(`Two different images named ${originalFilename}`)
      return { ...cached.field, alt }
    }
    const { data, ext } = await render(spec)
    const meta = await sharp(data).metadata()
    const width = meta.width
    const height = meta.height
    if (!width || !height) throw new Error(`No dimensions for ${originalFilename}`)
    const hash = sha1(data)
    const fileName = `${hash}-${width}x${height}.${ext}`
    if (!files.has(fileName)) {
      await writeFile(join(imagesDir, fileName), data)
      files.set(fileName, data.length)
      const hasAlpha = ext === 'png'
      assets.set(`image-${hash}`, {
        originalFilename: `${originalFilename}.${ext}`,
        size: data.length,
        sha1hash: hash,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
          // The product's placeholder (10×10, q 50, blur 3), as the lake makes it for uploads.
          lqip: await lqip(data),
          hasAlpha,
          isOpaque: !hasAlpha,
        },
      })
    }
    const field = { _type: 'image' as const, _sanityAsset: `image@file://./images/${fileName}` }
    byName.set(originalFilename, { spec: specJson, field })
    return { ...field, alt }
  }

  return {
    image,
    assets: () => Object.fromEntries([...assets.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    files: () => [...files.keys()].sort(),
    totalBytes: () => [...files.values()].reduce((sum, size) => sum + size, 0),
  }
}
