import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SanityDocument } from './export-layout.ts'

/**
 * The sample's rolling dates (content/README.md, "Dates"): a folder with a `sample.json` is
 * read with its untouched sample deals moved forward to today.
 */

/** `content/sample.json`: marks a dataset folder as the sample, written for one day. */
export type SampleManifest = {
  /** The day the sample's dates were written for (`YYYY-MM-DD`). */
  referenceDay: string
}

export const SAMPLE_MANIFEST = 'sample.json'

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written `YYYY-MM-DD` (not 2027-02-30). */
export const isIsoDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  ISO_DAY.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The folder's `sample.json`, or undefined when there is none (a dataset of one's own, which
 * never rolls). A malformed one is an error rather than silently "not a sample".
 */
export async function readSampleManifest(dir: string): Promise<SampleManifest | undefined> {
  let text: string
  try {
    text = await readFile(path.join(dir, SAMPLE_MANIFEST), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const referenceDay = (JSON.parse(text) as { referenceDay?: unknown } | null)?.referenceDay
  if (!isIsoDay(referenceDay)) {
    throw new Error(`${path.join(dir, SAMPLE_MANIFEST)}: "referenceDay" must be a date written YYYY-MM-DD`)
  }
  return { referenceDay }
}

export type RollOptions = {
  /** The day the sample's dates were written for (`sample.json`). */
  referenceDay: string
  /** Today, `YYYY-MM-DD`: the day the sample is read for. */
  anchorDay: string
}

/** Whole days the sample moves: as many as have passed since its reference day, never backwards. */
function sampleShiftDays({ referenceDay, anchorDay }: RollOptions): number {
  if (!isIsoDay(referenceDay) || !isIsoDay(anchorDay)) {
    throw new Error(`Sample dates: expected YYYY-MM-DD days, got "${referenceDay}" and "${anchorDay}"`)
  }
  return Math.max(0, Math.round((Date.parse(anchorDay) - Date.parse(referenceDay)) / DAY_MS))
}

/**
 * Whether a document is part of the sample as written: a deal (draft or published) last
 * updated before the end of the reference day. Anything saved since, through the Studio for
 * instance, is the editor's and keeps its dates.
 */
function isUntouchedSampleDeal(doc: SanityDocument, referenceDay: string): boolean {
  if (doc._type !== 'deal' || typeof doc._updatedAt !== 'string') return false
  const updated = Date.parse(doc._updatedAt)
  return !Number.isNaN(updated) && updated < Date.parse(`${addDays(referenceDay, 1)}T00:00:00Z`)
}

const shiftDay = (value: unknown, days: number) => (isIsoDay(value) ? addDays(value, days) : value)

const shiftRange = (range: unknown, days: number): unknown => {
  if (!range || typeof range !== 'object' || Array.isArray(range)) return range
  const moved: Record<string, unknown> = { ...range }
  if ('start' in moved) moved.start = shiftDay(moved.start, days)
  if ('end' in moved) moved.end = shiftDay(moved.end, days)
  return moved
}

/**
 * The sample as it would have been written today: every untouched sample deal
 * (`isUntouchedSampleDeal`) has its calendar dates (`travelWindow`, `blackoutDates`,
 * `fareCheckedAt`) moved forward by the days since the reference day, so a sample read months
 * later still has deals to book, as far ahead as on the day it was written. Pure: returns a new
 * array, in the same order, with a new object for each moved document and the same object for
 * every other; the input is never changed. See content/README.md, "Dates".
 */
export function rollSampleDates(documents: readonly SanityDocument[], options: RollOptions): SanityDocument[] {
  const days = sampleShiftDays(options)
  if (days === 0) return [...documents]
  return documents.map((doc) => {
    if (!isUntouchedSampleDeal(doc, options.referenceDay)) return doc
    const moved: SanityDocument = { ...doc }
    // Only the fields present, so a moved document keeps its shape (and its keys' order).
    if ('travelWindow' in doc) moved.travelWindow = shiftRange(doc.travelWindow, days)
    if (Array.isArray(doc.blackoutDates))
      moved.blackoutDates = doc.blackoutDates.map((range) => shiftRange(range, days))
    if ('fareCheckedAt' in doc) moved.fareCheckedAt = shiftDay(doc.fareCheckedAt, days)
    return moved
  })
}
