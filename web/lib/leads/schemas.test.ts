import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/lib/validation'
import {
  contactFormSchema,
  flightRequestFormSchema,
  leadPayloadSchema,
  newsletterFormSchema,
  questionnaireFormSchema,
} from './schemas'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const flight = {
  tripType: 'round-trip',
  from: 'nyc',
  to: 'LON',
  departDate: inDays(30),
  returnDate: inDays(40),
  adults: '2',
  children: '0',
  infants: '1',
  cabin: 'business',
  name: 'Grace Flyer',
  email: 'Grace@Example.com',
  phone: '+1 (305) 555-0123',
  phoneConsent: true,
}

describe('the validation vocabulary', () => {
  it('speaks the default messages', () => {
    expect(messages(newsletterFormSchema.safeParse({ email: '' }))).toEqual({ email: MESSAGES.required })
    expect(messages(newsletterFormSchema.safeParse({ email: 'a@b' }))).toEqual({ email: MESSAGES.email })
    expect(
      messages(contactFormSchema.safeParse({ name: 'A', email: 'a@example.com', phone: '2125550188', consent: true })),
    ).toEqual({
      name: 'This field should be at least 2 characters long',
    })
  })
})

describe('newsletter', () => {
  it('accepts the newsletter payload (type, email, token) exactly and nothing more', () => {
    expect(leadPayloadSchema.safeParse({ type: 'subscribe', email: 'a@example.com', token: 't' }).success).toBe(true)
    expect(leadPayloadSchema.safeParse({ type: 'subscribe', email: 'a@example.com' }).success).toBe(false)
    expect(
      leadPayloadSchema.safeParse({ type: 'subscribe', email: 'a@example.com', token: 't', admin: true }).success,
    ).toBe(false)
  })

  it('stores e-mails lower-cased and trimmed, so one person is one subscriber', () => {
    expect(newsletterFormSchema.parse({ email: '  Fan@Example.COM ' }).email).toBe('fan@example.com')
  })
})

describe('flight request', () => {
  it('accepts a complete request and normalises codes and numbers', () => {
    const parsed = flightRequestFormSchema.parse(flight)
    expect(parsed).toMatchObject({ from: 'NYC', adults: 2, infants: 1, email: 'grace@example.com' })
  })

  it('refuses the same origin and destination, past dates and a return before departure', () => {
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, to: 'NYC' }))).toHaveProperty('to')
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, departDate: inDays(-3) }))).toHaveProperty(
      'departDate',
    )
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, returnDate: inDays(10) }))).toEqual({
      returnDate: 'Return on or after the departure date',
    })
  })

  it('takes only days the calendar has: February 30th does not roll over into March', () => {
    const year = inDays(60).slice(0, 4)
    for (const day of [`${year}-02-30`, `${year}-04-31`, `${year}-13-01`]) {
      expect(messages(flightRequestFormSchema.safeParse({ ...flight, departDate: day })), day).toHaveProperty(
        'departDate',
        'Enter a real date',
      )
    }
  })

  it('needs a return date only for a round trip', () => {
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, returnDate: '' }))).toHaveProperty('returnDate')
    expect(flightRequestFormSchema.safeParse({ ...flight, tripType: 'one-way', returnDate: '' }).success).toBe(true)
  })

  it('takes a one-way trip without a return, or with a real date left in the hidden field, and nothing else', () => {
    const oneWay = { ...flight, tripType: 'one-way' }
    expect(flightRequestFormSchema.safeParse({ ...oneWay, returnDate: undefined }).success).toBe(true)
    expect(flightRequestFormSchema.safeParse({ ...oneWay, returnDate: inDays(40) }).success).toBe(true)
    for (const junk of ['soon', '2027-13-45', 'x'.repeat(5000)]) {
      expect(messages(flightRequestFormSchema.safeParse({ ...oneWay, returnDate: junk }))).toHaveProperty('returnDate')
    }
  })

  it('sent to the API, takes travellers as numbers only: nothing is coerced into one', () => {
    const lead = (fields: Record<string, unknown>) =>
      leadPayloadSchema.safeParse({ type: 'flight-request', token: 't', fields: { ...flight, ...fields } })
    expect(lead({ adults: 2, children: 0, infants: 1 }).success).toBe(true)
    for (const bad of [true, '2', '0x2', null, '', [2], 2.5, Number.NaN]) {
      expect(messages(lead({ adults: bad, children: 0, infants: 0 })), JSON.stringify(bad)).toHaveProperty(
        'fields.adults',
      )
      expect(messages(lead({ adults: 2, children: bad, infants: 0 })), JSON.stringify(bad)).toHaveProperty(
        'fields.children',
      )
    }
  })

  it('needs an adult, no more infants than adults and at most nine travellers', () => {
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, adults: '0', infants: '0' }))).toHaveProperty(
      'adults',
    )
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, adults: '1', infants: '2' }))).toHaveProperty(
      'infants',
    )
    expect(
      messages(flightRequestFormSchema.safeParse({ ...flight, adults: '6', children: '4', infants: '0' })),
    ).toHaveProperty('adults')
  })

  it('needs the phone consent and a full phone number', () => {
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, phoneConsent: false }))).toHaveProperty(
      'phoneConsent',
    )
    expect(messages(flightRequestFormSchema.safeParse({ ...flight, phone: '555-01' }))).toEqual({
      phone: 'Enter the full number, area code included',
    })
  })
})

describe('questionnaire', () => {
  const answers = {
    from: 'SFO',
    to: 'TYO',
    travelMonth: '2027-04',
    tripType: 'round-trip',
    flexibility: 'week',
    airlines: ['Aurora Pacific'],
    stops: 'nonstop-only',
    budget: '5000-8000',
    seating: 'private-suite',
    name: 'Planner Person',
    email: 'planner@example.com',
    phone: '+1 (415) 555-0199',
    consent: true,
  }

  it('accepts a complete set of answers', () => {
    expect(questionnaireFormSchema.safeParse(answers).success).toBe(true)
  })

  it('names each missing answer', () => {
    const result = messages(questionnaireFormSchema.safeParse({ ...answers, flexibility: undefined, budget: 'lots' }))
    expect(result).toEqual({ flexibility: 'Choose how flexible your dates are', budget: 'Choose a budget' })
  })

  it('allows at most five airlines', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F']
    expect(messages(questionnaireFormSchema.safeParse({ ...answers, airlines: six }))).toHaveProperty('airlines')
  })
})

describe('e-mail addresses', () => {
  it('accepts what people really type, in any script, and refuses what cannot be delivered', () => {
    for (const good of ['a@example.com', 'josé@example.com', 'first.last+fares@mail.example.co.uk', 'ÅSA@Exämple.se']) {
      expect(newsletterFormSchema.safeParse({ email: good }).success, good).toBe(true)
    }
    for (const bad of [
      'ada@example',
      'a@b',
      '@example.com',
      'a..b@example.com',
      '.a@example.com',
      'a b@example.com',
      'a@@example.com',
    ]) {
      expect(newsletterFormSchema.safeParse({ email: bad }).success, bad).toBe(false)
    }
  })
})
