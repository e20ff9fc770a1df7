import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteDocument } from '@/components/SiteDocument'
import { env } from '@/lib/env'
import { getSettings } from '@/lib/content/settings'
import { isPreviewing } from '@/lib/sanity/fetch'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  const siteName = settings.title ?? ''
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: settings.seo?.title ?? siteName, template: `%s | ${siteName}` },
    description: settings.seo?.description ?? settings.description ?? undefined,
    applicationName: siteName,
    // The site's name and locale are in every document (components/SiteDocument.tsx).
    openGraph: { type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#0a1a33',
  width: 'device-width',
  initialScale: 1,
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // False while prerendering: visitors' pages are built without draft mode's components.
  const [settings, previewing] = await Promise.all([getSettings(), isPreviewing()])
  return (
    <SiteDocument siteName={settings.title ?? ''} previewing={previewing}>
      {children}
    </SiteDocument>
  )
}
