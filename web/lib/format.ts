import type { Cabin, TripType } from '@meridian/schemas/vocabulary'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export const formatUsd = (amount: number) => usd.format(amount)

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** Dates in content are calendar dates (`2026-11-12`) or instants; both shown in UTC. */
export const formatDate = (value: string) => longDate.format(new Date(value))

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

export const formatShortDate = (value: string) => shortDate.format(new Date(value))

/** A cabin in running text ("Business class · British Airways"). */
export const CABIN_LABELS: Record<Cabin, string> = {
  business: 'Business class',
  first: 'First class',
  'premium-economy': 'Premium economy',
}

/** A trip type inside a sentence ("round trip per person"). */
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  'round-trip': 'round trip',
  'one-way': 'one way',
}

/** A deal's blackout range as the Studio stores it (`dateRange`); incomplete ranges are skipped. */
export type BlackoutRange = { start?: string | null; end?: string | null; reason?: string | null }

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** `2027-03-12` → day, month name and year, read from the string: a calendar day has no time zone. */
const dayParts = (day: string) => {
  const [year = '', month = '', date = ''] = day.split('-')
  return { year, month: MONTHS[Number(month) - 1] ?? month, date: String(Number(date)) }
}

/** "12–19 March 2027", "20 March – 5 April 2027", "28 December 2026 – 3 January 2027", "12 March 2027". */
function formatDayRange(start: string, end: string): string {
  const from = dayParts(start)
  const to = dayParts(end)
  if (start === end) return `${from.date} ${from.month} ${from.year}`
  if (from.year !== to.year) return `${from.date} ${from.month} ${from.year} – ${to.date} ${to.month} ${to.year}`
  if (from.month !== to.month) return `${from.date} ${from.month} – ${to.date} ${to.month} ${to.year}`
  return `${from.date}–${to.date} ${to.month} ${to.year}`
}

/**
 * A deal's blackout dates as one sentence for travellers, earliest first, e.g. "Not valid for
 * departures 12–19 March 2027 (Easter) and 4–11 February 2028", or null when there are none.
 * No closing full stop, so it reads as a fact on the deal page and fits inside other copy (the
 * checkout shows the same words).
 */
export function formatBlackoutDates(ranges: readonly BlackoutRange[] | null | undefined): string | null {
  const parts = (ranges ?? [])
    .filter((range): range is BlackoutRange & { start: string; end: string } => Boolean(range.start && range.end))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .map((range) => {
      const reason = range.reason?.trim()
      return `${formatDayRange(range.start, range.end)}${reason ? ` (${reason})` : ''}`
    })
  if (parts.length === 0) return null
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `Not valid for departures ${list}`
}
