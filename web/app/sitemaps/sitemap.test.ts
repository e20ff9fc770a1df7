import { describe, expect, it, vi } from 'vitest'

/** A site with more pages than one sitemap may list: 60,000 deals and three later list pages. */
const DEALS = 60_000
vi.mock('@/lib/content/routes', () => ({
  getSitemapDocuments: async () =>
    Array.from({ length: DEALS }, (_, n) => ({ _type: 'deal', slug: `deal-${n}`, _updatedAt: '2027-03-01T00:00:00Z' })),
  laterListPages: async () => ['/airlines/page/2', '/blog/page/2', '/business-class-flights-alldeals/page/2'],
}))

const { default: sitemap, generateSitemaps } = await import('./sitemap')
const { GET: sitemapIndex } = await import('../sitemap.xml/route')

describe('the sitemap of a site past 50,000 addresses', () => {
  it('is split into sitemaps of at most 50,000 that list every page once, named by /sitemap.xml', async () => {
    const ids = await generateSitemaps()
    expect(ids).toEqual([{ id: 0 }, { id: 1 }])
    const parts = await Promise.all(ids.map(({ id }) => sitemap({ id: Promise.resolve(String(id)) })))
    expect(parts.map((part) => part.length)).toEqual([50_000, DEALS + 4 + 3 - 50_000])
    const urls = parts.flat().map((entry) => new URL(entry.url).pathname)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls).toEqual(
      expect.arrayContaining(['/', '/airlines/page/2', '/all-deals/deal-0', `/all-deals/deal-${DEALS - 1}`]),
    )

    const index = await (await sitemapIndex()).text()
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)).toEqual([
      '/sitemaps/sitemap/0.xml',
      '/sitemaps/sitemap/1.xml',
    ])
  })
})
