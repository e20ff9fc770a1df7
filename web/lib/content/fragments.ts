/**
 * GROQ projections several reads share. Interpolated strings, so TypeGen still sees each
 * `defineQuery` whole and gives it a result type (schemas/sanity.types.ts).
 */

export const image = /* groq */ `
  _type, alt, hotspot, crop,
  asset->{ _id, url, metadata { lqip, hasAlpha, dimensions { width, height, aspectRatio } } }
`

export const logo = /* groq */ `_key, name, url, image { ${image} }`

export const seo = /* groq */ `seo { title, description, noIndex, image { ${image} } }`

export const body = /* groq */ `
  body[] {
    ...,
    _type == "image" => { ${image} },
    markDefs[] { ... }
  }
`

/**
 * What identifies a deal, prices it and says until when it is sold (lib/checkout/rules.ts,
 * `isOnSale`): a card shows it, a booking keeps it, every list filters on it.
 */
export const dealFare = /* groq */ `
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
  offerEnds
`

/** A deal as a card shows it (lists, related deals, the home page's featured deals). */
export const dealCard = /* groq */ `
  ${dealFare},
  excerpt,
  "airlines": airlines[]->{ _id, name, "slug": slug.current },
  "region": region->{ name, "slug": slug.current },
  image { ${image} }
`

/** A post as a card shows it (the blog list, related posts). */
export const postCard = /* groq */ `
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  mainImage { ${image} },
  "author": author->{ name, "slug": slug.current },
  "categories": categories[]->{ _id, title, "slug": slug.current }
`

/** The tags of a read that shows deal cards: deals and what a card dereferences. */
export const DEAL_CARD_TAGS = ['deal', 'airline', 'region']

/**
 * The deals a paginated list shows (docs/behaviour.md, "Lists"): those not ended (`$ended`,
 * on-sale.ts `endedDealIds`); each list adds its own scope.
 */
export const listedDeal = /* groq */ `_type == "deal" && !(_id in $ended)`

/** The deals "Best deals" lists: every listed deal of a region (a deal with none has no place there). */
export const bestDeal = /* groq */ `${listedDeal} && defined(region->slug.current)`
