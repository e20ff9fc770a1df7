import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDataset } from '../../content/generator/lib/check.ts'
import type { AssetEntry } from '../../content/generator/lib/images.ts'
import type { SanityDoc } from '../../content/generator/lib/sanity.ts'
import { loadDataset, type SanityDocument } from '../src/export-layout.ts'
import { scaleDocuments, writeScaledDataset } from '../src/scale.ts'

/**
 * The larger inventory for benchmarks and tests (content/README.md, "A larger inventory"):
 * 10× the sample's deals, airlines and posts, as issue 15 measured, each copy a page a visitor
 * could open, with its own address and title.
 */

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content')
const OPTIONS = { projectId: 'local', dataset: 'production', assetBaseUrl: '' }

let dir: string
let written: number
let docs: SanityDoc[]
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'meridian-scale-'))
  written = await writeScaledDataset(CONTENT, dir, 10)
  docs = (await readFile(path.join(dir, 'data.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SanityDoc)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const published = (type: string) => docs.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'))
const slugOf = (doc: SanityDoc) => (doc.slug as { current: string }).current

describe('writeScaledDataset at 10×', () => {
  it('has the issue’s inventory: 540 deals, 130 airlines, 60 posts; regions, cities and pages as in the sample', async () => {
    const sample = (await readFile(path.join(CONTENT, 'data.ndjson'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SanityDoc)
    const count = (list: SanityDoc[], type: string) => list.filter((doc) => doc._type === type).length
    expect([published('deal').length, published('airline').length, published('post').length]).toEqual([540, 130, 60])
    for (const type of ['region', 'city', 'page', 'homePage', 'siteSettings', 'faq', 'review', 'author']) {
      expect(count(docs, type), type).toBe(count(sample, type))
    }
    // The sample's drafts once each: a draft is an editor's, not inventory.
    expect(docs.filter((doc) => doc._id.startsWith('drafts.'))).toHaveLength(3)
    expect(written).toBe(docs.length)
  })

  it('passes the sample generator’s integrity checks: references resolve, slugs unique, assets present', async () => {
    const assets = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as Record<string, AssetEntry>
    expect(() => checkDataset(docs, assets, dir)).not.toThrow()
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length)
  })

  it('gives every copy a title of its own, so no two deals, airlines or posts read alike in a list', () => {
    expect(new Set(published('deal').map((doc) => doc.title)).size).toBe(540)
    expect(new Set(published('airline').map((doc) => doc.name)).size).toBe(130)
    expect(new Set(published('post').map((doc) => doc.title)).size).toBe(60)
    const copy = docs.find((doc) => doc._id === 'deal.boston-to-dublin-business-class-copy9')
    expect(copy && { slug: slugOf(copy), title: copy.title }).toEqual({
      slug: 'boston-to-dublin-business-class-10',
      title: 'Boston to Dublin in business class (offer 10)',
    })
  })

  it('points a copy’s airlines at the same copy’s airlines, and shares the images', () => {
    const original = docs.find((doc) => doc._id === 'deal.boston-to-dublin-business-class')!
    const copy = docs.find((doc) => doc._id === 'deal.boston-to-dublin-business-class-copy3')!
    const refs = (doc: SanityDoc) => (doc.airlines as { _ref: string }[]).map((ref) => ref._ref)
    expect(refs(copy)).toEqual(refs(original).map((id) => `${id}-copy3`))
    expect(copy.region).toEqual(original.region)
    expect(copy.image).toEqual(original.image)
  })

  it('keeps the originals the newest, and the copies’ dates rolling like the sample’s', async () => {
    const original = docs.find((doc) => doc._id === 'post.airport-lounge-etiquette')!
    const copy = docs.find((doc) => doc._id === 'post.airport-lounge-etiquette-copy2')!
    expect(Date.parse(String(copy.publishedAt))).toBe(Date.parse(String(original.publishedAt)) - 2 * 86_400_000)
    expect(await readdir(dir)).toContain('sample.json')
    // Read a year after the reference day, a copy's travel window moves as its original's does.
    const documents = await loadDataset(dir, { ...OPTIONS, anchorDay: '2027-11-23' })
    const window = (id: string) =>
      (documents.find((doc: SanityDocument) => doc._id === id)?.travelWindow as object) ?? {}
    expect(window('deal.boston-to-dublin-business-class-copy9')).toEqual(window('deal.boston-to-dublin-business-class'))
    expect(window('deal.boston-to-dublin-business-class')).not.toEqual(
      docs.find((doc) => doc._id === 'deal.boston-to-dublin-business-class')?.travelWindow,
    )
  })
})

describe('scaleDocuments', () => {
  it('returns the sample as it is at 1×, and refuses anything but a whole number ≥ 1', () => {
    const sample = [{ _id: 'deal.a', _type: 'deal', slug: { current: 'a' } }]
    expect(scaleDocuments(sample, 1)).toEqual(sample)
    expect(() => scaleDocuments(sample, 0)).toThrow()
    expect(() => scaleDocuments(sample, 2.5)).toThrow()
  })
})
