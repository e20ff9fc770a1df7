import type { PassengerType } from './types.ts'

/**
 * How a booking is priced on this site (docs/checkout.md). A deal's fare is per adult and
 * all-in (taxes and fees included), as US full-fare advertising rules require. Children (2–11)
 * pay 75 % of it and infants under 2 on an adult's lap 10 %, which is how most airlines price
 * business-class tickets for them; each share is rounded to whole dollars. The agent confirms
 * the final fare before anything is charged.
 */
export const FARE_SHARE: Record<PassengerType, number> = { adult: 1, child: 0.75, infant: 0.1 }

export type Travellers = { adults: number; children: number; infants: number }

export type PriceLine = { type: PassengerType; count: number; unitFare: number; subtotal: number }

export type Price = {
  /** Everything the travellers pay, taxes and fees included: the figure shown most prominently. */
  total: number
  /** One adult's fare, all-in. */
  perAdult: number
  lines: PriceLine[]
  /** The same travellers at the airline's published fare, when the deal has one. */
  publishedTotal: number | null
  saving: number | null
}

const COUNTS: [PassengerType, keyof Travellers][] = [
  ['adult', 'adults'],
  ['child', 'children'],
  ['infant', 'infants'],
]

export const unitFare = (farePerAdult: number, type: PassengerType) => Math.round(farePerAdult * FARE_SHARE[type])

const totalFor = (farePerAdult: number, travellers: Travellers) =>
  COUNTS.reduce((sum, [type, key]) => sum + unitFare(farePerAdult, type) * travellers[key], 0)

export function priceBooking(fare: { perAdult: number; published: number | null }, travellers: Travellers): Price {
  const lines = COUNTS.filter(([, key]) => travellers[key] > 0).map(([type, key]) => {
    const unit = unitFare(fare.perAdult, type)
    return { type, count: travellers[key], unitFare: unit, subtotal: unit * travellers[key] }
  })
  const total = lines.reduce((sum, line) => sum + line.subtotal, 0)
  const publishedTotal = fare.published ? totalFor(fare.published, travellers) : null
  return {
    total,
    perAdult: fare.perAdult,
    lines,
    publishedTotal,
    saving: publishedTotal !== null && publishedTotal > total ? publishedTotal - total : null,
  }
}
