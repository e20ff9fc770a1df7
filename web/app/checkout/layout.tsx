import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/SiteDocument'
import { getSettings } from '@/lib/content/settings'
import { isPreviewing } from '@/lib/sanity/fetch'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/** The root layout of checkout: the document; each step draws its own header (app/checkout/[hash]/page.tsx). */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const [settings, previewing] = await Promise.all([getSettings(), isPreviewing()])
  return (
    <SiteDocument siteName={settings.title ?? ''} previewing={previewing}>
      {children}
    </SiteDocument>
  )
}
