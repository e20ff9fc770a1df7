import { documentPath } from '@meridian/dataset'
import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { getSitemapDocuments } from '@/lib/content/routes'

const STATIC_PATHS = ['/', '/business-class-flights-alldeals', '/airlines', '/blog']

/** Pages that are utilities of a journey, not landing pages for search. */
const UNLISTED_PAGES = new Set(['thanks'])

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const documents = await getSitemapDocuments()
  const url = (path: string) => new URL(path, env.SITE_URL).href
  return [
    ...STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...documents
      .filter((doc) => doc.slug && !(doc._type === 'page' && UNLISTED_PAGES.has(doc.slug)))
      .map((doc) => ({
        url: url(documentPath(doc._type, doc.slug ?? '') ?? '/'),
        lastModified: doc._updatedAt,
      })),
  ]
}
