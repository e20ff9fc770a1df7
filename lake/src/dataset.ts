import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Sanity's export layout (`data.ndjson`, `images/`, `assets.json`), read into the documents
 * the Content Lake would hold. This is the one parser of `content/`: the lake loads with it
 * and the site's in-process seam reads with it, so both see the same dataset.
 */

export type SanityDocument = {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [key: string]: unknown
}

export type Perspective = 'published' | 'drafts' | 'raw'

type AssetMeta = Record<string, unknown>

export type LoadOptions = {
  projectId: string
  dataset: string
  /**
   * Where asset documents' `url` points: the lake's own origin, or `''` for site-relative
   * URLs (`/images/<project>/<dataset>/<file>`, served by the site on sample content).
   */
  assetBaseUrl: string
}

// `image@file://./images/<sha1>-<w>x<h>.<ext>`, as `sanity dataset export` writes it.
const SANITY_ASSET = /^image@file:\/\/\.\/images\/([a-f0-9]{40})-(\d+)x(\d+)\.([a-z]+)$/

/** Turns export placeholders back into asset references, collecting the assets used. */
function restoreAssetRefs(value: unknown, used: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => restoreAssetRefs(item, used))
  if (!value || typeof value !== 'object') return value
  const record: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const match = SANITY_ASSET.exec(child)
      if (!match) throw new Error(`Unsupported asset placeholder: ${child}`)
      const [, sha1, width, height, ext] = match
      const id = `image-${sha1}-${width}x${height}-${ext}`
      used.set(id, `${sha1}-${width}x${height}.${ext}`)
      record.asset = { _type: 'reference', _ref: id }
    } else {
      record[key] = restoreAssetRefs(child, used)
    }
  }
  return record
}

function imageAssetDocument(id: string, file: string, meta: AssetMeta | undefined, options: LoadOptions) {
  const ext = path.extname(file).slice(1)
  const { projectId, dataset, assetBaseUrl } = options
  return {
    ...meta,
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: file.split('-')[0],
    extension: ext,
    mimeType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}`,
    path: `images/${projectId}/${dataset}/${file}`,
    url: `${assetBaseUrl}/images/${projectId}/${dataset}/${file}`,
  } satisfies SanityDocument
}

/** Reads a folder in the export layout; image assets become `sanity.imageAsset` documents. */
export async function loadDataset(dir: string, options: LoadOptions): Promise<SanityDocument[]> {
  const [ndjson, assetsJson] = await Promise.all([
    readFile(path.join(dir, 'data.ndjson'), 'utf8'),
    readFile(path.join(dir, 'assets.json'), 'utf8').catch(() => '{}'),
  ])
  const assets = JSON.parse(assetsJson) as Record<string, AssetMeta>
  const used = new Map<string, string>()
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => restoreAssetRefs(JSON.parse(line), used) as SanityDocument)
  for (const [id, file] of used) {
    const sha1 = file.slice(0, 40)
    documents.push(imageAssetDocument(id, file, assets[`image-${sha1}`], options))
  }
  return documents
}

const isDraftId = (id: string) => id.startsWith('drafts.')
const isVersionId = (id: string) => id.startsWith('versions.')
export const publishedId = (id: string) => (isDraftId(id) ? id.slice('drafts.'.length) : id)

/**
 * What a query sees under a perspective, as the Content Lake defines them: `published` never
 * contains `drafts.*` or `versions.*`; `drafts` overlays each draft on its published document
 * (keeping the published `_id`, the draft's id in `_originalId`); `raw` is everything.
 */
export function withPerspective(documents: SanityDocument[], perspective: Perspective): SanityDocument[] {
  if (perspective === 'raw') return documents
  if (perspective === 'published') return documents.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id))
  const drafts = new Map<string, SanityDocument>()
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedId(doc._id), doc)
  const result: SanityDocument[] = []
  for (const doc of documents) {
    if (isVersionId(doc._id) || isDraftId(doc._id)) continue
    const draft = drafts.get(doc._id)
    drafts.delete(doc._id)
    result.push(draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc)
  }
  for (const [id, draft] of drafts) result.push({ ...draft, _id: id, _originalId: draft._id })
  return result
}
