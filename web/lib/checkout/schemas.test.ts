import { describe, expect, it } from 'vitest'
import { contactSchema, passengersSchema, tripSchema } from './schemas'

/** The first message for each field, as the forms show it. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]).reverse())

const today = '2027-01-01'
const roundTrip = {
  deal: {
    tripType: 'round-trip' as const,
    travelWindow: { start: '2027-01-10', end: '2027-03-31' },
    blackoutDates: [{ start: '2027-03-12', end: '2027-03-19' }],
  },
  today,
}
const trip = { departDate: '2027-02-01', returnDate: '2027-02-10', adults: 2, children: 1, infants: 1 }

describe('step 1, Your flight', () => {
  it('accepts dates inside the window and a party that fits', () => {
    expect(tripSchema(roundTrip).safeParse(trip).success).toBe(true)
  })

  it('refuses dates outside the window or in a blackout, and a return before the departure', () => {
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, departDate: '2027-01-05' }))).toEqual({
      departDate: 'Choose a date from 2027-01-10 on',
    })
    expect(
      issues(tripSchema(roundTrip).safeParse({ ...trip, departDate: '2027-03-14', returnDate: '2027-03-25' })),
    ).toEqual({
      departDate: 'Not available 2027-03-12 to 2027-03-19',
    })
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, returnDate: '2027-04-02' }))).toEqual({
      returnDate: 'This fare is valid for travel until 2027-03-31',
    })
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, returnDate: '2027-01-20' }))).toEqual({
      returnDate: 'Return on or after the departure date',
    })
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, departDate: '2027-02-30' }))).toEqual({
      departDate: 'Enter the departure date as YYYY-MM-DD',
    })
  })

  it('needs a return date for a round trip and refuses one for a one-way deal', () => {
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, returnDate: undefined }))).toHaveProperty('returnDate')
    const oneWay = { ...roundTrip, deal: { ...roundTrip.deal, tripType: 'one-way' as const } }
    const outbound = { ...trip, returnDate: undefined }
    expect(tripSchema(oneWay).safeParse(outbound).success).toBe(true)
    expect(tripSchema(oneWay).safeParse(trip).success).toBe(false)
  })

  it('allows at most one infant per adult and nine seats', () => {
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, adults: 1, infants: 2 }))).toEqual({
      infants: 'Each infant travels on an adult’s lap: no more infants than adults',
    })
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, adults: 5, children: 5, infants: 0 }))).toHaveProperty(
      'children',
    )
    expect(issues(tripSchema(roundTrip).safeParse({ ...trip, adults: 0 }))).toHaveProperty('adults')
  })

  it('takes numbers only: booleans, strings, null and arrays are refused', () => {
    for (const value of [true, '2', '0x2', '', null, [1], 1.5]) {
      expect(issues(tripSchema(roundTrip).safeParse({ ...trip, adults: value }))).toHaveProperty('adults')
    }
  })

  it('refuses unknown fields', () => {
    expect(tripSchema(roundTrip).safeParse({ ...trip, price: 1 }).success).toBe(false)
  })
})

describe('step 2, Passengers', () => {
  const context = { trip: { departDate: '2027-03-20', adults: 1, children: 1, infants: 1 }, today: '2027-03-16' }
  const adult = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '12/10/1985', gender: 'F' }
  const child = { firstName: 'Byron', lastName: 'Lovelace', dateOfBirth: '2018-05-05', gender: 'M' }
  const infant = { firstName: 'Ann', lastName: 'Lovelace', dateOfBirth: '2026-01-01', gender: 'X' }

  it('takes one traveller per seat and lap, dates of birth typed as MM/DD/YYYY or ISO', () => {
    const parsed = passengersSchema(context).parse({ passengers: [adult, child, infant] })
    expect(parsed.passengers[0]!.dateOfBirth).toBe('1985-12-10')
    expect(parsed.passengers[1]!.dateOfBirth).toBe('2018-05-05')
  })

  it('refuses a traveller whose age on the departure date does not match the kind booked', () => {
    const result = passengersSchema(context).safeParse({ passengers: [adult, adult, infant] })
    expect(issues(result)['passengers.1.dateOfBirth']).toBe(
      'Children are 2 to 11 on the departure date; this traveller would be an adult. Change the travellers in step 1 if needed',
    )
    const turnsTwelve = { ...child, dateOfBirth: '2015-03-20' }
    expect(issues(passengersSchema(context).safeParse({ passengers: [adult, turnsTwelve, infant] }))).toHaveProperty(
      'passengers.1.dateOfBirth',
    )
  })

  it('refuses the wrong number of travellers, missing names and dates of birth in the future', () => {
    expect(issues(passengersSchema(context).safeParse({ passengers: [adult] }))).toEqual({
      passengers: 'Enter 3 passengers',
    })
    const result = passengersSchema(context).safeParse({
      passengers: [{ ...adult, firstName: ' ' }, child, { ...infant, dateOfBirth: '2027-03-18' }],
    })
    expect(issues(result)).toMatchObject({
      'passengers.0.firstName': 'Value is required',
    })
    const future = passengersSchema(context).safeParse({
      passengers: [adult, child, { ...infant, dateOfBirth: '2027-03-18' }],
    })
    expect(issues(future)).toEqual({ 'passengers.2.dateOfBirth': 'The date of birth cannot be in the future' })
  })

  it('checks names, gender and the optional numbers', () => {
    const result = passengersSchema(context).safeParse({
      passengers: [
        { ...adult, lastName: 'L0velace', gender: 'Q', knownTravelerNumber: '12', frequentFlyer: 'ab' },
        child,
        infant,
      ],
    })
    expect(Object.keys(issues(result)).sort()).toEqual([
      'passengers.0.frequentFlyer',
      'passengers.0.gender',
      'passengers.0.knownTravelerNumber',
      'passengers.0.lastName',
    ])
    const optional = passengersSchema(context).parse({
      passengers: [{ ...adult, middleName: '', knownTravelerNumber: ' tt1234567 ', frequentFlyer: '' }, child, infant],
    })
    expect(optional.passengers[0]).toMatchObject({ knownTravelerNumber: 'TT1234567', middleName: undefined })
  })
})

describe('step 3, Contact and review', () => {
  const contact = {
    email: 'Ada@Example.com',
    phone: '+1 (617) 555-0101',
    billing: { line1: '1 Main St', city: 'Boston', region: 'MA', postalCode: '02110', country: 'United States' },
    consent: true,
  }

  it('accepts a complete contact and lower-cases the e-mail', () => {
    expect(contactSchema.parse(contact).email).toBe('ada@example.com')
  })

  it('needs consent, a state and a ZIP code in the United States, neither elsewhere', () => {
    expect(issues(contactSchema.safeParse({ ...contact, consent: false }))).toHaveProperty('consent')
    expect(
      issues(contactSchema.safeParse({ ...contact, billing: { ...contact.billing, region: '', postalCode: '2110' } })),
    ).toEqual({ 'billing.region': 'Enter the state', 'billing.postalCode': 'Enter a 5-digit ZIP code' })
    const abroad = { line1: '1 Rue de Rivoli', city: 'Paris', country: 'France' }
    expect(contactSchema.safeParse({ ...contact, billing: abroad }).success).toBe(true)
  })
})
