import { z } from 'zod'
import { isIsoDay } from '@/lib/calendar'
import { phone } from '@/lib/leads/schemas'
import { MESSAGES, email, required } from '@/lib/validation'
import {
  GENDERS,
  MAX_SEATED,
  PASSENGER_TYPE_LABELS,
  passengerTypeOn,
  passengerTypes,
  travelDateProblem,
} from './rules.ts'
import type { DateRange, DealSnapshot, TripDetails } from './types.ts'

/**
 * One zod schema per checkout step, shared by the step's form (react-hook-form's resolver)
 * and its route handler (`POST /api/checkout/{token}/{step}`), which parses the same fields
 * strictly. The rules that depend on the booking (the deal's travel window, the number and
 * kind of travellers) come in as context, which the page hands to the form and the handler
 * reads from the store. Numbers are numbers: the forms convert before sending.
 */

const day = (label: string) =>
  z.string(MESSAGES.required).trim().min(1, MESSAGES.required).refine(isIsoDay, `Enter the ${label} as YYYY-MM-DD`)

const count = (min: number, max: number) => z.number('Choose a number').int('Choose a whole number').min(min).max(max)

export type TripContext = {
  deal: Pick<DealSnapshot, 'tripType'> & { travelWindow: DateRange; blackoutDates: readonly DateRange[] }
  today: string
}

/** Step 1, Your flight: dates inside the travel window and outside blackouts, and who travels. */
export const tripSchema = ({ deal, today }: TripContext) =>
  z
    .strictObject({
      departDate: day('departure date'),
      returnDate: deal.tripType === 'round-trip' ? day('return date') : z.never().optional(),
      adults: count(1, MAX_SEATED),
      children: count(0, MAX_SEATED - 1),
      infants: count(0, MAX_SEATED),
    })
    .superRefine((value, ctx) => {
      // Dates that are not real days already have their message.
      if (!isIsoDay(value.departDate)) return
      const depart = travelDateProblem(value.departDate, deal, today)
      if (depart) ctx.addIssue({ code: 'custom', path: ['departDate'], message: depart })
      if (value.returnDate !== undefined && isIsoDay(value.returnDate)) {
        if (value.returnDate < value.departDate) {
          ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return on or after the departure date' })
        } else {
          const back = travelDateProblem(value.returnDate, deal, today)
          if (back) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: back })
        }
      }
      if (value.adults + value.children > MAX_SEATED) {
        ctx.addIssue({
          code: 'custom',
          path: ['children'],
          message: `At most ${MAX_SEATED} seats per booking: for a larger group, please call us`,
        })
      }
      if (value.infants > value.adults) {
        ctx.addIssue({
          code: 'custom',
          path: ['infants'],
          message: 'Each infant travels on an adult’s lap: no more infants than adults',
        })
      }
    })
export type TripForm = z.input<ReturnType<typeof tripSchema>>

// ---- Step 2, Passengers --------------------------------------------------------------------

/** Names as printed on a passport or ID: letters of any script, spaces, hyphens, apostrophes. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u
const name = (max = 60) =>
  required(max).regex(NAME, 'Use letters, spaces, hyphens and apostrophes only, as on the passport')
const optionalText = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

/** A date of birth typed as MM/DD/YYYY (the field's mask) or YYYY-MM-DD; stored as the latter. */
const dateOfBirth = () =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .transform((value) => {
      const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
      return us ? `${us[3]}-${us[1]}-${us[2]}` : value
    })
    .refine(isIsoDay, 'Enter the date of birth as MM/DD/YYYY')

export const passengerSchema = z.strictObject({
  firstName: name(),
  middleName: optionalText(name().optional()),
  lastName: name(),
  dateOfBirth: dateOfBirth(),
  gender: z.enum(GENDERS, 'Choose the gender shown on the passport or ID'),
  frequentFlyer: optionalText(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{4,20}$/, 'Use 4–20 letters and digits')
      .optional(),
  ),
  knownTravelerNumber: optionalText(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8,10}$/, 'A Known Traveler Number has 8–10 letters and digits')
      .optional(),
  ),
})

export type PassengersContext = {
  trip: Pick<TripDetails, 'adults' | 'children' | 'infants' | 'departDate'>
  today: string
}

/** Step 2: one traveller per seat and lap booked in step 1, each of the right age on departure. */
export const passengersSchema = ({ trip, today }: PassengersContext) => {
  const types = passengerTypes(trip)
  return z
    .strictObject({ passengers: z.array(passengerSchema).length(types.length, `Enter ${types.length} passengers`) })
    .superRefine((value, ctx) => {
      value.passengers.forEach((passenger, index) => {
        const expected = types[index]
        if (!expected || !isIsoDay(passenger.dateOfBirth)) return
        const path = ['passengers', index, 'dateOfBirth']
        if (passenger.dateOfBirth > today) {
          ctx.addIssue({ code: 'custom', path, message: 'The date of birth cannot be in the future' })
          return
        }
        if (passenger.dateOfBirth < '1900-01-01') {
          ctx.addIssue({ code: 'custom', path, message: 'Check the year of birth' })
          return
        }
        const actual = passengerTypeOn(passenger.dateOfBirth, trip.departDate)
        if (actual !== expected) {
          const rule = {
            adult: 'Adults are 12 or older',
            child: 'Children are 2 to 11',
            infant: 'Infants are under 2',
          }[expected]
          ctx.addIssue({
            code: 'custom',
            path,
            message: `${rule} on the departure date; this traveller would be ${PASSENGER_TYPE_LABELS[actual].toLowerCase() === 'adult' ? 'an adult' : `a ${PASSENGER_TYPE_LABELS[actual].toLowerCase()}`}. Change the travellers in step 1 if needed`,
          })
        }
      })
    })
}
export type PassengersForm = z.input<ReturnType<typeof passengersSchema>>

// ---- Step 3, Contact and review ----------------------------------------------------------------

const US = /^(us|usa|united states( of america)?)$/i

/** The billing address; the United States needs a state and a ZIP code, other countries may not have them. */
const billingSchema = z
  .strictObject({
    line1: required(120),
    line2: optionalText(required(120).optional()),
    city: required(80),
    region: optionalText(required(80).optional()),
    postalCode: optionalText(
      required(12)
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'Enter a valid postal code')
        .optional(),
    ),
    country: required(60),
  })
  .superRefine((value, ctx) => {
    if (!US.test(value.country.trim())) return
    if (!value.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'Enter the state' })
    if (!value.postalCode || !/^\d{5}(-\d{4})?$/.test(value.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a 5-digit ZIP code' })
    }
  })

export const contactSchema = z.strictObject({
  email: email(),
  phone: phone(),
  billing: billingSchema,
  specialRequests: optionalText(z.string().trim().max(1000, 'Keep special requests under 1,000 characters').optional()),
  consent: z.literal(true, 'Please accept the terms, privacy and refund policies to send the booking request'),
})
export type ContactForm = z.input<typeof contactSchema>
