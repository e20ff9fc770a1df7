import type { LogoSpec } from './art/logos.ts'
import { stableKey } from './lib/hash.ts'
import type { ImageField, ImageStore } from './lib/images.ts'
import { pt } from './lib/pt.ts'
import { at, doc, ref, refs, seo, slug, type SanityDoc } from './lib/sanity.ts'
import { airlines } from './data/airlines.ts'
import { authors, categories } from './data/blog-meta.ts'
import { cities } from './data/cities.ts'
import { deals, SAMPLE_DRAFT_DEAL } from './data/deals.ts'
import { faqs } from './data/faqs.ts'
import { home } from './data/home.ts'
import { pages } from './data/pages.ts'
import { DESTINATIONS, ORIGINS } from './data/places.ts'
import { posts } from './data/posts.ts'
import { regions } from './data/regions.ts'
import { reviews } from './data/reviews.ts'
import { memberships, partners, site } from './data/site.ts'
import type { AirlineData, Cabin, DealData, DestinationData, RegionKey } from './data/types.ts'

const usd = (amount: number): string => `$${amount.toLocaleString('en-US')}`

const regionId = (key: RegionKey): string => `region.business-class-flights-to-${key}`
const cityId = (key: string): string => `city.business-class-flights-to-${key}`
const airlineId = (slugValue: string): string => `airline.${slugValue}`

const CABIN_SLUG: Record<Cabin, string> = {
  business: 'business-class',
  first: 'first-class',
  'premium-economy': 'premium-economy',
}
const CABIN_LABEL: Record<Cabin, string> = {
  business: 'business class',
  first: 'first class',
  'premium-economy': 'premium economy',
}

function destination(key: string): DestinationData {
  const found = DESTINATIONS.find((d) => d.key === key)
  if (!found) throw new Error(`Unknown destination ${key}`)
  return found
}

function airline(slugValue: string): AirlineData {
  const found = airlines.find((a) => a.slug === slugValue)
  if (!found) throw new Error(`Unknown airline ${slugValue}`)
  return found
}

export function dealSlug(d: DealData): string {
  const dest = destination(d.to)
  return `${d.from}-to-${dest.slugAs ?? dest.key}-${CABIN_SLUG[d.cabin]}${d.tripType === 'one-way' ? '-one-way' : ''}`
}

function dealTitle(d: DealData): string {
  const dest = destination(d.to)
  return `${ORIGINS[d.from].city} to ${dest.city} in ${CABIN_LABEL[d.cabin]}${d.tripType === 'one-way' ? ', one way' : ''}`
}

function dealBody(d: DealData, publishedFare: number): string {
  const dest = destination(d.to)
  const origin = ORIGINS[d.from]
  const carriers = d.airlines.map(airline)
  const lead = carriers[0]
  if (!lead) throw new Error('deal without airline')
  const names = carriers.map((a) => a.name).join(' and ')
  const trip = d.tripType === 'round-trip' ? 'round trip' : 'one way'
  const seat: Record<Cabin, string> = {
    business: `${lead.cabinName}: a fully flat bed with direct aisle access`,
    first: 'A private first-class suite with a separate armchair, a proper bed and dining on demand',
    'premium-economy': 'A wider recliner seat with extra legroom, an amenity kit and an upgraded menu',
  }
  const bags: Record<Cabin, string> = {
    business: 'Two checked bags of up to 32 kg (70 lb) each',
    first: 'Three checked bags of up to 32 kg (70 lb) each',
    'premium-economy': 'Two checked bags of up to 23 kg (50 lb) each',
  }
  const extras =
    d.cabin === 'premium-economy'
      ? '- Priority check-in and early boarding'
      : `- Lounge access at ${origin.city} (${origin.iata})${d.tripType === 'round-trip' ? ' and on the way home' : ''}\n- Priority check-in, security and boarding`
  // No calendar date in the copy: the travel window, blackout dates and check date are fields
  // the page shows beside it, and the sample's dates roll forward when it is read later
  // (content/README.md), which copy written with dates in it would contradict.
  const blackout = d.blackoutDates?.length ? ', except for departures on its blackout dates' : ''
  return `${names} ${carriers.length > 1 ? 'connect' : 'connects'} ${origin.city} (${origin.iata}) with ${dest.city} (${dest.iata}) in ${CABIN_LABEL[d.cabin]}. ${dest.blurb} ${d.note}

### What the fare includes

- ${seat[d.cabin]}
${extras}
- ${bags[d.cabin]}
- Miles or points with the operating airline or its partners

### Fare conditions

Sample fare from **${usd(d.fareFrom)}** per person ${trip}, including taxes and fees, compared with a published fare of ${usd(publishedFare)}. Valid for travel within the deal's travel window${blackout}.

Fares change quickly and seats at this price are limited. Call us or request a quote and a specialist will confirm today's price before you book.`
}

type Ctx = { images: ImageStore }

async function logoImage(
  ctx: Ctx,
  name: string,
  spec: Omit<LogoSpec, 'kind' | 'seed'>,
  alt: string,
): Promise<ImageField> {
  return ctx.images.image({ kind: 'logo', seed: name, ...spec }, name, alt)
}

async function buildAirlines(ctx: Ctx): Promise<SanityDoc[]> {
  const out: SanityDoc[] = []
  for (const [i, a] of airlines.entries()) {
    const id = airlineId(a.slug)
    out.push(
      doc(
        id,
        'airline',
        { created: at('2026-10-03T08:00:00Z', i), updated: at('2026-11-02T08:00:00Z', i) },
        {
          name: a.name,
          slug: slug(a.slug),
          iata: a.iata,
          alliance: a.alliance,
          logo: await logoImage(
            ctx,
            `airline-${a.slug}`,
            a.logo,
            `${a.name} logo (sample): a geometric emblem with stylised wings`,
          ),
          cabinName: a.cabinName,
          summary: a.summary,
          hubs: a.hubs,
          body: pt(a.body, `${id}.body`),
          seo: seo({
            title: `${a.name} business class`,
            description:
              a.summary.length <= 160 ? a.summary : `${a.summary.slice(0, a.summary.lastIndexOf(' ', 156))}…`,
          }),
        },
      ),
    )
  }
  return out
}

async function buildRegionsAndCities(ctx: Ctx): Promise<SanityDoc[]> {
  const out: SanityDoc[] = []
  for (const [i, r] of regions.entries()) {
    const id = regionId(r.key)
    const name = `region-${r.key}`
    out.push(
      doc(
        id,
        'region',
        { created: at('2026-10-02T08:00:00Z', i), updated: at('2026-11-02T09:00:00Z', i) },
        {
          name: r.name,
          slug: slug(`business-class-flights-to-${r.key}`),
          order: i + 1,
          intro: r.intro,
          image: await ctx.images.image({ kind: 'scene', seed: name, ...r.art }, name, r.alt),
          body: pt(r.body, `${id}.body`),
          seo: seo(r.seo),
        },
      ),
    )
  }
  for (const [i, c] of cities.entries()) {
    const id = cityId(c.key)
    const name = `city-${c.key}`
    out.push(
      doc(
        id,
        'city',
        { created: at('2026-10-02T10:00:00Z', i), updated: at('2026-11-02T10:00:00Z', i) },
        {
          name: c.name,
          slug: slug(`business-class-flights-to-${c.key}`),
          order: i + 1,
          country: c.country,
          iata: c.iata,
          region: ref(regionId('europe')),
          intro: c.intro,
          image: await ctx.images.image({ kind: 'scene', seed: name, ...c.art }, name, c.alt),
          body: pt(c.body, `${id}.body`),
          seo: seo(c.seo),
        },
      ),
    )
  }
  return out
}

async function dealImage(ctx: Ctx, dest: DestinationData): Promise<ImageField> {
  const source = dest.imageAs ? destination(dest.imageAs) : dest
  const name = `deal-${source.key}`
  const city = source.cityKey ? cities.find((c) => c.key === source.cityKey) : undefined
  const art = city?.dealArt ?? source.art
  if (!art) throw new Error(`No art for destination ${source.key}`)
  return ctx.images.image({ kind: 'scene', seed: name, ...art }, name, source.alt)
}

function dealFields(d: DealData, image: ImageField): Record<string, unknown> {
  const id = `deal.${dealSlug(d)}`
  const dest = destination(d.to)
  const origin = ORIGINS[d.from]
  const lead = airline(d.airlines[0] ?? '')
  const publishedFare = Math.round((d.fareFrom * d.markup) / 10) * 10
  const trip = d.tripType === 'round-trip' ? 'round trip' : 'one way'
  const saving = usd(publishedFare - d.fareFrom)
  const seatWord =
    d.cabin === 'premium-economy'
      ? 'premium economy'
      : `${lead.cabinName} ${d.cabin === 'first' ? 'first class' : 'lie-flat seats'}`
  return {
    title: dealTitle(d),
    slug: slug(dealSlug(d)),
    origin: { _type: 'place', city: origin.city, iata: origin.iata },
    destination: { _type: 'place', city: dest.city, iata: dest.iata },
    airlines: refs(id, 'airlines', d.airlines.map(airlineId)),
    cabin: d.cabin,
    tripType: d.tripType,
    fareFrom: d.fareFrom,
    publishedFare,
    travelWindow: { _type: 'travelWindow', start: d.window[0], end: d.window[1] },
    blackoutDates: d.blackoutDates?.map((range) => ({
      _key: stableKey(id, 'blackoutDates', range.start),
      _type: 'dateRange',
      ...range,
    })),
    fareCheckedAt: d.checked,
    region: ref(regionId(dest.region)),
    city: dest.cityKey ? ref(cityId(dest.cityKey)) : undefined,
    image,
    excerpt: `${seatWord} from ${origin.city} (${origin.iata}) to ${dest.city} (${dest.iata}) from ${usd(d.fareFrom)} ${trip}, ${saving} below the published fare.`,
    body: pt(dealBody(d, publishedFare), `${id}.body`),
    seo: seo({
      title: `${origin.city} to ${dest.city} ${CABIN_LABEL[d.cabin]} from ${usd(d.fareFrom)}`,
      description: `Sample ${CABIN_LABEL[d.cabin]} fare ${origin.iata}–${dest.iata} with ${lead.name} from ${usd(d.fareFrom)} ${trip}, incl. taxes and fees.`,
    }),
  }
}

async function buildDeals(ctx: Ctx): Promise<SanityDoc[]> {
  const out: SanityDoc[] = []
  for (const [i, d] of deals.entries()) {
    const id = `deal.${dealSlug(d)}`
    const image = await dealImage(ctx, destination(d.to))
    out.push(
      doc(
        id,
        'deal',
        { created: at('2026-11-01T12:00:00Z', i * 7), updated: at(`${d.checked}T15:00:00Z`, i) },
        dealFields(d, image),
      ),
    )
  }
  // Drafts on purpose: an unpublished edit of a live deal and a deal that was never published.
  // The edit sits on a deal editors seldom open (not featured, not first in any list of the
  // Studio's, edited before the newest deals), and its title says what it is: an editor who
  // publishes it anyway sees why it should not be (issue 37).
  const edited = deals.find((d) => dealSlug(d) === SAMPLE_DRAFT_DEAL)
  if (!edited) throw new Error('draft source deal missing')
  const editedIndex = deals.indexOf(edited)
  const editedFields = dealFields({ ...edited, fareFrom: 2790 }, await dealImage(ctx, destination(edited.to)))
  out.push(
    doc(
      `drafts.deal.${dealSlug(edited)}`,
      'deal',
      {
        created: at('2026-11-01T12:00:00Z', editedIndex * 7),
        updated: at(`${edited.checked}T15:00:00Z`, editedIndex + 6),
      },
      {
        ...editedFields,
        title: `Sample draft, do not publish: ${dealTitle(edited)}`,
      },
    ),
  )
  const secret: DealData = {
    from: 'new-york',
    to: 'tokyo',
    airlines: ['aurora-pacific'],
    cabin: 'business',
    tripType: 'round-trip',
    fareFrom: 1999,
    markup: 1.5,
    window: ['2027-03-01', '2027-03-31'],
    checked: '2026-11-18',
    note: 'This draft must never appear on a public page.',
  }
  const secretFields = dealFields(secret, await dealImage(ctx, destination('tokyo')))
  out.push(
    doc(
      'drafts.deal.draft-only-secret-fare',
      'deal',
      { created: '2026-11-18T10:00:00.000Z', updated: '2026-11-18T10:05:00.000Z' },
      {
        ...secretFields,
        title: 'Draft only secret fare',
        slug: slug('draft-only-secret-fare'),
        airlines: refs('drafts.deal.draft-only-secret-fare', 'airlines', ['airline.aurora-pacific']),
        excerpt: 'A draft deal that was never published. It must never reach a public page.',
      },
    ),
  )
  return out
}

async function buildBlog(ctx: Ctx): Promise<SanityDoc[]> {
  const out: SanityDoc[] = []
  for (const [i, a] of authors.entries()) {
    const name = `author-${a.slug}`
    out.push(
      doc(
        `author.${a.slug}`,
        'author',
        { created: at('2025-03-01T09:00:00Z', i), updated: at('2025-03-01T09:00:00Z', i) },
        {
          name: a.name,
          slug: slug(a.slug),
          role: a.role,
          bio: a.bio,
          image: await ctx.images.image(
            { kind: 'avatar', seed: name, palette: a.palette },
            name,
            `Illustrated placeholder portrait for ${a.name}`,
          ),
        },
      ),
    )
  }
  for (const [i, c] of categories.entries()) {
    out.push(
      doc(
        `category.${c.slug}`,
        'category',
        { created: at('2025-03-01T10:00:00Z', i), updated: at('2025-03-01T10:00:00Z', i) },
        {
          title: c.title,
          slug: slug(c.slug),
          description: c.description,
        },
      ),
    )
  }
  for (const p of posts) {
    const id = `post.${p.slug}`
    const name = `post-${p.slug}`
    out.push(
      doc(
        id,
        'post',
        { created: p.publishedAt, updated: p.publishedAt },
        {
          title: p.title,
          slug: slug(p.slug),
          excerpt: p.excerpt,
          publishedAt: p.publishedAt,
          author: ref(`author.${p.author}`),
          categories: refs(
            id,
            'categories',
            p.categories.map((c) => `category.${c}`),
          ),
          mainImage: await ctx.images.image(p.art, name, p.alt),
          body: pt(p.body, `${id}.body`),
          seo: seo(p.seo),
        },
      ),
    )
  }
  const source = posts.find((p) => p.slug === 'stopovers-worth-planning')
  if (!source) throw new Error('draft post image source missing')
  const draftId = 'drafts.post.draft-only-post'
  out.push(
    doc(
      draftId,
      'post',
      { created: '2026-11-18T11:00:00.000Z', updated: '2026-11-18T11:20:00.000Z' },
      {
        title: 'Draft only post',
        slug: slug('draft-only-post'),
        excerpt: 'A blog post that was never published. It must never reach a public page.',
        publishedAt: '2026-12-01T09:00:00.000Z',
        author: ref('author.marisol-vega'),
        categories: refs(draftId, 'categories', ['category.trip-planning']),
        mainImage: await ctx.images.image(source.art, `post-${source.slug}`, source.alt),
        body: pt(
          'This post is a draft on purpose.\n\nIt exists so tests can prove that drafts never reach public pages. If you can read this on the public site, something is wrong.',
          `${draftId}.body`,
        ),
      },
    ),
  )
  return out
}

function buildFaqsAndReviews(): SanityDoc[] {
  const out: SanityDoc[] = []
  for (const [i, f] of faqs.entries()) {
    out.push(
      doc(
        `faq.${i + 1}`,
        'faq',
        { created: at('2026-10-05T08:00:00Z', i), updated: at('2026-10-05T08:00:00Z', i) },
        { question: f.question, answer: f.answer, order: i + 1 },
      ),
    )
  }
  for (const [i, r] of reviews.entries()) {
    out.push(
      doc(
        `review.${i + 1}`,
        'review',
        { created: `${r.date}T18:00:00.000Z`, updated: `${r.date}T18:00:00.000Z` },
        { ...r },
      ),
    )
  }
  return out
}

function buildPages(): SanityDoc[] {
  return pages.map((p, i) =>
    doc(
      `page.${p.slug}`,
      'page',
      {
        created: at('2026-10-01T08:00:00Z', i),
        updated: p.updatedAt ? `${p.updatedAt}T09:00:00.000Z` : at('2026-11-02T08:00:00Z', i),
      },
      {
        title: p.title,
        slug: slug(p.slug),
        kind: p.kind,
        intro: p.intro,
        body: pt(p.body, `page.${p.slug}.body`),
        updatedAt: p.updatedAt,
        showDeals: p.kind === 'landing' ? (p.showDeals ?? false) : undefined,
        seo: seo(p.seo),
      },
    ),
  )
}

async function buildSingletons(ctx: Ctx): Promise<SanityDoc[]> {
  const logos = async (field: string, list: typeof memberships) => {
    const out = []
    for (const m of list) {
      out.push({
        _key: stableKey('siteSettings', field, m.slug),
        _type: 'logo',
        name: m.name,
        image: await logoImage(ctx, `${field === 'memberships' ? 'membership' : 'partner'}-${m.slug}`, m.logo, m.alt),
        url: m.url,
      })
    }
    return out
  }
  const settings = doc(
    'siteSettings',
    'siteSettings',
    { created: '2026-10-01T08:00:00.000Z', updated: '2026-11-18T09:00:00.000Z' },
    {
      title: site.title,
      description: site.description,
      salesPhone: { _type: 'phone', ...site.salesPhone },
      salesEmail: site.salesEmail,
      contactEmail: site.contactEmail,
      address: { _type: 'postalAddress', ...site.address },
      licence: site.licence,
      copyrightYears: site.copyrightYears,
      memberships: await logos('memberships', memberships),
      partners: await logos('partners', partners),
      footerAirlines: refs('siteSettings', 'footerAirlines', site.footerAirlines.map(airlineId)),
      seo: seo(site.seo),
    },
  )
  const homePage = doc(
    'homePage',
    'homePage',
    { created: '2026-10-01T08:00:00.000Z', updated: '2026-11-18T09:30:00.000Z' },
    {
      heroTitle: home.heroTitle,
      heroText: home.heroText,
      heroImage: await ctx.images.image(home.heroArt, 'home-hero', home.heroAlt),
      howItWorks: home.howItWorks.map((step, i) => ({
        _key: stableKey('homePage', 'howItWorks', i),
        _type: 'howItWorksStep',
        ...step,
      })),
      reviewsTitle: home.reviewsTitle,
      reviews: refs(
        'homePage',
        'reviews',
        reviews.map((_, i) => `review.${i + 1}`),
      ),
      faqTitle: home.faqTitle,
      faqs: refs(
        'homePage',
        'faqs',
        faqs.map((_, i) => `faq.${i + 1}`),
      ),
      featuredDeals: refs(
        'homePage',
        'featuredDeals',
        home.featuredDeals.map((s) => `deal.${s}`),
      ),
      seo: seo(home.seo),
    },
  )
  return [settings, homePage]
}

/** Builds every document, rendering images into the store as it goes. */
export async function buildAll(images: ImageStore): Promise<SanityDoc[]> {
  const ctx = { images }
  return [
    ...(await buildSingletons(ctx)),
    ...(await buildRegionsAndCities(ctx)),
    ...(await buildAirlines(ctx)),
    ...(await buildDeals(ctx)),
    ...(await buildBlog(ctx)),
    ...buildFaqsAndReviews(),
    ...buildPages(),
  ]
}
