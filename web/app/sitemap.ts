import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { fetchPublished } from '@/lib/sanity/fetch'
import { sitemapQuery } from '@/lib/sanity/queries'

const STATIC_PATHS = ['/', '/business-class-flights-alldeals', '/airlines', '/blog']

/** Pages that are utilities of a journey, not landing pages for search. */
const UNLISTED_PAGES = new Set(['thanks'])

const pathFor: Record<string, (slug: string) => string> = {
  deal: (slug) => `/all-deals/${slug}`,
  airline: (slug) => `/airlines/${slug}`,
  post: (slug) => `/blog/posts/${slug}`,
  region: (slug) => `/region/${slug}`,
  city: (slug) => `/city/${slug}`,
  page: (slug) => `/${slug}`,
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // For crawlers: an editor's draft-mode cookie must not put unpublished URLs in it.
  const documents = await fetchPublished({
    query: sitemapQuery,
    tags: ['deal', 'airline', 'post', 'region', 'city', 'page'],
  })
  const url = (path: string) => new URL(path, env.SITE_URL).href
  return [
    ...STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...documents
      .filter((doc) => doc.slug && !(doc._type === 'page' && UNLISTED_PAGES.has(doc.slug)))
      .map((doc) => ({
        url: url(pathFor[doc._type]?.(doc.slug ?? '') ?? '/'),
        lastModified: doc._updatedAt,
      })),
  ]
}
