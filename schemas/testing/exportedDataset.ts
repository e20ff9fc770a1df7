/**
 * Reads the sample dataset in Sanity export layout (`content/data.ndjson` + `content/images/`)
 * and turns export-style image fields into the shape the Content Lake stores.
 */
import { readdirSync, readFileSync } from 'node:fs'

import type { SanityDocument } from 'sanity'

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/
const IMAGE_FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/

/**
 * `image@file://./images/<sha1>-<w>x<h>.<ext>` → `image-<sha1>-<w>x<h>-<ext>`, the `_id` the
 * Content Lake gives the uploaded asset. Returns `undefined` for anything else.
 */
export function assetIdFromSanityAsset(sanityAsset: string): string | undefined {
  const match = SANITY_ASSET.exec(sanityAsset)
  return match ? `image-${match[1]}-${match[2]}x${match[3]}-${match[4]}` : undefined
}

/**
 * Deep copy of `value` where every `{_sanityAsset: "image@file://…"}` becomes
 * `{asset: {_type: 'reference', _ref: 'image-…'}}`, as `sanity dataset import` would leave it.
 * An unrecognised `_sanityAsset` is kept, so validation reports the image as missing.
 */
export function resolveExportedAssets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => resolveExportedAssets(item)) as T
  if (value === null || typeof value !== 'object') return value
  const result: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) result[key] = resolveExportedAssets(child)
  const sanityAsset = result._sanityAsset
  const assetId = typeof sanityAsset === 'string' ? assetIdFromSanityAsset(sanityAsset) : undefined
  if (assetId) {
    delete result._sanityAsset
    result.asset = { _type: 'reference', _ref: assetId }
  }
  return result as T
}

/** Parses an ndjson export: one document per non-empty line. */
export function readNdjson(path: string): SanityDocument[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch (error) {
        throw new Error(`${path}:${index + 1} is not valid JSON`, { cause: error })
      }
    })
}

/** Asset ids of the image files in an export's `images/` folder. */
export function imageAssetIds(imagesDir: string): string[] {
  return readdirSync(imagesDir).flatMap((name) => {
    const match = IMAGE_FILE.exec(name)
    return match ? [`image-${match[1]}-${match[2]}x${match[3]}-${match[4]}`] : []
  })
}

export const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')
