import { addDays } from '@/lib/calendar'
import type { DateRange, PassengerType, TripDetails } from './types.ts'

/**
 * The checkout's date and traveller rules (docs/checkout.md), pure functions over calendar
 * days (`YYYY-MM-DD`, compared as strings). "Today" is always passed in, from lib/clock.ts on
 * the server, so the rules never read the machine's clock.
 */

/** An agent needs time to confirm the fare and issue the tickets: departures start 3 days out. */
export const MIN_LEAD_DAYS = 3

/** Seats per booking; larger groups are a call to the sales team. */
export const MAX_SEATED = 9

export const inRange = (day: string, range: DateRange) => day >= range.start && day <= range.end

export const blackoutFor = (day: string, blackouts: readonly DateRange[]) =>
  blackouts.find((range) => inRange(day, range))

type SaleWindow = { travelWindow: DateRange; blackoutDates: readonly DateRange[] }

/** The window's last day outside every blackout (they may chain), or null when none is left. */
function lastOpenDay(deal: SaleWindow): string | null {
  let last = deal.travelWindow.end
  for (
    let blackout = blackoutFor(last, deal.blackoutDates);
    blackout;
    blackout = blackoutFor(last, deal.blackoutDates)
  ) {
    last = addDays(blackout.start, -1)
  }
  return last >= deal.travelWindow.start ? last : null
}

/**
 * The last day a deal's window lets it be sold: a departure MIN_LEAD_DAYS later must still be
 * an open day. The one rule for when a deal ends (docs/behaviour.md, "Deals that end"); the
 * checkout, the deal page and every list follow it.
 */
const lastSaleDay = (deal: SaleWindow): string | null => {
  const last = lastOpenDay(deal)
  return last === null ? null : addDays(last, -MIN_LEAD_DAYS)
}

export const isBookable = (deal: SaleWindow, today: string) => {
  const last = lastSaleDay(deal)
  return last !== null && today <= last
}

/** The first and last day a traveller may choose, or null when none is left. */
export function travelDates(deal: SaleWindow, today: string): { first: string; last: string } | null {
  if (!isBookable(deal, today)) return null
  const earliest = addDays(today, MIN_LEAD_DAYS)
  let first = deal.travelWindow.start > earliest ? deal.travelWindow.start : earliest
  // Step over blackouts that cover the first day (they may chain); an open day is left before the last.
  for (
    let blackout = blackoutFor(first, deal.blackoutDates);
    blackout;
    blackout = blackoutFor(first, deal.blackoutDates)
  ) {
    first = addDays(blackout.end, 1)
  }
  return { first, last: lastOpenDay(deal)! }
}

/** A deal's terms of sale as content gives them: every field may be missing from a draft or old document. */
export type SaleTerms = {
  travelWindow?: { start?: string | null; end?: string | null } | null
  blackoutDates?: readonly { start?: string | null; end?: string | null }[] | null
  /** The editor's "Offer ends" (a date-time), if any. */
  offerEnds?: string | null
}

/**
 * The moment a deal stops being sold, or null if it never does (no travel window and no offer
 * end; the checkout then sells the coming months): the start of the day after its last sale day
 * (UTC, as every day on the site), or its offer end if that comes first.
 */
export function saleEndsAt(deal: SaleTerms): Date | null {
  const start = deal.travelWindow?.start
  const end = deal.travelWindow?.end
  let ends: Date | null = null
  if (start && end) {
    const blackoutDates = (deal.blackoutDates ?? []).flatMap((range) =>
      range.start && range.end ? [{ start: range.start, end: range.end }] : [],
    )
    const last = lastSaleDay({ travelWindow: { start, end }, blackoutDates })
    ends = last === null ? new Date(0) : new Date(`${addDays(last, 1)}T00:00:00Z`)
  }
  const offerEnds = deal.offerEnds ? new Date(deal.offerEnds) : null
  if (offerEnds && !Number.isNaN(offerEnds.getTime()) && (ends === null || offerEnds < ends)) ends = offerEnds
  return ends
}

/** Whether a deal is on sale at `at`: listed, in the sitemap, and bookable. */
export const isOnSale = (deal: SaleTerms, at: Date) => {
  const ends = saleEndsAt(deal)
  return ends === null || at < ends
}

/** Why `day` cannot be chosen for travel, or null when it can. */
export function travelDateProblem(
  day: string,
  deal: { travelWindow: DateRange; blackoutDates: readonly DateRange[] },
  today: string,
): string | null {
  const dates = travelDates(deal, today)
  if (!dates) return 'This fare can no longer be booked'
  if (day < dates.first) return `Choose a date from ${dates.first} on`
  if (day > dates.last) return `This fare is valid for travel until ${dates.last}`
  const blackout = blackoutFor(day, deal.blackoutDates)
  if (blackout) {
    return `Not available ${blackout.start} to ${blackout.end}${blackout.reason ? ` (${blackout.reason})` : ''}`
  }
  return null
}

/** Whole years between a date of birth and `on`, as airlines count age: on the day of travel. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = on.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Infants are under 2 on the departure day, children 2–11, adults 12 and over. */
export function passengerTypeOn(dateOfBirth: string, departDate: string): PassengerType {
  const age = ageOn(dateOfBirth, departDate)
  return age < 2 ? 'infant' : age < 12 ? 'child' : 'adult'
}

export const PASSENGER_TYPE_LABELS: Record<PassengerType, string> = {
  adult: 'Adult',
  child: 'Child',
  infant: 'Infant',
}

/** The travellers in the order step 2 lists them: adults, then children, then infants. */
export function passengerTypes(trip: Pick<TripDetails, 'adults' | 'children' | 'infants'>): PassengerType[] {
  return [
    ...Array<PassengerType>(trip.adults).fill('adult'),
    ...Array<PassengerType>(trip.children).fill('child'),
    ...Array<PassengerType>(trip.infants).fill('infant'),
  ]
}

/** "2 passengers", "1 passenger": the mobile checkout header's subtitle. */
export const passengerCount = (trip: Pick<TripDetails, 'adults' | 'children' | 'infants'>) => {
  const count = trip.adults + trip.children + trip.infants
  return `${count} passenger${count === 1 ? '' : 's'}`
}

/** The genders a passport or ID can show, as the checkout offers them. */
export const GENDERS = ['M', 'F', 'X', 'U'] as const
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  M: 'Male',
  F: 'Female',
  X: 'Unspecified (X)',
  U: 'Undisclosed (U)',
}
