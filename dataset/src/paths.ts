/**
 * Where each routed document lives on the site (README.md, "Routes and the documents behind
 * them"): the sitemap lists these paths, the local lake records a redirect from the old one when
 * a published slug changes (lake/README.md, "Redirects"), and the Studio's "Delete and redirect
 * to its region" sends a deleted deal's to its region. No imports: the Studio bundles it.
 */
const PATHS: Record<string, (slug: string) => string> = {
  deal: (slug) => `/all-deals/${slug}`,
  airline: (slug) => `/airlines/${slug}`,
  post: (slug) => `/blog/posts/${slug}`,
  region: (slug) => `/region/${slug}`,
  city: (slug) => `/city/${slug}`,
  page: (slug) => `/${slug}`,
}

/** The canonical path of a document of `type` with `slug`, or null for a type with no page. */
export const documentPath = (type: string, slug: string): string | null => PATHS[type]?.(slug) ?? null

/**
 * The `redirect` document kept for an old path: one per path, so a second rename or a deletion
 * updates it rather than adding another, and the lake finds it when the path is taken again.
 */
export const redirectIdFor = (path: string) => `redirect${path.replaceAll('/', '.')}`

/**
 * What moving a page from `from` to `to` does to the redirects (docs/content-model.md,
 * "Redirects"): the old path's redirect is written (permanent), and the new path's, if there was
 * one (a rename undone), goes, so the two never loop. Earlier redirects to `from` are then pointed
 * straight at `to` by the caller, which knows where to find them (no chains). The local lake
 * applies it inside the publishing transaction; with a hosted project the Studio's Publish does.
 */
export const redirectsForMove = (from: string, to: string) => ({
  put: { _id: redirectIdFor(from), _type: 'redirect', from, to, permanent: true },
  remove: redirectIdFor(to),
})
