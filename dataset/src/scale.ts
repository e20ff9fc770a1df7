import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SAMPLE_MANIFEST } from './sample-dates.ts'

/**
 * A dataset N times the sample's inventory, for benchmarks and tests of a large site
 * (content/README.md, "A larger inventory"): every published deal, airline and post is cloned
 * N − 1 times; regions, cities, pages and everything else stay as they are, as issue 15
 * measured (540 deals, 130 airlines, 60 posts at 10×). Drafts are not cloned.
 */

/** The types whose published documents are cloned. */
const SCALED_TYPES = ['deal', 'airline', 'post'] as const

type Doc = { _id: string; _type: string; [key: string]: unknown }

const DAY_MS = 86_400_000

/** The id of copy `copy` (1 … N − 1) of a document. */
const cloneId = (id: string, copy: number) => `${id}-copy${copy}`

/** A copy's slug: the original's with the copy's number, as a visitor would number pages. */
const cloneSlug = (slug: string, copy: number) => `${slug}-${copy + 1}`

/**
 * A copy's timestamp, `copy` days before the original's, so the originals stay the newest
 * documents (what the sample's tests and screenshots show first) and every copy of a deal is
 * still an untouched sample deal whose dates roll (content/README.md, "Dates").
 */
const earlier = (value: unknown, copy: number) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Date(Date.parse(value) - copy * DAY_MS).toISOString()
    : value

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** References to a cloned airline point at the same copy's airline; every other reference stays. */
function repoint(value: unknown, airlines: ReadonlySet<string>, copy: number): unknown {
  if (Array.isArray(value)) return value.map((item) => repoint(item, airlines, copy))
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '_ref' && typeof child === 'string' && airlines.has(child)
        ? cloneId(child, copy)
        : repoint(child, airlines, copy)
  }
  return out
}

function clone(doc: Doc, copy: number, airlines: ReadonlySet<string>): Doc {
  const number = copy + 1
  const out = repoint(doc, airlines, copy) as Doc
  out._id = cloneId(doc._id, copy)
  for (const field of ['_createdAt', '_updatedAt', 'publishedAt'] as const) {
    if (field in out) out[field] = earlier(out[field], copy)
  }
  const slug = out.slug
  if (isRecord(slug) && typeof slug.current === 'string') out.slug = { ...slug, current: cloneSlug(slug.current, copy) }
  // Titles a visitor reads in lists, tabs and search results: each copy's is its own.
  if (doc._type === 'airline' && typeof out.name === 'string') out.name = `${out.name} ${number}`
  if (typeof out.title === 'string') out.title = `${out.title} (${doc._type === 'post' ? 'part' : 'offer'} ${number})`
  if (isRecord(out.seo) && typeof out.seo.title === 'string')
    out.seo = { ...out.seo, title: `${out.seo.title} (${number})` }
  return out
}

/**
 * The documents of a scaled dataset, sorted by `_id` as `data.ndjson` is. `documents` are
 * export-layout documents (image fields hold `_sanityAsset` placeholders, which the copies
 * share: no image is copied). `times` is a whole number ≥ 1; 1 returns the sample as it is.
 */
export function scaleDocuments<T extends Doc>(documents: readonly T[], times: number): T[] {
  if (!Number.isInteger(times) || times < 1) throw new Error(`times must be a whole number ≥ 1, got ${times}`)
  const scaled = (doc: Doc) => (SCALED_TYPES as readonly string[]).includes(doc._type) && !doc._id.startsWith('drafts.')
  const originals = documents.filter(scaled)
  const airlines = new Set(originals.filter((doc) => doc._type === 'airline').map((doc) => doc._id))
  const out: Doc[] = [...documents]
  for (let copy = 1; copy < times; copy++) for (const doc of originals) out.push(clone(doc, copy, airlines))
  return (out as T[]).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/**
 * Writes a scaled copy of the dataset folder `from` (export layout) to `to`: `data.ndjson`
 * scaled, `assets.json`, `sample.json` (so the copies' dates roll like the sample's) and
 * `images/` copied once. Returns how many documents it wrote.
 */
export async function writeScaledDataset(from: string, to: string, times: number): Promise<number> {
  const documents = (await readFile(path.join(from, 'data.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const scaled = scaleDocuments(documents, times)
  await mkdir(to, { recursive: true })
  await cp(path.join(from, 'images'), path.join(to, 'images'), { recursive: true })
  for (const file of ['assets.json', SAMPLE_MANIFEST]) {
    await cp(path.join(from, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }
  await writeFile(path.join(to, 'data.ndjson'), scaled.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
  return scaled.length
}
