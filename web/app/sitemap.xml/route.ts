import { env } from '@/lib/env'
import { sitemapIndexXml, sitemapUrl } from '@/lib/seo/sitemap'
import { generateSitemaps } from '../sitemaps/sitemap'

export const dynamic = 'force-static'

/** `/sitemap.xml`, which robots.txt names: the index of the sitemaps (lib/seo/sitemap.ts). */
export async function GET() {
  const sitemaps = await generateSitemaps()
  return new Response(sitemapIndexXml(sitemaps.map(({ id }) => sitemapUrl(id, env.SITE_URL))), {
    headers: { 'Content-Type': 'application/xml' },
  })
}
