import 'server-only'
import type { DealForBookingQueryResult } from '@meridian/schemas/types'
import { addDays } from '@/lib/calendar'
import { formatBlackoutDates } from '@/lib/format'
import type { DateRange, DealSnapshot } from './types.ts'

type Deal = NonNullable<DealForBookingQueryResult>

const ranges = (values: Deal['blackoutDates']): DateRange[] =>
  (values ?? [])
    .filter((range): range is { start: string; end: string; reason: string | null } =>
      Boolean(range.start && range.end),
    )
    .map(({ start, end, reason }) => ({ start, end, reason: reason ?? null }))

/**
 * The deal as a booking keeps it, or null when it cannot be booked at all (a fare or route
 * missing). A deal without a travel window is sold for the coming eleven months.
 */
export function snapshotOf(deal: Deal, today: string): DealSnapshot | null {
  if (!deal.slug || !deal.title || !deal.fareFrom || !deal.origin?.iata || !deal.destination?.iata) return null
  const blackoutDates = ranges(deal.blackoutDates)
  const window =
    deal.travelWindow?.start && deal.travelWindow.end
      ? { start: deal.travelWindow.start, end: deal.travelWindow.end }
      : { start: today, end: addDays(today, 330) }
  return {
    dealId: deal._id,
    slug: deal.slug,
    title: deal.title,
    origin: { city: deal.origin.city ?? deal.origin.iata, iata: deal.origin.iata },
    destination: { city: deal.destination.city ?? deal.destination.iata, iata: deal.destination.iata },
    airlines: (deal.airlines ?? []).map((airline) => ({
      name: airline.name ?? '',
      iata: airline.iata ?? null,
      cabinName: airline.cabinName ?? null,
    })),
    cabin: deal.cabin ?? 'business',
    tripType: deal.tripType ?? 'round-trip',
    farePerPerson: deal.fareFrom,
    publishedFare: deal.publishedFare ?? null,
    fareCheckedAt: deal.fareCheckedAt ?? null,
    travelWindow: window,
    blackoutDates,
    blackoutText: blackoutDates.length > 0 ? formatBlackoutDates(blackoutDates) : null,
  }
}
