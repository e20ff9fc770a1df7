import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadDataset, type SanityDocument } from '../src/export-layout.ts'
import { readSampleManifest, rollSampleDates } from '../src/sample-dates.ts'

/**
 * The sample's rolling dates (content/README.md, "Dates"): untouched sample deals move forward
 * by the days since the sample's reference day; everything else keeps its dates, and the files
 * on disk never change because of it.
 */

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content')
const OPTIONS = { projectId: 'local', dataset: 'production', assetBaseUrl: '' }
const REFERENCE_DAY = '2026-11-23'
/** A year after the reference day: 365 days, across 29 February 2028. */
const A_YEAR_LATER = '2027-11-23'

const BOSTON = 'deal.boston-to-london-business-class'
const DRAFT = 'drafts.deal.seattle-to-oslo-business-class'

const sampleDocuments = async () =>
  (await readFile(path.join(CONTENT, 'data.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SanityDocument)
const byId = (documents: readonly SanityDocument[], id: string) => {
  const found = documents.find((doc) => doc._id === id)
  if (!found) throw new Error(`${id} is not in the sample`)
  return found
}
const datesOf = (doc: SanityDocument) => ({
  travelWindow: doc.travelWindow,
  blackoutDates: doc.blackoutDates,
  fareCheckedAt: doc.fareCheckedAt,
})

const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A copy of the sample's documents and assets (never the real `content/`). */
async function sampleCopy(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'dataset-sample-'))
  folders.push(folder)
  await Promise.all(
    ['data.ndjson', 'assets.json', 'sample.json'].map((name) => cp(path.join(CONTENT, name), path.join(folder, name))),
  )
  return folder
}

describe('the sample manifest', () => {
  it('declares the day the committed sample was written for', async () => {
    expect(await readSampleManifest(CONTENT)).toEqual({ referenceDay: REFERENCE_DAY })
  })

  it('is optional: a folder without one is not the sample', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'dataset-sample-'))
    folders.push(folder)
    expect(await readSampleManifest(folder)).toBeUndefined()
  })

  it.each([['{"referenceDay":"23 November 2026"}'], ['{"referenceDay":"2026-02-30"}'], ['{}']])(
    'refuses a malformed one: %s',
    async (text) => {
      const folder = await mkdtemp(path.join(tmpdir(), 'dataset-sample-'))
      folders.push(folder)
      await writeFile(path.join(folder, 'sample.json'), text)
      await expect(readSampleManifest(folder)).rejects.toThrow(/referenceDay/)
    },
  )
})

describe('rollSampleDates', () => {
  it('counts whole days since the reference day, never backwards', () => {
    const deal: SanityDocument = {
      _id: 'deal.sample',
      _type: 'deal',
      _updatedAt: `${REFERENCE_DAY}T09:00:00Z`,
      travelWindow: { start: '2027-02-01', end: '2027-05-15' },
    }
    const startOn = (anchorDay: string) =>
      (rollSampleDates([deal], { referenceDay: REFERENCE_DAY, anchorDay })[0]!.travelWindow as { start: string }).start
    expect(startOn(REFERENCE_DAY)).toBe('2027-02-01')
    expect(startOn('2026-11-24')).toBe('2027-02-02')
    expect(startOn(A_YEAR_LATER)).toBe('2028-02-01')
    expect(startOn('2026-01-01')).toBe('2027-02-01')
    expect(() => startOn('2027-13-01')).toThrow()
  })

  it('moves every date of an untouched sample deal by the same number of days', async () => {
    const documents = await sampleDocuments()
    const rolled = rollSampleDates(documents, { referenceDay: REFERENCE_DAY, anchorDay: A_YEAR_LATER })
    const before = byId(documents, BOSTON)
    const after = byId(rolled, BOSTON)
    expect(datesOf(before)).toEqual({
      travelWindow: { _type: 'travelWindow', start: '2027-02-01', end: '2027-05-15' },
      blackoutDates: [
        { _key: expect.any(String), _type: 'dateRange', start: '2027-03-19', end: '2027-03-29', reason: 'Easter' },
      ],
      fareCheckedAt: '2026-11-05',
    })
    expect(datesOf(after)).toEqual({
      travelWindow: { _type: 'travelWindow', start: '2028-02-01', end: '2028-05-14' },
      blackoutDates: [
        {
          _key: (before.blackoutDates as { _key: string }[])[0]?._key,
          _type: 'dateRange',
          start: '2028-03-18',
          end: '2028-03-28',
          reason: 'Easter',
        },
      ],
      fareCheckedAt: '2027-11-05',
    })
    // Nothing else changes, and the fields keep their order (the document still reads the same).
    expect({ ...after, ...datesOf(before) }).toEqual(before)
    expect(Object.keys(after)).toEqual(Object.keys(before))
  })

  it('moves drafts of sample deals too, and every sample deal keeps its days ahead', async () => {
    const documents = await sampleDocuments()
    const rolled = rollSampleDates(documents, { referenceDay: REFERENCE_DAY, anchorDay: A_YEAR_LATER })
    expect((byId(rolled, DRAFT).travelWindow as { start: string }).start).toBe('2028-01-15')
    const deals = rolled.filter((doc) => doc._type === 'deal')
    expect(deals.length).toBeGreaterThan(50)
    // The sample is written with every window still open on its reference day; so it stays.
    for (const deal of deals) expect((deal.travelWindow as { end: string }).end > A_YEAR_LATER).toBe(true)
  })

  it('leaves documents edited since the reference day, and other types, as they are', async () => {
    const documents = await sampleDocuments()
    const edited = { ...byId(documents, BOSTON), _updatedAt: '2026-11-24T00:00:00Z' }
    const lastMinute = { ...byId(documents, DRAFT), _updatedAt: '2026-11-23T23:59:59.999Z' }
    const input = [edited, lastMinute, ...documents.filter((doc) => doc._type !== 'deal')]
    const rolled = rollSampleDates(input, { referenceDay: REFERENCE_DAY, anchorDay: A_YEAR_LATER })
    expect(rolled[0]).toBe(edited)
    expect(rolled[1]).not.toBe(lastMinute)
    expect(rolled.slice(2)).toEqual(input.slice(2))
    rolled.slice(2).forEach((doc, index) => expect(doc).toBe(input[index + 2]))
  })

  it('never changes its input, and moves nothing on the reference day itself', async () => {
    const documents = await sampleDocuments()
    const copy = structuredClone(documents)
    rollSampleDates(documents, { referenceDay: REFERENCE_DAY, anchorDay: A_YEAR_LATER })
    expect(documents).toEqual(copy)
    const same = rollSampleDates(documents, { referenceDay: REFERENCE_DAY, anchorDay: REFERENCE_DAY })
    same.forEach((doc, index) => expect(doc).toBe(documents[index]))
  })
})

describe('loadDataset', () => {
  it('rolls the sample when given a day, and reads it as written without one', async () => {
    const rolled = await loadDataset(CONTENT, { ...OPTIONS, anchorDay: A_YEAR_LATER })
    const written = await loadDataset(CONTENT, OPTIONS)
    expect(byId(rolled, BOSTON).fareCheckedAt).toBe('2027-11-05')
    expect(byId(written, BOSTON).fareCheckedAt).toBe('2026-11-05')
  })

  it('never rolls a folder that does not declare a reference day', async () => {
    const folder = await sampleCopy()
    await rm(path.join(folder, 'sample.json'))
    const loaded = await loadDataset(folder, { ...OPTIONS, anchorDay: A_YEAR_LATER })
    expect(byId(loaded, BOSTON).fareCheckedAt).toBe('2026-11-05')
  })
})
