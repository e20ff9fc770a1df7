/**
 * The checkout's sample booking for route tests: the sample's Boston–Dublin deal and a valid
 * step of each kind. The tests' clock is 16 March 2027 (SITE_CLOCK): the fare's window ends
 * 31 March, with departures 12–19 March blacked out.
 */

export const SAMPLE_TRIP = { departDate: '2027-03-22', returnDate: '2027-03-29', adults: 2, children: 1, infants: 0 }

export const SAMPLE_PASSENGERS = [
  { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '12/10/1985', gender: 'F' },
  { firstName: 'Charles', middleName: 'B', lastName: 'Babbage', dateOfBirth: '1980-01-01', gender: 'M' },
  { firstName: 'Byron', lastName: 'Lovelace', dateOfBirth: '2018-05-05', gender: 'M', knownTravelerNumber: '' },
]

export const SAMPLE_CONTACT = {
  email: 'Ada@Example.com',
  phone: '+1 (617) 555-0101',
  billing: { line1: '1 Main St', city: 'Boston', region: 'MA', postalCode: '02110', country: 'United States' },
  specialRequests: 'Seats together, please',
  consent: true,
}

/**
 * The deal as a booking keeps it. Imported when called, after the test has set its environment
 * (lib/env.ts reads it once).
 */
export async function sampleSnapshot() {
  const [{ snapshotOf }, { today }, { queryLocalDataset }, { dealForBookingQuery }] = await Promise.all([
    import('@/lib/checkout/snapshot'),
    import('@/lib/clock'),
    import('@/lib/sanity/local-dataset'),
    import('@/lib/content/deal'),
  ])
  const deal = (await queryLocalDataset(dealForBookingQuery, {
    slug: 'boston-to-dublin-business-class',
  })) as Parameters<typeof snapshotOf>[0]
  return snapshotOf(deal!, today())!
}
