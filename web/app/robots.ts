import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/checkout/', '/api/', '/thanks'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).href,
  }
}
