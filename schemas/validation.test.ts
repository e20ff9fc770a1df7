/**
 * The schema's validation rules, run through Sanity's own validator (`validateDocument`),
 * never re-implemented here. Each fixture starts from a known-valid document and breaks one
 * thing, so a failing test names exactly the rule that stopped working.
 */
import type { SanityDocument, ValidationMarker } from 'sanity'
import { describe, expect, test } from 'vitest'

import {
  compileSchema,
  createDocumentValidator,
  describeMarkers,
  errorsOf,
  pathToString,
  schemaProblems,
} from './testing/validator.ts'

const IMAGE_ASSET = 'image-0123456789abcdef0123456789abcdef01234567-1600x900-jpg'
const system = { _rev: 'test', _createdAt: '2025-01-01T00:00:00Z', _updatedAt: '2025-01-01T00:00:00Z' }
const ref = (_ref: string, _key?: string) => ({ _type: 'reference', _ref, ...(_key ? { _key } : {}) })
const image = (alt = 'Cabin of a business-class seat') => ({
  _type: 'image',
  alt,
  asset: ref(IMAGE_ASSET),
})

/** Documents the fixtures reference; just enough for reference checks to find them. */
const referenced: SanityDocument[] = [
  { ...system, _id: 'airline.aurora-air', _type: 'airline' },
  { ...system, _id: 'region.business-class-flights-to-europe', _type: 'region' },
  ...Array.from({ length: 10 }, (_, n) => ({ ...system, _id: `deal.sample-${n}`, _type: 'deal' })),
  { ...system, _id: 'review.1', _type: 'review' },
  { ...system, _id: 'faq.1', _type: 'faq' },
]

const validDeal: SanityDocument = {
  ...system,
  _id: 'deal.new-york-to-london',
  _type: 'deal',
  title: 'Business class from New York to London',
  slug: { _type: 'slug', current: 'new-york-to-london' },
  origin: { _type: 'place', city: 'New York', iata: 'JFK' },
  destination: { _type: 'place', city: 'London', iata: 'LHR' },
  airlines: [ref('airline.aurora-air', 'a1')],
  cabin: 'business',
  tripType: 'round-trip',
  fareFrom: 2899,
  publishedFare: 6450,
  travelWindow: { _type: 'travelWindow', start: '2026-01-10', end: '2026-03-31' },
  blackoutDates: [{ _type: 'dateRange', _key: 'b1', start: '2026-02-12', end: '2026-02-19', reason: 'Carnival' }],
  fareCheckedAt: '2025-11-01',
  region: ref('region.business-class-flights-to-europe'),
  image: image(),
  excerpt: 'Lie-flat seats across the Atlantic for less than half the published fare.',
  seo: { _type: 'seo', title: 'New York to London in business class', noIndex: false },
}

const validReview: SanityDocument = {
  ...system,
  _id: 'review.99',
  _type: 'review',
  author: 'Sarah K.',
  location: 'Chicago, IL',
  rating: 5,
  text: 'Booked in ten minutes and saved more than I expected.',
  date: '2025-09-14',
  route: 'Chicago – Paris',
}

const logo = (name: string, _key: string) => ({ _type: 'logo', _key, name, image: image(`${name} logo`) })

const validSiteSettings: SanityDocument = {
  ...system,
  _id: 'siteSettings',
  _type: 'siteSettings',
  title: 'Meridian Business Travel',
  salesPhone: { _type: 'phone', digits: '18005550142', formatted: '+1 (800) 555-0142' },
  salesEmail: 'sales@example.com',
  contactEmail: 'hello@example.com',
  address: {
    _type: 'postalAddress',
    street: '100 Sample Street, Suite 5',
    city: 'San Francisco',
    region: 'CA',
    postalCode: '94105',
    country: 'United States',
  },
  licence: 'California Seller of Travel No. 2000000-40 (sample)',
  copyrightYears: '2024-2025',
  memberships: [logo('Air Travel Trade Association', 'm1'), logo('Travel Industry Body', 'm2')],
  footerAirlines: [ref('airline.aurora-air', 'f1')],
}

const validator = await createDocumentValidator({
  documents: [...referenced, validDeal, validReview, validSiteSettings],
  existingIds: [IMAGE_ASSET],
})

/** Validates `base` with `changes` applied (a `undefined` value removes the field). */
async function validate(base: SanityDocument, changes: Record<string, unknown> = {}) {
  const document = { ...base, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete document[key]
  return validator.validate(document)
}

const errorPaths = (markers: ValidationMarker[]) =>
  [...new Set(errorsOf(markers).map((marker) => pathToString(marker.path)))].sort()

describe('schema', () => {
  test('compiles without problems', () => {
    expect(schemaProblems(compileSchema())).toEqual([])
  })
})

describe('fixtures', () => {
  test.each([
    ['deal', validDeal],
    ['review', validReview],
    ['siteSettings', validSiteSettings],
  ])('a valid %s has no errors and no warnings', async (_type, document) => {
    expect(describeMarkers(await validator.validate(document))).toEqual([])
  })
})

describe('deal', () => {
  test('a published fare equal to or below the fare from fails', async () => {
    expect(errorPaths(await validate(validDeal, { publishedFare: 2899 }))).toEqual(['publishedFare'])
    expect(errorPaths(await validate(validDeal, { publishedFare: 1999 }))).toEqual(['publishedFare'])
  })

  test('fare from must be above zero', async () => {
    expect(errorPaths(await validate(validDeal, { fareFrom: 0 }))).toEqual(['fareFrom'])
  })

  test.each(['jfk', 'JF', 'JFKX', 'J1K'])('airport IATA code %j fails', async (iata) => {
    const markers = await validate(validDeal, { origin: { _type: 'place', city: 'New York', iata } })
    expect(errorPaths(markers)).toEqual(['origin.iata'])
  })

  test('destination must differ from origin', async () => {
    const markers = await validate(validDeal, {
      destination: { _type: 'place', city: 'New York', iata: 'JFK' },
    })
    expect(errorPaths(markers)).toEqual(['destination'])
  })

  test('a travel window that ends before it starts fails; a one-day window passes', async () => {
    const backwards = { _type: 'travelWindow', start: '2026-03-31', end: '2026-01-10' }
    expect(errorPaths(await validate(validDeal, { travelWindow: backwards }))).toEqual(['travelWindow.end'])
    const oneDay = { _type: 'travelWindow', start: '2026-03-31', end: '2026-03-31' }
    // (without the fixture's February blackout, which this window would leave outside)
    expect(errorPaths(await validate(validDeal, { travelWindow: oneDay, blackoutDates: undefined }))).toEqual([])
  })

  test('a blackout range that ends before it starts fails; a one-day range passes', async () => {
    const backwards = [{ _type: 'dateRange', _key: 'b1', start: '2026-02-19', end: '2026-02-12' }]
    expect(errorPaths(await validate(validDeal, { blackoutDates: backwards }))).toEqual([
      'blackoutDates[_key=="b1"].end',
    ])
    const oneDay = [{ _type: 'dateRange', _key: 'b1', start: '2026-02-12', end: '2026-02-12' }]
    expect(errorPaths(await validate(validDeal, { blackoutDates: oneDay }))).toEqual([])
  })

  test('a blackout range needs both dates; its reason is optional', async () => {
    const open = [{ _type: 'dateRange', _key: 'b1', reason: 'Easter' }]
    expect(errorPaths(await validate(validDeal, { blackoutDates: open }))).toEqual([
      'blackoutDates[_key=="b1"].end',
      'blackoutDates[_key=="b1"].start',
    ])
    const noReason = [{ _type: 'dateRange', _key: 'b1', start: '2026-02-12', end: '2026-02-19' }]
    expect(errorPaths(await validate(validDeal, { blackoutDates: noReason }))).toEqual([])
  })

  test.each([
    ['starts before the travel window', '2026-01-09', '2026-01-20'],
    ['ends after the travel window', '2026-03-20', '2026-04-01'],
    ['lies wholly outside it', '2026-06-01', '2026-06-07'],
  ])('a blackout range that %s fails', async (_case, start, end) => {
    const blackoutDates = [
      { _type: 'dateRange', _key: 'ok', start: '2026-02-12', end: '2026-02-19' },
      { _type: 'dateRange', _key: 'out', start, end },
    ]
    const markers = await validate(validDeal, { blackoutDates })
    expect(errorPaths(markers)).toEqual(['blackoutDates[_key=="out"]'])
    expect(describeMarkers(errorsOf(markers))).toEqual([
      'error blackoutDates[_key=="out"]: Must fall inside the travel window (2026-01-10 – 2026-03-31)',
    ])
  })

  test('a blackout range on the first and last days of the travel window passes', async () => {
    const edges = [
      { _type: 'dateRange', _key: 'a', start: '2026-01-10', end: '2026-01-10' },
      { _type: 'dateRange', _key: 'b', start: '2026-03-31', end: '2026-03-31' },
    ]
    expect(errorPaths(await validate(validDeal, { blackoutDates: edges }))).toEqual([])
  })

  test('cabin and trip type accept only their listed values', async () => {
    expect(errorPaths(await validate(validDeal, { cabin: 'economy', tripType: 'multi-city' }))).toEqual([
      'cabin',
      'tripType',
    ])
  })

  test('an empty deal reports every required field', async () => {
    const markers = await validator.validate({ ...system, _id: 'deal.empty', _type: 'deal' })
    expect(errorPaths(markers)).toEqual(
      expect.arrayContaining([
        'airlines',
        'cabin',
        'destination',
        'fareCheckedAt',
        'fareFrom',
        'image',
        'origin',
        'publishedFare',
        'region',
        'slug',
        'title',
        'tripType',
      ]),
    )
    // optional fields stay quiet
    for (const optional of ['travelWindow', 'blackoutDates', 'city', 'excerpt', 'body', 'seo']) {
      expect(errorPaths(markers)).not.toContain(optional)
    }
  })

  test('a deal needs at least one airline', async () => {
    expect(errorPaths(await validate(validDeal, { airlines: [] }))).toEqual(['airlines'])
  })

  test('an image without alt text fails', async () => {
    const withoutAlt = { _type: 'image', asset: ref(IMAGE_ASSET) }
    expect(errorPaths(await validate(validDeal, { image: withoutAlt }))).toEqual(['image.alt'])
  })

  test('an image field without an uploaded asset fails', async () => {
    expect(errorPaths(await validate(validDeal, { image: { _type: 'image', alt: 'x' } }))).toEqual(['image'])
  })

  test('a reference to a missing document fails', async () => {
    const markers = await validate(validDeal, { region: ref('region.does-not-exist') })
    expect(errorPaths(markers)).toEqual(['region'])
  })

  test.each(['New York to London', 'new--york', 'a'.repeat(97)])('slug %j fails', async (slug) => {
    const markers = await validate(validDeal, { slug: { _type: 'slug', current: slug } })
    expect(errorPaths(markers)).toEqual(['slug'])
  })

  test('a slug already used by another deal fails (checked with GROQ like the Studio)', async () => {
    const twin = { ...validDeal, _id: 'deal.twin' }
    const markers = await validator.validate(twin)
    expect(describeMarkers(errorsOf(markers))).toEqual(['error slug: Slug is already in use'])
  })

  test('SEO title over 70 and description over 160 characters only warn', async () => {
    const markers = await validate(validDeal, {
      seo: { _type: 'seo', title: 'x'.repeat(71), description: 'y'.repeat(161) },
    })
    expect(errorsOf(markers)).toEqual([])
    expect(markers.map((marker) => [marker.level, pathToString(marker.path)])).toEqual(
      expect.arrayContaining([
        ['warning', 'seo.title'],
        ['warning', 'seo.description'],
      ]),
    )
  })

  test('a field the schema does not declare is reported', async () => {
    const markers = await validate(validDeal, { price: 100 })
    expect(describeMarkers(markers)).toEqual(["warning price: Field 'price' does not exist on type 'deal'"])
  })
})

describe('airline', () => {
  const airline = {
    ...system,
    _id: 'airline.new',
    _type: 'airline',
    name: 'Aurora Air',
    slug: { _type: 'slug', current: 'aurora-air-new' },
    iata: 'AU',
    alliance: 'none',
    logo: image('Aurora Air logo'),
    cabinName: 'Horizon Suite',
    summary: 'A sample carrier.',
  } satisfies SanityDocument

  test.each(['AU', 'U2', '9W'])('airline IATA code %j passes', async (iata) => {
    expect(errorPaths(await validate(airline, { iata }))).toEqual([])
  })

  test.each(['au', 'A', 'AUR', 'A-'])('airline IATA code %j fails', async (iata) => {
    expect(errorPaths(await validate(airline, { iata }))).toEqual(['iata'])
  })

  test('summary over 300 characters fails', async () => {
    expect(errorPaths(await validate(airline, { summary: 's'.repeat(301) }))).toEqual(['summary'])
  })
})

describe('review', () => {
  test.each([0, 6, 4.5])('rating %j fails', async (rating) => {
    expect(errorPaths(await validate(validReview, { rating }))).toEqual(['rating'])
  })

  test('a review without author, rating and date fails on each', async () => {
    const markers = await validate(validReview, { author: undefined, rating: undefined, date: undefined })
    expect(errorPaths(markers)).toEqual(['author', 'date', 'rating'])
  })
})

describe('site settings', () => {
  const withPhone = (digits: string, formatted: string) =>
    validate(validSiteSettings, { salesPhone: { _type: 'phone', digits, formatted } })

  test('a formatted phone number without +1 fails', async () => {
    expect(errorPaths(await withPhone('18005550142', '(800) 555-0142'))).toEqual(['salesPhone.formatted'])
    expect(errorPaths(await withPhone('18005550142', '1 (800) 555-0142'))).toEqual(['salesPhone.formatted'])
  })

  test.each(['8005550142', '+18005550142', '1800555014', '1 800 555 0142'])('phone digits %j fail', async (digits) => {
    const markers = await withPhone(digits, '+1 (800) 555-0142')
    expect(errorPaths(markers)).toContain('salesPhone.digits')
  })

  test('formatted and digits must be the same number', async () => {
    expect(errorPaths(await withPhone('18005550142', '+1 (800) 555-0199'))).toEqual(['salesPhone.formatted'])
  })

  test('an invalid e-mail fails', async () => {
    expect(errorPaths(await validate(validSiteSettings, { salesEmail: 'sales@' }))).toEqual(['salesEmail'])
  })

  test('memberships must be exactly two logos', async () => {
    const one = [logo('Air Travel Trade Association', 'm1')]
    const three = [...one, logo('B', 'm2'), logo('C', 'm3')]
    expect(errorPaths(await validate(validSiteSettings, { memberships: one }))).toEqual(['memberships'])
    expect(errorPaths(await validate(validSiteSettings, { memberships: three }))).toEqual(['memberships'])
  })

  test('a missing address part fails, the optional state does not', async () => {
    const address = { _type: 'postalAddress', street: '1 Sample St', city: 'Austin', country: 'US' }
    expect(errorPaths(await validate(validSiteSettings, { address }))).toEqual(['address.postalCode'])
  })

  test('copyright years are a year or an ascending range', async () => {
    expect(errorPaths(await validate(validSiteSettings, { copyrightYears: '2025' }))).toEqual([])
    expect(errorPaths(await validate(validSiteSettings, { copyrightYears: '2025-2024' }))).toEqual(['copyrightYears'])
    expect(errorPaths(await validate(validSiteSettings, { copyrightYears: '2024–2025' }))).toEqual(['copyrightYears'])
  })
})

describe('home page', () => {
  const featuredDeals = (count: number) => Array.from({ length: count }, (_, n) => ref(`deal.sample-${n}`, `d${n}`))
  const homePage = (count: number) => ({
    ...system,
    _id: 'homePage',
    _type: 'homePage',
    heroTitle: 'Business class for less',
    heroText: 'Sample text.',
    howItWorks: ['Request', 'Compare', 'Fly'].map((title, n) => ({
      _type: 'howItWorksStep',
      _key: `s${n}`,
      title,
      text: `${title} step.`,
    })),
    reviews: [ref('review.1', 'r1')],
    faqs: [ref('faq.1', 'q1')],
    featuredDeals: featuredDeals(count),
  })

  test.each([3, 9])('%i featured deals pass', async (count) => {
    expect(errorPaths(await validator.validate(homePage(count)))).toEqual([])
  })

  test.each([2, 10])('%i featured deals fail', async (count) => {
    expect(errorPaths(await validator.validate(homePage(count)))).toEqual(['featuredDeals'])
  })

  test('the same deal featured twice fails', async () => {
    const twice = [...featuredDeals(3), { ...ref('deal.sample-0'), _key: 'again' }]
    // `unique()` flags every copy
    expect(errorPaths(await validator.validate({ ...homePage(3), featuredDeals: twice }))).toEqual([
      'featuredDeals[_key=="again"]',
      'featuredDeals[_key=="d0"]',
    ])
  })
})

/** The ★ fields of docs/content-model.md: an empty document must report each one. */
const requiredFields: Record<string, string[]> = {
  siteSettings: [
    'title',
    'salesPhone',
    'salesEmail',
    'contactEmail',
    'address',
    'licence',
    'copyrightYears',
    'memberships',
  ],
  homePage: ['heroTitle', 'heroText', 'howItWorks', 'reviews', 'faqs', 'featuredDeals'],
  deal: [
    'title',
    'slug',
    'origin',
    'destination',
    'airlines',
    'cabin',
    'tripType',
    'fareFrom',
    'publishedFare',
    'fareCheckedAt',
    'region',
    'image',
  ],
  airline: ['name', 'slug', 'iata', 'alliance', 'logo', 'cabinName', 'summary'],
  region: ['name', 'slug', 'order', 'intro', 'image'],
  city: ['name', 'slug', 'order', 'country', 'iata', 'region', 'intro', 'image'],
  post: ['title', 'slug', 'excerpt', 'publishedAt', 'author', 'categories', 'mainImage', 'body'],
  author: ['name', 'slug'],
  category: ['title', 'slug'],
  faq: ['question', 'answer'],
  review: ['author', 'location', 'rating', 'text', 'date'],
  page: ['title', 'slug', 'kind', 'body'],
}

describe('required fields follow docs/content-model.md', () => {
  test.each(Object.entries(requiredFields))('%s', async (type, fields) => {
    const markers = await validator.validate({ ...system, _id: `${type}.empty`, _type: type })
    const topLevel = [...new Set(errorsOf(markers).map((marker) => String(marker.path[0])))].sort()
    expect(topLevel).toEqual([...fields].sort())
  })
})

describe('redirect', () => {
  const redirect = {
    ...system,
    _id: 'redirect.spring-sale',
    _type: 'redirect',
    from: '/spring-sale',
    to: '/region/business-class-flights-to-europe',
    permanent: true,
  } satisfies SanityDocument

  test.each(['/region/business-class-flights-to-europe', '/', 'https://example.com/fares?x=1'])(
    'to %j passes',
    async (to) => {
      expect(describeMarkers(await validate(redirect, { to }))).toEqual([])
    },
  )

  test.each(['spring-sale', '/spring-sale/', '/spring-sale?utm=x', '/spring-sale#top', 'https://example.com/x'])(
    'from %j fails: a path on this site only',
    async (from) => {
      expect(errorPaths(await validate(redirect, { from }))).toEqual(['from'])
    },
  )

  test.each(['/spring-sale', 'http://example.com/', 'region/europe', '/region/europe/'])('to %j fails', async (to) => {
    expect(errorPaths(await validate(redirect, { to }))).toEqual(['to'])
  })

  test('from and to are required; permanent is optional', async () => {
    expect(errorPaths(await validate(redirect, { from: undefined, to: undefined, permanent: undefined }))).toEqual([
      'from',
      'to',
    ])
  })
})
