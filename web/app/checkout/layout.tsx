import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/SiteDocument'
import { siteMetadata, siteViewport } from '@/lib/seo/metadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/** The root layout of checkout: the document; each step draws its own header (app/checkout/[hash]/page.tsx). */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return <SiteDocument checkout>{children}</SiteDocument>
}
