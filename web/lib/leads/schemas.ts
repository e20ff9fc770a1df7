import { CABINS, TRIP_TYPES } from '@meridian/schemas/vocabulary'
import { z } from 'zod'
import { isIsoDay } from '@/lib/calendar'
import { MESSAGES, email, minLength } from '@/lib/validation'
import { CHECKOUT_TOKEN_PATTERN } from '@/lib/checkout/paths'

/**
 * One zod schema per form, shared by the form (react-hook-form's resolver) and by
 * `POST /api/crm/contacts`, which parses the payload (`type` + the form's fields + the
 * captcha `token` + optional attribution) with the strict versions below.
 */

const IATA = /^[A-Z]{3}$/
const iata = () =>
  z
    .string(MESSAGES.required)
    .trim()
    .toUpperCase()
    .min(1, MESSAGES.required)
    .regex(IATA, 'Choose an airport or city from the list')

export const phone = () =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .max(25, 'Enter a phone number of at most 25 characters')
    .regex(/^\+?[\d\s().-]+$/, 'Use digits, spaces, brackets and dashes only')
    .refine((value) => value.replace(/\D/g, '').length >= 10, 'Enter the full number, area code included')

const isoDate = () =>
  z
    .string(MESSAGES.required)
    .min(1, MESSAGES.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
    .refine(isIsoDay, 'Enter a real date')

/** Dates are calendar days; "today" allows for the traveller being up to a day behind UTC. */
const DAY_MS = 86_400_000
const dayOffset = (value: string, now = Date.now()) => (Date.parse(`${value}T00:00:00Z`) - now) / DAY_MS

/** Attribution the tracking issue fills: the newest stored UTM record and the session id. */
const short = z.string().max(500)
export const attributionSchema = z
  .object({
    sessionId: z.string().max(100).optional(),
    utm: z
      .object({
        timestamp: z.string().max(40),
        utmParams: z
          .object({
            utm_source: short,
            utm_medium: short,
            utm_campaign: short,
            utm_term: short,
            utm_content: short,
          })
          .partial()
          .strict(),
        additionalInfo: z
          .object({
            referrer: z.string().max(2000),
            userAgent: short,
            language: z.string().max(50),
            landingPageUrl: z.string().max(2000),
            screenWidth: z.number().int().min(0).max(20_000),
            screenHeight: z.number().int().min(0).max(20_000),
          })
          .partial()
          .strict(),
        sessionId: z.string().max(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

const envelope = {
  /** The invisible captcha's token; empty when no captcha is configured. */
  token: z.string().max(4096),
  attribution: attributionSchema.optional(),
}

// ---- Newsletter (docs/behaviour.md, "Newsletter") -----------------------------------------

export const newsletterFormSchema = z.object({ email: email() })
export type NewsletterForm = z.input<typeof newsletterFormSchema>

// ---- Contact form (header modal) -------------------------------------------------------

export const contactFormSchema = z.object({
  name: minLength(2, 100),
  email: email(),
  phone: phone(),
  message: z.string().trim().max(2000, 'Keep the message under 2,000 characters').optional(),
  consent: z.literal(true, 'Please agree so that we may contact you'),
})
export type ContactForm = z.input<typeof contactFormSchema>

// ---- Flight request (home hero, /flight) -------------------------------------------------

/** Travellers in one request; a larger group calls the sales team. */
const MAX_PARTY = 9

/**
 * A number of travellers. The form's inputs hold text, so the form's schema reads "2" as 2; what
 * is sent is the parsed number, and the API takes numbers only (true, "0x2", null, "" or [2]
 * are refused, not stored as numbers).
 */
const travellerCount = (source: 'form' | 'api') =>
  source === 'form' ? z.coerce.number<unknown>().int() : z.number('Send a number').int()

const flightRequestSchema = (source: 'form' | 'api') =>
  z
    .object({
      tripType: z.enum(TRIP_TYPES),
      from: iata(),
      to: iata(),
      departDate: isoDate(),
      // Checked below: required on a round trip, a real date (or left empty) on a one-way one.
      returnDate: z.string().max(10, 'Enter a date as YYYY-MM-DD').optional(),
      adults: travellerCount(source).min(1, 'At least one adult travels').max(MAX_PARTY),
      children: travellerCount(source).min(0).max(8),
      infants: travellerCount(source).min(0).max(8),
      cabin: z.enum(CABINS),
      name: minLength(2, 100),
      email: email(),
      phone: phone(),
      phoneConsent: z.literal(true, 'Please agree to be called about this request'),
      deal: z
        .string()
        .max(96)
        .regex(/^[a-z0-9-]*$/)
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.from && value.from === value.to) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a destination different from the origin' })
      }
      const depart = dayOffset(value.departDate)
      if (depart < -1) ctx.addIssue({ code: 'custom', path: ['departDate'], message: 'Choose today or a later date' })
      if (depart > 366) ctx.addIssue({ code: 'custom', path: ['departDate'], message: 'Choose a date within a year' })
      if (value.tripType === 'round-trip') {
        const parsed = isoDate().safeParse(value.returnDate)
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['returnDate'],
            message: parsed.error.issues[0]?.message ?? MESSAGES.required,
          })
        } else if (parsed.data < value.departDate) {
          ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Return on or after the departure date' })
        }
      } else if (value.returnDate && !isoDate().safeParse(value.returnDate).success) {
        // A one-way trip has no return; a date left in the hidden field is kept, anything else is not.
        ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'Enter a date as YYYY-MM-DD' })
      }
      if (value.infants > value.adults) {
        ctx.addIssue({
          code: 'custom',
          path: ['infants'],
          message: 'Each infant travels on an adult’s lap: no more infants than adults',
        })
      }
      if (value.adults + value.children + value.infants > MAX_PARTY) {
        ctx.addIssue({
          code: 'custom',
          path: ['adults'],
          message: `For groups of more than ${MAX_PARTY}, please call us`,
        })
      }
    })

/**
 * The form's inputs take their min and max from here, and the browser's draft and a deal's
 * prefill are read field by field with it (lib/leads/flight-request.ts).
 */
export const flightRequestFormSchema = flightRequestSchema('form')
export type FlightRequestForm = z.input<typeof flightRequestFormSchema>

// ---- Questionnaire -------------------------------------------------------------------------

export const FLEXIBILITY = ['exact', 'few-days', 'week', 'month'] as const
export const STOPS = ['nonstop-only', 'one-stop-ok', 'any'] as const
export const BUDGETS = ['under-3000', '3000-5000', '5000-8000', 'over-8000'] as const
export const SEATING = ['aisle', 'window', 'private-suite', 'together'] as const

export const questionnaireFormSchema = z
  .object({
    from: iata(),
    to: iata(),
    travelMonth: z.string(MESSAGES.required).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month'),
    tripType: z.enum(TRIP_TYPES),
    flexibility: z.enum(FLEXIBILITY, 'Choose how flexible your dates are'),
    airlines: z.array(z.string().trim().max(80)).max(5, 'Pick up to five airlines'),
    stops: z.enum(STOPS, 'Choose a preference'),
    budget: z.enum(BUDGETS, 'Choose a budget'),
    seating: z.enum(SEATING, 'Choose a seating preference'),
    name: minLength(2, 100),
    email: email(),
    phone: phone(),
    consent: z.literal(true, 'Please agree so that we may contact you'),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.from === value.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a destination different from the origin' })
    }
  })
export type QuestionnaireForm = z.input<typeof questionnaireFormSchema>

// ---- The CRM endpoint's payload ----------------------------------------------------------

const payload = <K extends string, T extends z.ZodType>(type: K, form: T) =>
  z.object({ type: z.literal(type), ...envelope, fields: form })

/**
 * The newsletter keeps its flat shape exactly (`type`, `email`, `token`; docs/behaviour.md,
 * "Newsletter"); the other forms send their fields under `fields`, so each form's own schema (with
 * its cross-field rules) validates them unchanged.
 */
export const leadPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), email: email(), ...envelope }).strict(),
  // From a checkout page, the booking's token: it stands in for the captcha there (docs/privacy.md).
  payload('contact', contactFormSchema.strict())
    .extend({ booking: z.string().regex(CHECKOUT_TOKEN_PATTERN, 'Not a booking').optional() })
    .strict(),
  payload('flight-request', flightRequestSchema('api').strict()).strict(),
  payload('questionnaire', questionnaireFormSchema.strict()).strict(),
])
export type LeadPayload = z.output<typeof leadPayloadSchema>
export type LeadType = LeadPayload['type']

/** The reCAPTCHA v3 action each form runs; the server insists on the same one. */
export const CAPTCHA_ACTIONS: Record<LeadType, string> = {
  subscribe: 'subscription',
  contact: 'contact',
  'flight-request': 'flight_request',
  questionnaire: 'questionnaire',
}
