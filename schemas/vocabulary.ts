/**
 * The fare vocabulary: what a deal's cabin and trip type may be. The content model's fields
 * (deal.ts), the site's forms and their server-side schemas, and the checkout all take their
 * values from here, so a new cabin is added in one place. No imports: the site's browser code
 * reads it too.
 */

export const CABINS = ['business', 'first', 'premium-economy'] as const
export type Cabin = (typeof CABINS)[number]

/** How an option is titled on its own (a radio button, a select, a Studio preview). */
export const CABIN_TITLES: Record<Cabin, string> = {
  business: 'Business',
  first: 'First',
  'premium-economy': 'Premium economy',
}

export const TRIP_TYPES = ['round-trip', 'one-way'] as const
export type TripType = (typeof TRIP_TYPES)[number]

export const TRIP_TYPE_TITLES: Record<TripType, string> = {
  'round-trip': 'Round trip',
  'one-way': 'One way',
}
