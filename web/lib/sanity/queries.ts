import { defineQuery } from 'next-sanity'

/**
 * Every GROQ query the site runs. Projections return exactly what the components render;
 * TypeGen turns each into a result type (schemas/sanity.types.ts). Shared fragments are
 * interpolated strings, so TypeGen still sees each query whole.
 */

const image = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{ _id, url, metadata { lqip, hasAlpha, dimensions { width, height, aspectRatio } } }
`

const logo = /* groq */ `_key, name, url, image { ${image} }`

const seo = /* groq */ `seo { title, description, noIndex, image { ${image} } }`

const body = /* groq */ `
  body[] {
    ...,
    _type == "image" => { ${image} },
    markDefs[] { ... }
  }
`

const dealCard = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  origin,
  destination,
  cabin,
  tripType,
  fareFrom,
  publishedFare,
  fareCheckedAt,
  excerpt,
  "airlines": airlines[]->{ _id, name, "slug": slug.current },
  "region": region->{ name, "slug": slug.current },
  image { ${image} }
`

export const settingsQuery = defineQuery(`
  *[_id == "siteSettings"][0] {
    title,
    description,
    salesPhone,
    salesEmail,
    contactEmail,
    address,
    licence,
    copyrightYears,
    memberships[] { ${logo} },
    partners[] { ${logo} },
    "footerAirlines": footerAirlines[]->{ _id, name, "slug": slug.current, logo { ${image} } },
    ${seo}
  }
`)

export const homePageQuery = defineQuery(`
  *[_id == "homePage"][0] {
    heroTitle,
    heroText,
    heroImage { ${image} },
    howItWorks[] { _key, title, text },
    reviewsTitle,
    "reviews": reviews[]->{ _id, author, location, rating, text, date, route },
    faqTitle,
    "faqs": faqs[]->{ _id, question, answer },
    "featuredDeals": featuredDeals[]->{ ${dealCard} },
    ${seo}
  }
`)

export const allDealsQuery = defineQuery(`
  *[_type == "deal" && defined(slug.current)] | order(fareFrom asc) { ${dealCard} }
`)

export const dealQuery = defineQuery(`
  *[_type == "deal" && slug.current == $slug][0] {
    ${dealCard},
    travelWindow,
    blackoutDates[]{ start, end, reason },
    _updatedAt,
    "airlines": airlines[]->{ _id, name, "slug": slug.current, iata, cabinName, logo { ${image} } },
    "city": city->{ name, "slug": slug.current },
    ${body},
    ${seo},
    "related": *[_type == "deal" && region._ref == ^.region._ref && _id != ^._id]
      | order(fareFrom asc)[0...3] { ${dealCard} }
  }
`)

export const regionsWithDealsQuery = defineQuery(`
  *[_type == "region" && defined(slug.current)] | order(order asc) {
    _id,
    name,
    "slug": slug.current,
    intro,
    "cities": *[_type == "city" && region._ref == ^._id] | order(order asc) { _id, name, "slug": slug.current, country },
    "deals": *[_type == "deal" && region._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const footerDestinationsQuery = defineQuery(`{
  "regions": *[_type == "region" && defined(slug.current)] | order(order asc) { _id, name, "slug": slug.current },
  "cities": *[_type == "city" && defined(slug.current)] | order(order asc) { _id, name, "slug": slug.current }
}`)

export const regionQuery = defineQuery(`
  *[_type == "region" && slug.current == $slug][0] {
    _id,
    name,
    "slug": slug.current,
    intro,
    image { ${image} },
    ${body},
    ${seo},
    "cities": *[_type == "city" && region._ref == ^._id] | order(order asc) { _id, name, "slug": slug.current, country },
    "deals": *[_type == "deal" && region._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const cityQuery = defineQuery(`
  *[_type == "city" && slug.current == $slug][0] {
    _id,
    name,
    "slug": slug.current,
    country,
    iata,
    intro,
    image { ${image} },
    "region": region->{ name, "slug": slug.current },
    ${body},
    ${seo},
    "deals": *[_type == "deal" && city._ref == ^._id] | order(fareFrom asc) { ${dealCard} }
  }
`)

export const airlinesQuery = defineQuery(`
  *[_type == "airline" && defined(slug.current)] | order(name asc) {
    _id,
    name,
    "slug": slug.current,
    iata,
    alliance,
    cabinName,
    summary,
    logo { ${image} },
    "dealCount": count(*[_type == "deal" && references(^._id)]),
    "lowestFare": *[_type == "deal" && references(^._id)] | order(fareFrom asc)[0].fareFrom
  }
`)

export const airlineQuery = defineQuery(`
  *[_type == "airline" && slug.current == $slug][0] {
    _id,
    name,
    "slug": slug.current,
    iata,
    alliance,
    cabinName,
    summary,
    hubs,
    logo { ${image} },
    ${body},
    ${seo},
    "deals": *[_type == "deal" && references(^._id)] | order(fareFrom asc) { ${dealCard} }
  }
`)

const postCard = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  mainImage { ${image} },
  "author": author->{ name, "slug": slug.current },
  "categories": categories[]->{ _id, title, "slug": slug.current }
`

export const postsQuery = defineQuery(`
  *[_type == "post" && defined(slug.current)] | order(publishedAt desc) { ${postCard} }
`)

export const postQuery = defineQuery(`
  *[_type == "post" && slug.current == $slug][0] {
    ${postCard},
    _updatedAt,
    "author": author->{ name, "slug": slug.current, role, bio, image { ${image} } },
    ${body},
    ${seo},
    "related": *[_type == "post" && _id != ^._id && references(^.categories[]._ref)]
      | order(publishedAt desc)[0...3] { ${postCard} }
  }
`)

export const pageQuery = defineQuery(`
  *[_type == "page" && slug.current == $slug][0] {
    _id,
    title,
    "slug": slug.current,
    kind,
    intro,
    updatedAt,
    showDeals,
    ${body},
    ${seo}
  }
`)

export const faqsQuery = defineQuery(`
  *[_type == "faq"] | order(order asc) { _id, question, answer }
`)

/** Slugs of one document type, for generateStaticParams. */
export const slugsQuery = defineQuery(`
  *[_type == $type && defined(slug.current)].slug.current
`)

export const sitemapQuery = defineQuery(`
  *[_type in ["deal", "airline", "post", "region", "city", "page"] && defined(slug.current)] {
    _type,
    "slug": slug.current,
    _updatedAt
  }
`)

/** What a booking keeps of its deal (lib/checkout/snapshot.ts): read published, never a draft. */
export const dealForBookingQuery = defineQuery(`
  *[_type == "deal" && slug.current == $slug][0] {
    _id,
    title,
    "slug": slug.current,
    origin,
    destination,
    cabin,
    tripType,
    fareFrom,
    publishedFare,
    fareCheckedAt,
    travelWindow,
    blackoutDates[] { start, end, reason },
    "airlines": airlines[]->{ name, iata, cabinName }
  }
`)
