import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { readSampleManifest, rollSampleDates } from './sample-dates.ts'

/**
 * Sanity's export layout (`data.ndjson`, `images/`, `files/`, `assets.json`), read into the
 * documents the Content Lake would hold, and written back. This is the one parser of `content/`:
 * the lake loads and persists with it and the site's in-process seam reads with it, so both see
 * the same dataset.
 */

export type SanityDocument = {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [key: string]: unknown
}

export type AssetMeta = Record<string, unknown>

export type LoadOptions = {
  projectId: string
  dataset: string
  /**
   * Where asset documents' `url` points: the lake's own origin, or `''` for site-relative
   * URLs (`/images/<project>/<dataset>/<file>`, served by the site on sample content).
   */
  assetBaseUrl: string
  /**
   * Today (`YYYY-MM-DD`) for the sample's rolling dates: when the folder declares a reference
   * day (`sample.json`), untouched sample deals are moved forward by the days since then
   * (`rollSampleDates`). Omitted: every date as written.
   */
  anchorDay?: string
}

export type AssetKind = 'image' | 'file'

/** An asset as the export layout names it: `images/<sha1>-<w>x<h>.<ext>` or `files/<sha1>.<ext>`. */
export type AssetFile = { kind: AssetKind; sha1: string; fileName: string; extension: string }

// `image@file://./images/<sha1>-<w>x<h>.<ext>` / `file@file://./files/<sha1>.<ext>`, as `sanity dataset export` writes them.
const SANITY_ASSET = /^(image|file)@file:\/\/\.\/(?:images|files)\/([^/]+)$/
const IMAGE_FILE = /^([a-f0-9]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/
const FILE_FILE = /^([a-f0-9]{40})\.([a-z0-9]+)$/
const IMAGE_ID = /^image-([a-f0-9]{40})-(\d+)x(\d+)-([a-z0-9]+)$/
const FILE_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/

/** The asset document id for a file in `images/` or `files/`, or undefined if the name is not an asset's. */
export function assetIdFromFile(kind: AssetKind, fileName: string): string | undefined {
  if (kind === 'image') {
    const match = IMAGE_FILE.exec(fileName)
    return match ? `image-${match[1]}-${match[2]}x${match[3]}-${match[4]}` : undefined
  }
  const match = FILE_FILE.exec(fileName)
  return match ? `file-${match[1]}-${match[2]}` : undefined
}

/** The export file of an asset document id (`image-<sha1>-<w>x<h>-<ext>`, `file-<sha1>-<ext>`). */
export function assetFileFromId(id: string): AssetFile | undefined {
  const image = IMAGE_ID.exec(id)
  if (image) {
    const [, sha1 = '', width, height, extension = ''] = image
    return { kind: 'image', sha1, fileName: `${sha1}-${width}x${height}.${extension}`, extension }
  }
  const file = FILE_ID.exec(id)
  if (file) {
    const [, sha1 = '', extension = ''] = file
    return { kind: 'file', sha1, fileName: `${sha1}.${extension}`, extension }
  }
  return undefined
}

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
}

export const mimeTypeOf = (extension: string) => MIME_TYPES[extension] ?? 'application/octet-stream'

/** Turns export placeholders back into asset references, collecting the assets used. */
function restoreAssetRefs(value: unknown, used: Map<string, AssetFile>): unknown {
  if (Array.isArray(value)) return value.map((item) => restoreAssetRefs(item, used))
  if (!value || typeof value !== 'object') return value
  const record: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof child === 'string') {
      const match = SANITY_ASSET.exec(child)
      const kind = match?.[1] as AssetKind | undefined
      const id = kind && match?.[2] ? assetIdFromFile(kind, match[2]) : undefined
      const file = id ? assetFileFromId(id) : undefined
      if (!id || !file) throw new Error(`Unsupported asset placeholder: ${child}`)
      used.set(id, file)
      // Same key position as the placeholder, so an untouched document serialises back byte for byte.
      record.asset = { _type: 'reference', _ref: id }
    } else {
      record[key] = restoreAssetRefs(child, used)
    }
  }
  return record
}

/** Parses one `data.ndjson` line into a document, recording the assets it references in `used`. */
export function documentFromExportLine(line: string, used: Map<string, AssetFile>): SanityDocument {
  return restoreAssetRefs(JSON.parse(line), used) as SanityDocument
}

function toPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlaceholders)
  if (!value || typeof value !== 'object') return value
  const record: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    const ref = key === 'asset' && child && typeof child === 'object' ? (child as { _ref?: unknown })._ref : undefined
    const file = typeof ref === 'string' ? assetFileFromId(ref) : undefined
    if (file) record._sanityAsset = `${file.kind}@file://./${file.kind}s/${file.fileName}`
    else record[key] = toPlaceholders(child)
  }
  return record
}

/** One `data.ndjson` line for a document: asset references become `_sanityAsset` placeholders. */
export function documentToExportLine(doc: SanityDocument): string {
  return JSON.stringify(toPlaceholders(doc))
}

/** Properties `sanity dataset export` drops from asset documents when it writes `assets.json`. */
export const ASSET_EXPORT_OMITTED = ['_id', '_type', 'assetId', 'extension', 'mimeType', 'path', 'uploadId', 'url']

/** The `assets.json` key of an asset: `image-<sha1>` / `file-<sha1>`. */
export const assetsJsonKey = (file: AssetFile) => `${file.kind}-${file.sha1}`

/** An asset document rebuilt from its export file name and `assets.json` entry. */
export function assetDocument(id: string, meta: AssetMeta | undefined, options: LoadOptions): SanityDocument {
  const file = assetFileFromId(id)
  if (!file) throw new Error(`Not an asset id: ${id}`)
  const { projectId, dataset, assetBaseUrl } = options
  const assetPath = `${file.kind}s/${projectId}/${dataset}/${file.fileName}`
  return {
    ...meta,
    _id: id,
    _type: file.kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: file.sha1,
    extension: file.extension,
    mimeType: mimeTypeOf(file.extension),
    path: assetPath,
    url: `${assetBaseUrl}/${assetPath}`,
  }
}

export async function readAssetsJson(dir: string): Promise<Record<string, AssetMeta>> {
  const text = await readFile(path.join(dir, 'assets.json'), 'utf8').catch(() => '{}')
  return JSON.parse(text) as Record<string, AssetMeta>
}

/**
 * The local lake's journal of commits not yet folded into `data.ndjson` (lake/README.md,
 * "Writes"): one line per commit group, `{"put":[<data.ndjson line>…],"delete":[<id>…]}`, each
 * entry the documents' whole new state, so replaying an entry twice changes nothing. The lake
 * removes it once `data.ndjson` holds everything, at the latest when it stops.
 */
export const JOURNAL_FILE = '.journal.ndjson'

type JournalEntry = { put: Record<string, unknown>[]; delete: string[] }

/**
 * The entries of a journal. Text after the last newline is a line being appended or torn by a
 * crash, never acknowledged: it is ignored. Any other line that does not parse is damage, and
 * reading fails rather than serve the dataset without it.
 */
export function parseJournal(text: string): JournalEntry[] {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1)
  return complete
    .split('\n')
    .filter((line) => line !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as JournalEntry
      } catch {
        throw new Error(`${JOURNAL_FILE}: line ${index + 1} is damaged`)
      }
    })
}

const ID_FIRST = '{"_id":"'

/**
 * A line's `_id`. Lines the lake and `sanity dataset export` write start with it, so it is read
 * without parsing the rest (37 MB at 100× the sample, on every reload while a journal exists).
 */
function idOfLine(line: string): string {
  if (line.startsWith(ID_FIRST)) {
    for (let end = ID_FIRST.length; end < line.length; end++) {
      if (line[end] === '\\') end++
      else if (line[end] === '"') return JSON.parse(line.slice(ID_FIRST.length - 1, end + 1)) as string
    }
  }
  return (JSON.parse(line) as { _id: string })._id
}

/**
 * The lines of `data.ndjson` with the journal replayed over them, sorted by id as the lake
 * writes the file: what `data.ndjson` will hold once the lake has folded the journal in. The
 * journal is read first: the lake folds it in by replacing `data.ndjson` and only then removing
 * the journal, so a reader racing that sees the old journal over the new file, which replays to
 * the same documents. `journaled` counts the entries replayed.
 */
export async function readContentLines(dir: string): Promise<{ lines: string[]; journaled: number }> {
  const journal = parseJournal(await readFile(path.join(dir, JOURNAL_FILE), 'utf8').catch(() => ''))
  // A folder the lake started empty has only the journal until the lake first folds it in.
  const ndjson = await readFile(path.join(dir, 'data.ndjson'), 'utf8').catch((error: unknown) => {
    if (journal.length > 0 && (error as NodeJS.ErrnoException).code === 'ENOENT') return ''
    throw error
  })
  const lines = ndjson.split('\n').filter((line) => line.trim() !== '')
  if (journal.length === 0) return { lines, journaled: 0 }
  const byId = new Map(lines.map((line) => [idOfLine(line), line]))
  for (const entry of journal) {
    for (const doc of entry.put) byId.set(doc._id as string, JSON.stringify(doc))
    for (const id of entry.delete) byId.delete(id)
  }
  const ids = [...byId.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { lines: ids.map((id) => byId.get(id) as string), journaled: journal.length }
}

/** Reads a folder in the export layout; referenced assets become `sanity.imageAsset` / `sanity.fileAsset` documents. */
export async function loadDataset(dir: string, options: LoadOptions): Promise<SanityDocument[]> {
  const [{ lines }, assets, sample] = await Promise.all([
    readContentLines(dir),
    readAssetsJson(dir),
    options.anchorDay ? readSampleManifest(dir) : undefined,
  ])
  const used = new Map<string, AssetFile>()
  const parsed = lines.map((line) => documentFromExportLine(line, used))
  const documents =
    sample && options.anchorDay
      ? rollSampleDates(parsed, { referenceDay: sample.referenceDay, anchorDay: options.anchorDay })
      : parsed
  for (const [id, file] of used) documents.push(assetDocument(id, assets[assetsJsonKey(file)], options))
  return documents
}
