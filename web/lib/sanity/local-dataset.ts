import 'server-only'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { env } from '@/lib/env'
import { sanityConfig } from './config'

/**
 * The embedded default: the sample dataset in `content/` (Sanity's export layout),
 * queried with groq-js, the same GROQ engine semantics the Content Lake uses. This is the
 * one seam between "hosted" and "local" reads; the local lake will sit behind it later.
 */

type Doc = { _id: string; _type: string; [key: string]: unknown }
type AssetMeta = Record<string, unknown>

export const contentDir = () => env.CONTENT_DIR ?? path.join(process.cwd(), '..', 'content')

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

function imageAssetDocument(id: string, file: string, meta: AssetMeta | undefined): Doc {
  const ext = path.extname(file).slice(1)
  const { projectId, dataset } = sanityConfig
  return {
    ...meta,
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: file.split('-')[0],
    extension: ext,
    mimeType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}`,
    path: `images/${projectId}/${dataset}/${file}`,
    // Site-relative: the /images route serves and transforms these like Sanity's CDN.
    url: `/images/${projectId}/${dataset}/${file}`,
  }
}

export async function loadDataset(dir = contentDir()): Promise<Doc[]> {
  const [ndjson, assetsJson] = await Promise.all([
    readFile(path.join(dir, 'data.ndjson'), 'utf8'),
    readFile(path.join(dir, 'assets.json'), 'utf8').catch(() => '{}'),
  ])
  const assets = JSON.parse(assetsJson) as Record<string, AssetMeta>
  const used = new Map<string, string>()
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => restoreAssetRefs(JSON.parse(line), used) as Doc)
  for (const [id, file] of used) {
    const sha1 = file.slice(0, 40)
    documents.push(imageAssetDocument(id, file, assets[`image-${sha1}`]))
  }
  return documents
}

/** The published perspective: no drafts, no release versions. */
export const published = (documents: Doc[]) =>
  documents.filter((doc) => !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))

let cache: { mtimeMs: number; documents: Doc[] } | undefined

/** Reloads only when `data.ndjson` changed on disk, so published edits are picked up. */
async function publishedDocuments(): Promise<Doc[]> {
  const { mtimeMs } = await stat(path.join(contentDir(), 'data.ndjson'))
  if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: published(await loadDataset()) }
  return cache.documents
}

export async function queryLocalDataset(
  query: string,
  params: Record<string, unknown>,
  documents?: Doc[],
): Promise<unknown> {
  const tree = parse(query, { params })
  const result = await evaluate(tree, {
    dataset: documents ?? (await publishedDocuments()),
    params,
    sanity: { projectId: sanityConfig.projectId, dataset: sanityConfig.dataset },
  })
  return result.get()
}
