import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SanityDocument } from '@meridian/dataset'
import { startTestLake, tempDirs, type TestLake } from './helpers.ts'

/**
 * The lake's side of the sample's rolling dates (content/README.md, "Dates"): it serves the
 * sample rolled to the day it was started for, and the files on disk never change because of
 * it. The rolling itself is @meridian/dataset's (dataset/test/sample-dates.test.ts).
 */

const BOSTON = 'deal.boston-to-london-business-class'

const datesOf = (doc: SanityDocument) => ({
  travelWindow: doc.travelWindow,
  blackoutDates: doc.blackoutDates,
  fareCheckedAt: doc.fareCheckedAt,
})

const lakes: TestLake[] = []
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.dispose()))
})

describe('the lake', () => {
  const dealDates = (lake: TestLake, id: string) =>
    lake.client.fetch<{ travelWindow: { start: string }; fareCheckedAt: string; _updatedAt: string }>(
      `*[_id == $id][0]{ travelWindow, fareCheckedAt, _updatedAt }`,
      { id },
      { perspective: 'raw' },
    )
  const lineOf = (ndjson: string, id: string) => ndjson.split('\n').find((line) => line.startsWith(`{"_id":"${id}"`))

  it('serves rolled dates, writes untouched documents back as committed and an edit as the editor saw it', async () => {
    const dirs = await tempDirs()
    // The lake stamps an edit with the real time; a reference day in the past (still after
    // every sample deal's last update) keeps that edit after it whatever day the test runs.
    await writeFile(path.join(dirs.contentDir, 'sample.json'), '{"referenceDay":"2026-11-20"}\n')
    const file = path.join(dirs.contentDir, 'data.ndjson')
    const committed = await readFile(file, 'utf8')
    const lake = await startTestLake({ dirs, anchorDay: '2027-11-20' })
    expect(await dealDates(lake, BOSTON)).toMatchObject({
      travelWindow: { start: '2028-02-01' },
      fareCheckedAt: '2027-11-05',
    })

    // An edit of one deal changes only that line of data.ndjson (written at the latest when the
    // lake stops), with the dates it was shown.
    await lake.client.patch(BOSTON).set({ fareFrom: 2950 }).commit()
    await lake.close()
    const written = await readFile(file, 'utf8')
    const others = (ndjson: string) => ndjson.split('\n').filter((line) => !line.startsWith(`{"_id":"${BOSTON}"`))
    expect(others(written)).toEqual(others(committed))
    const edited = JSON.parse(lineOf(written, BOSTON) ?? '{}') as SanityDocument
    expect(datesOf(edited)).toMatchObject({ travelWindow: { start: '2028-02-01' }, fareCheckedAt: '2027-11-05' })
    expect(edited.fareFrom).toBe(2950)

    // Read again on the same day, the edited deal is the editor's: it is not moved a second time.
    const again = await startTestLake({ dirs, anchorDay: '2027-11-20' })
    lakes.push(again)
    expect(await dealDates(again, BOSTON)).toMatchObject({
      travelWindow: { start: '2028-02-01' },
      fareCheckedAt: '2027-11-05',
    })
    expect((await dealDates(again, 'deal.new-york-to-london-business-class')).fareCheckedAt).toBe('2027-11-04')
  })

  it('serves the dates as written when it is given no day', async () => {
    const lake = await startTestLake()
    lakes.push(lake)
    expect((await dealDates(lake, BOSTON)).fareCheckedAt).toBe('2026-11-05')
  })
})
