import type { ReactNode } from 'react'
import { SiteChrome } from '@/components/SiteChrome'
import { SiteDocument } from '@/components/SiteDocument'
import { getSettings } from '@/lib/content/settings'
import { isPreviewing } from '@/lib/sanity/fetch'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/**
 * The root layout of every page but checkout's: the document and the site's header and footer.
 * Checkout has a root layout of its own (app/checkout/layout.tsx), as its header differs; being
 * in this layout's scripts rather than only in each page's is what keeps the header and footer
 * code from being sent twice (docs/performance.md, "Page weight").
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  // False while prerendering: visitors' pages are built without draft mode's components.
  const [settings, previewing] = await Promise.all([getSettings(), isPreviewing()])
  return (
    <SiteDocument siteName={settings.title ?? ''} previewing={previewing}>
      <SiteChrome>{children}</SiteChrome>
    </SiteDocument>
  )
}
