/**
 * The sitemap's split (README.md, "Routes"): a sitemap holds at most 50,000 addresses
 * (sitemaps.org), so they are shared among as many as needed, `/sitemaps/sitemap/{id}.xml` (Next's
 * `generateSitemaps`, app/sitemaps/sitemap.ts), and `/sitemap.xml`, which robots.txt names, is
 * their index (app/sitemap.xml/route.ts). The sitemaps live under `/sitemaps/` because Next
 * gives `app/sitemap.ts` the address `/sitemap.xml` whether or not it is split.
 */
export const SITEMAP_MAX_URLS = 50_000

/** The ids of the sitemaps `count` addresses need: 0 to n-1, one at least. */
export const sitemapIds = (count: number) =>
  Array.from({ length: Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS)) }, (_, id) => ({ id }))

/** The addresses sitemap `id` lists. */
export const sitemapPart = <T>(entries: readonly T[], id: number) =>
  entries.slice(id * SITEMAP_MAX_URLS, (id + 1) * SITEMAP_MAX_URLS)

/** The address of sitemap `id`, where Next serves it. */
export const sitemapUrl = (id: number, origin: string) => new URL(`/sitemaps/sitemap/${id}.xml`, origin).href

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** The sitemap index: one `<sitemap>` per sitemap, by address. */
export const sitemapIndexXml = (urls: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
