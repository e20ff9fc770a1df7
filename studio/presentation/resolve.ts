/**
 * How the Presentation tool connects documents and the site's pages, both ways:
 * `locations` lists the pages a document appears on (the "Used on" panel of a document), and
 * `mainDocuments` names the document to open beside a page the editor navigates to.
 */
import { defineDocuments, defineLocations } from 'sanity/presentation'
import type { DocumentLocation, DocumentLocationsState, PresentationPluginOptions } from 'sanity/presentation'

import { documentRoutes, listings, pathTo } from './routes.ts'
import type { RoutedType } from './routes.ts'

type Located = { title?: string; slug?: string } | null

/** A document's own page first, then the listings it also appears on. */
function ownPageThen(
  type: RoutedType,
  doc: Located,
  ...also: (DocumentLocation | undefined)[]
): DocumentLocationsState {
  if (!doc?.slug) return { message: 'Add a slug to preview this document on the site.', tone: 'caution' }
  const own = { title: doc.title || 'Untitled', href: pathTo(type, doc.slug) }
  return { locations: [own, ...also.filter((location) => location !== undefined)] }
}

/** A referenced region's or city's page, when the reference and its slug are set. */
function destination(type: 'region' | 'city', name: string | undefined, slug: string | undefined) {
  return slug ? { title: name || 'Untitled', href: pathTo(type, slug) } : undefined
}

const titleAndSlug = { title: 'title', slug: 'slug.current' }
const nameAndSlug = { title: 'name', slug: 'slug.current' }

export const locations = {
  homePage: defineLocations({ locations: [listings.home] }),
  siteSettings: defineLocations({
    message: 'Used in the header and footer of every page.',
    tone: 'positive',
    locations: [listings.home],
  }),
  deal: defineLocations({
    select: {
      ...titleAndSlug,
      regionName: 'region.name',
      regionSlug: 'region.slug.current',
      cityName: 'city.name',
      citySlug: 'city.slug.current',
    },
    resolve: (deal) =>
      ownPageThen(
        'deal',
        deal,
        listings.deals,
        destination('region', deal?.regionName, deal?.regionSlug),
        destination('city', deal?.cityName, deal?.citySlug),
      ),
  }),
  airline: defineLocations({
    select: nameAndSlug,
    resolve: (airline) => ownPageThen('airline', airline, listings.airlines),
  }),
  // The home page lists every region.
  region: defineLocations({
    select: nameAndSlug,
    resolve: (region) => ownPageThen('region', region, listings.home),
  }),
  city: defineLocations({
    select: nameAndSlug,
    resolve: (city) => ownPageThen('city', city),
  }),
  post: defineLocations({
    select: titleAndSlug,
    resolve: (post) => ownPageThen('post', post, listings.blog),
  }),
  page: defineLocations({
    select: titleAndSlug,
    resolve: (page) => ownPageThen('page', page),
  }),
} satisfies NonNullable<PresentationPluginOptions['resolve']>['locations']

/** GROQ filter for the document of one of `types` whose slug is the route's `:slug`. */
const bySlug = (...types: string[]) => `_type in ${JSON.stringify(types)} && slug.current == $slug`

/**
 * First match wins, so the catch-all `/:slug` of pages comes last. The generic two-segment
 * routes `/deal/{slug}` and `/destination/{slug}` (a region or a city) render the same
 * documents as their canonical routes.
 */
export const mainDocuments = defineDocuments([
  { route: '/', type: 'homePage' },
  { route: [documentRoutes.deal, '/deal/:slug'], filter: bySlug('deal') },
  { route: documentRoutes.airline, filter: bySlug('airline') },
  { route: documentRoutes.region, filter: bySlug('region') },
  { route: documentRoutes.city, filter: bySlug('city') },
  { route: '/destination/:slug', filter: bySlug('region', 'city') },
  { route: documentRoutes.post, filter: bySlug('post') },
  { route: documentRoutes.page, filter: bySlug('page') },
])
