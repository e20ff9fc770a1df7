import { createHash } from 'node:crypto'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  ASSET_EXPORT_OMITTED,
  assetDocument,
  assetFileFromId,
  assetIdFromFile,
  assetsJsonKey,
  documentFromExportLine,
  documentToExportLine,
  JOURNAL_FILE,
  readAssetsJson,
  readContentLines,
  readSampleManifest,
  rollSampleDates,
  type AssetFile,
  type AssetKind,
  type AssetMeta,
  type LoadOptions,
  type SanityDocument,
} from '@meridian/dataset'
import { isAssetType, isSystemDocument } from '../ids.ts'
import { AppendOnlyFile, writeFileAtomic } from './files.ts'

/** Which file a document lives in. */
export type Category = 'content' | 'assets' | 'system'

export function categoryOf(doc: SanityDocument): Category {
  if (isAssetType(doc._type)) return 'assets'
  return isSystemDocument(doc) ? 'system' : 'content'
}

const stableRev = (seed: string) => createHash('sha1').update(seed).digest('base64url').slice(0, 22)

/**
 * The lake's files: `content/` in Sanity's export layout (documents in `data.ndjson`, assets as
 * files plus `assets.json`) with the journal of content commits not yet folded into
 * `data.ndjson` (`JOURNAL_FILE`), and the system documents in the state folder. Documents read
 * from disk remember their original line (or `assets.json` entry), so untouched documents are
 * written back byte for byte and the committed sample never churns.
 */
export class ContentFiles {
  readonly contentDir: string
  readonly systemFile: string
  readonly options: LoadOptions
  readonly journal: AppendOnlyFile
  readonly #lines = new WeakMap<SanityDocument, string>()
  readonly #assetEntries = new WeakMap<SanityDocument, AssetMeta>()
  /** Whether the journal holds anything `data.ndjson` does not. */
  journalPending = false

  constructor(contentDir: string, stateDir: string, options: LoadOptions) {
    this.contentDir = contentDir
    this.systemFile = path.join(stateDir, 'system.ndjson')
    this.options = options
    this.journal = new AppendOnlyFile(path.join(contentDir, JOURNAL_FILE))
  }

  async load(): Promise<SanityDocument[]> {
    const { anchorDay } = this.options
    const [content, assets, system, sample, journalFound] = await Promise.all([
      readContentLines(this.contentDir).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], journaled: 0 }
        throw error
      }),
      readAssetsJson(this.contentDir),
      readFile(this.systemFile, 'utf8').catch(() => ''),
      anchorDay ? readSampleManifest(this.contentDir) : undefined,
      stat(this.journal.file).then(
        () => true,
        () => false,
      ),
    ])
    // A journal left by a lake that did not stop cleanly (even one holding only a torn line) is
    // folded in at once, so appends never follow a torn line.
    this.journalPending = journalFound
    const used = new Map<string, AssetFile>()
    const { lines } = content
    const parsed = lines.map((line) => {
      const doc = documentFromExportLine(line, used)
      // The Studio needs a revision to align history; derive a stable one for hand-written lines.
      return doc._rev ? doc : { ...doc, _rev: stableRev(line) }
    })
    // Untouched sample deals are moved to today's dates in memory only (content/README.md,
    // "Dates"): each keeps its original line, so writing it back leaves the file as committed,
    // while a document the Studio changes is a new object, written with the dates it was shown.
    const documents =
      sample && anchorDay ? rollSampleDates(parsed, { referenceDay: sample.referenceDay, anchorDay }) : parsed
    for (const [index, doc] of documents.entries()) {
      const line = lines[index]
      if (line !== undefined) this.#lines.set(doc, line)
    }
    for (const line of system.split('\n')) {
      if (line.trim() !== '') documents.push(JSON.parse(line) as SanityDocument)
    }
    // Uploaded assets nobody references yet are in `images/` / `files/` too, like an export's.
    const assetIds = new Set(used.keys())
    for (const kind of ['image', 'file'] as const) {
      for (const id of await this.#assetIdsOnDisk(kind)) assetIds.add(id)
    }
    for (const id of [...assetIds].sort()) {
      const file = assetFileFromId(id)
      if (!file) continue
      const entry = assets[assetsJsonKey(file)]
      const doc = assetDocument(id, entry, this.options)
      const withRev = doc._rev ? doc : { ...doc, _rev: stableRev(id) }
      if (entry) this.#assetEntries.set(withRev, entry)
      documents.push(withRev)
    }
    return documents
  }

  async #assetIdsOnDisk(kind: AssetKind): Promise<string[]> {
    const names = await readdir(path.join(this.contentDir, `${kind}s`)).catch(() => [] as string[])
    return names.map((name) => assetIdFromFile(kind, name)).filter((id): id is string => id !== undefined)
  }

  /** Where an asset's bytes live in the content folder. */
  assetPath(file: AssetFile): string {
    return path.join(this.contentDir, `${file.kind}s`, file.fileName)
  }

  /**
   * Records content documents' new states (null: deleted) durably in the journal, as one line,
   * so a crash keeps all of a commit group or none of it.
   */
  async appendJournal(changes: ReadonlyMap<string, SanityDocument | null>): Promise<void> {
    const put: string[] = []
    const deleted: string[] = []
    for (const [id, doc] of changes) {
      if (doc) put.push(this.#line(doc))
      else deleted.push(id)
    }
    // Lines are JSON objects already: joined, not parsed and serialised again.
    await this.journal.append(`{"put":[${put.join(',')}],"delete":${JSON.stringify(deleted)}}\n`)
    this.journalPending = true
  }

  /**
   * Rewrites the files of the given categories from the full set of documents. Rewriting
   * `data.ndjson` folds the journal in: the journal is removed only once the new file is on disk.
   */
  async write(documents: Iterable<SanityDocument>, categories: ReadonlySet<Category>): Promise<void> {
    const byCategory: Record<Category, SanityDocument[]> = { content: [], assets: [], system: [] }
    for (const doc of documents) byCategory[categoryOf(doc)].push(doc)
    const writes: Promise<void>[] = []
    if (categories.has('content')) {
      const lines = sortById(byCategory.content).map((doc) => this.#line(doc))
      writes.push(
        writeFileAtomic(path.join(this.contentDir, 'data.ndjson'), joinLines(lines)).then(async () => {
          await this.journal.remove()
          this.journalPending = false
        }),
      )
    }
    if (categories.has('assets')) {
      const entries: [string, AssetMeta][] = []
      for (const doc of byCategory.assets) {
        const file = assetFileFromId(doc._id)
        const entry = this.#assetEntry(doc)
        // As `sanity dataset export` does: an asset with nothing left to record gets no entry.
        if (file && Object.keys(entry).length > 0) entries.push([assetsJsonKey(file), entry])
      }
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      const json = JSON.stringify(Object.fromEntries(entries), null, 2) + '\n'
      writes.push(writeFileAtomic(path.join(this.contentDir, 'assets.json'), json))
    }
    if (categories.has('system')) {
      const lines = sortById(byCategory.system).map((doc) => JSON.stringify(doc))
      writes.push(writeFileAtomic(this.systemFile, joinLines(lines), 0o600))
    }
    await Promise.all(writes)
  }

  #line(doc: SanityDocument): string {
    let line = this.#lines.get(doc)
    if (line === undefined) {
      line = documentToExportLine(doc)
      this.#lines.set(doc, line)
    }
    return line
  }

  #assetEntry(doc: SanityDocument): AssetMeta {
    const cached = this.#assetEntries.get(doc)
    if (cached) return cached
    const entry = Object.fromEntries(Object.entries(doc).filter(([key]) => !ASSET_EXPORT_OMITTED.includes(key)))
    this.#assetEntries.set(doc, entry)
    return entry
  }

  /** Removes the bytes of deleted assets; their documents are already gone from `assets.json`. */
  async removeAssetFiles(ids: Iterable<string>): Promise<void> {
    for (const id of ids) {
      const file = assetFileFromId(id)
      if (file) await rm(this.assetPath(file), { force: true })
    }
  }
}

const sortById = (docs: SanityDocument[]) => docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))

const joinLines = (lines: string[]) => (lines.length === 0 ? '' : lines.join('\n') + '\n')
