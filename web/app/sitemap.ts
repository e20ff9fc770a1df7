import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { getSitemapDocuments } from '@/lib/content/routes'

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
  const documents = await getSitemapDocuments()
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
