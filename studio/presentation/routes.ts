/**
 * The site's routes that render one document, as in README.md's route table. Patterns use
 * the `:slug` syntax of the Presentation tool's `mainDocuments` (path-to-regexp); `pathTo`
 * fills them in for document locations, so both directions share one spelling of each route.
 */
export const documentRoutes = {
  deal: '/all-deals/:slug',
  airline: '/airlines/:slug',
  region: '/region/:slug',
  city: '/city/:slug',
  post: '/blog/posts/:slug',
  page: '/:slug',
} as const

export type RoutedType = keyof typeof documentRoutes

export function pathTo(type: RoutedType, slug: string): string {
  return documentRoutes[type].replace(':slug', encodeURIComponent(slug))
}

/** Listing pages a document also appears on. */
export const listings = {
  home: { title: 'Home page', href: '/' },
  deals: { title: 'Best deals', href: '/business-class-flights-alldeals' },
  airlines: { title: 'Airlines', href: '/airlines' },
  blog: { title: 'Blog', href: '/blog' },
} as const
