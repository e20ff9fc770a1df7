import type { ReactNode } from 'react'
import { SiteChrome } from '@/components/SiteChrome'
import { SiteDocument } from '@/components/SiteDocument'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/**
 * The root layout of every page but checkout's: the document and the site's header and footer.
 * Checkout has a root layout of its own (app/checkout/layout.tsx), as its header differs; being
 * in this layout's scripts rather than only in each page's is what keeps the header and footer
 * code from being sent twice (docs/performance.md, "Two root layouts").
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument>
      <SiteChrome>{children}</SiteChrome>
    </SiteDocument>
  )
}
