import type { Cabin, TripType } from '@meridian/schemas/vocabulary'
/**
 * The shapes a booking is made of, kept free of imports so the lead store's tables
 * (lib/leads/tables.ts, also read by drizzle-kit and `npm run leads`) can name them.
 */

export type DateRange = { start: string; end: string; reason?: string | null }

/**
 * The deal as it was when the traveller pressed "Book this deal": a later edit in the Studio
 * does not change a checkout in progress, and the agent sees what the traveller saw.
 */
export type DealSnapshot = {
  dealId: string
  slug: string
  title: string
  origin: { city: string; iata: string }
  destination: { city: string; iata: string }
  /** The operating airline first. */
  airlines: { name: string; iata: string | null; cabinName: string | null }[]
  cabin: Cabin
  tripType: TripType
  /** Per adult, US dollars, taxes and fees included. */
  farePerPerson: number
  publishedFare: number | null
  fareCheckedAt: string | null
  travelWindow: DateRange
  blackoutDates: DateRange[]
  /** The blackout dates as the deal page words them ("Not valid for departures …"). */
  blackoutText: string | null
}

export type PassengerType = 'adult' | 'child' | 'infant'

export type TripDetails = {
  departDate: string
  /** Round trips only. */
  returnDate?: string
  adults: number
  children: number
  infants: number
}

export type Passenger = {
  type: PassengerType
  firstName: string
  middleName?: string
  lastName: string
  dateOfBirth: string
  gender: 'M' | 'F' | 'X' | 'U'
  frequentFlyer?: string
  knownTravelerNumber?: string
}

export type BillingAddress = {
  line1: string
  line2?: string
  city: string
  region?: string
  postalCode?: string
  country: string
}

export type ContactDetails = {
  email: string
  phone: string
  billing: BillingAddress
  specialRequests?: string
}

export type BookingStatus = 'open' | 'confirmed'
