import type { Metadata } from 'next'
import { NotFound } from '@/components/NotFound'
import { SiteChrome } from '@/components/SiteChrome'
import { SiteDocument } from '@/components/SiteDocument'
import { getSettings } from '@/lib/content/settings'
import { siteViewport } from '@/lib/seo/metadata'

export const viewport = siteViewport

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return { title: `Page not found | ${settings.title ?? ''}` }
}

/**
 * Any address no route matches: the 404 page with the site's header and footer, rendered once at
 * build and served for every unknown address. Next renders it without any layout, so it is
 * a whole document; being its own page, it is not part of every other page's data, as the root
 * layout's not-found boundary would be (docs/performance.md).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome>
        <NotFound />
      </SiteChrome>
    </SiteDocument>
  )
}
