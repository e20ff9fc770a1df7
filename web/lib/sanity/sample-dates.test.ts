import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

/**
 * The embedded default with the sample's dates rolling (README.md, "Configuration"), over a
 * copy of the sample: every other test reads the dates as written (vitest.config.ts). The
 * site's clock is replaced by a day the tests move by hand.
 */

const clock = vi.hoisted(() => ({ day: '2026-11-23' }))
vi.mock('@/lib/clock', () => ({
  today: () => clock.day,
  now: () => new Date(`${clock.day}T12:00:00Z`),
}))

const sample = path.join(import.meta.dirname, '..', '..', '..', 'content')
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-rolling-'))
await Promise.all(
  ['data.ndjson', 'assets.json', 'sample.json'].map((name) => copyFile(path.join(sample, name), path.join(dir, name))),
)
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const saved = { CONTENT_DIR: process.env.CONTENT_DIR, SAMPLE_DATES: process.env.SAMPLE_DATES }
Object.assign(process.env, { CONTENT_DIR: dir, SAMPLE_DATES: 'rolling' })
const { publishedVersion, queryLocalDataset } = await import('./local-dataset')

afterAll(async () => {
  Object.assign(process.env, saved)
  await rm(dir, { recursive: true, force: true })
})

type Dates = {
  travelWindow: { start: string; end: string }
  blackoutDates: { start: string; end: string; reason?: string }[] | null
  fareCheckedAt: string
}
const BOSTON = 'deal.boston-to-london-business-class'
const datesOf = (id: string, perspective: 'published' | 'drafts' = 'published') =>
  queryLocalDataset(
    `*[_id == $id][0]{ travelWindow, blackoutDates[]{ start, end, reason }, fareCheckedAt }`,
    { id },
    {
      perspective,
    },
  ) as Promise<Dates>

describe('rolling sample dates', () => {
  it('reads the sample as written on its reference day', async () => {
    clock.day = '2026-11-23'
    expect(await datesOf(BOSTON)).toMatchObject({
      travelWindow: { start: '2027-02-01', end: '2027-05-15' },
      blackoutDates: [{ start: '2027-03-19', end: '2027-03-29', reason: 'Easter' }],
      fareCheckedAt: '2026-11-05',
    })
  })

  it('moves untouched deals forward as days pass, without a change on disk', async () => {
    clock.day = '2026-11-23'
    const before = await publishedVersion()
    clock.day = '2026-12-03'
    expect(await datesOf(BOSTON)).toMatchObject({
      travelWindow: { start: '2027-02-11', end: '2027-05-25' },
      blackoutDates: [{ start: '2027-03-29', end: '2027-04-08', reason: 'Easter' }],
      fareCheckedAt: '2026-11-15',
    })
    // A new day is new published content: cached reads keyed on it are not answered from before.
    expect(await publishedVersion()).not.toBe(before)
    // Drafts of sample deals move with them.
    const draft = await datesOf('deal.seattle-to-oslo-business-class', 'drafts')
    expect(draft.travelWindow.start).toBe('2027-01-25')
  })

  it('keeps the dates of a deal saved after the reference day, as the editor saw them', async () => {
    const file = path.join(dir, 'data.ndjson')
    const lines = (await readFile(file, 'utf8')).split('\n')
    const index = lines.findIndex((line) => line.startsWith(`{"_id":"${BOSTON}"`))
    const edited = { ...JSON.parse(lines[index] ?? '{}'), _updatedAt: '2026-12-01T10:00:00Z' }
    lines[index] = JSON.stringify(edited)
    // Replaced the way the lake writes: a temporary file renamed over the old one.
    await writeFile(`${file}.tmp`, lines.join('\n'))
    await rename(`${file}.tmp`, file)
    clock.day = '2026-12-03'
    expect((await datesOf(BOSTON)).travelWindow).toEqual({
      _type: 'travelWindow',
      start: '2027-02-01',
      end: '2027-05-15',
    })
    expect((await datesOf('deal.new-york-to-london-business-class')).fareCheckedAt).toBe('2026-11-14')
  })
})
