import { documentPath } from '@meridian/dataset'
import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { getSitemapDocuments, laterListPages } from '@/lib/content/routes'
import { sitemapIds, sitemapPart } from '@/lib/seo/sitemap'

const STATIC_PATHS = ['/', '/business-class-flights-alldeals', '/airlines', '/blog']

/** Pages that are utilities of a journey, not landing pages for search. */
const UNLISTED_PAGES = new Set(['thanks'])

/** Every page for search engines: the lists and their later pages, and every routed document. */
async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [documents, listPages] = await Promise.all([getSitemapDocuments(), laterListPages()])
  const url = (path: string) => new URL(path, env.SITE_URL).href
  return [
    ...STATIC_PATHS.map((path) => ({ url: url(path) })),
    ...listPages.map((path) => ({ url: url(path) })),
    ...documents
      .filter((doc) => doc.slug && !(doc._type === 'page' && UNLISTED_PAGES.has(doc.slug)))
      .map((doc) => ({
        url: url(documentPath(doc._type, doc.slug ?? '') ?? '/'),
        lastModified: doc._updatedAt,
      })),
  ]
}

/** As many sitemaps as the addresses need, served at `/sitemaps/sitemap/{id}.xml` (lib/seo/sitemap.ts). */
export async function generateSitemaps() {
  return sitemapIds((await sitemapEntries()).length)
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPart(await sitemapEntries(), Number(await id))
}
