import { describe, expect, it } from 'vitest'
import { SITEMAP_MAX_URLS, sitemapIds, sitemapIndexXml, sitemapPart, sitemapUrl } from './sitemap'

const ORIGIN = 'https://www.example.com'
const urls = (count: number) => Array.from({ length: count }, (_, n) => ({ url: `${ORIGIN}/all-deals/deal-${n}` }))

describe('the sitemap split', () => {
  it('is one sitemap up to 50,000 addresses, with the index naming it', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000)
    expect(sitemapIds(0)).toEqual([{ id: 0 }])
    expect(sitemapIds(50_000)).toEqual([{ id: 0 }])
    expect(sitemapPart(urls(50_000), 0)).toHaveLength(50_000)
    expect(sitemapIndexXml([sitemapUrl(0, ORIGIN)])).toContain(
      `<sitemap><loc>${ORIGIN}/sitemaps/sitemap/0.xml</loc></sitemap>`,
    )
  })

  it('shares 120,001 addresses among three sitemaps, each listed once and in order, none over the limit', () => {
    const entries = urls(120_001)
    const ids = sitemapIds(entries.length)
    expect(ids).toEqual([{ id: 0 }, { id: 1 }, { id: 2 }])
    const parts = ids.map(({ id }) => sitemapPart(entries, id))
    expect(parts.map((part) => part.length)).toEqual([50_000, 50_000, 20_001])
    expect(parts.flat()).toEqual(entries)

    const index = sitemapIndexXml(ids.map(({ id }) => sitemapUrl(id, ORIGIN)))
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org/)
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/sitemaps/sitemap/0.xml`,
      `${ORIGIN}/sitemaps/sitemap/1.xml`,
      `${ORIGIN}/sitemaps/sitemap/2.xml`,
    ])
  })

  it('escapes an address for XML', () => {
    expect(sitemapIndexXml(['https://www.example.com/a?b=1&c=2'])).toContain(
      '<loc>https://www.example.com/a?b=1&amp;c=2</loc>',
    )
  })
})
