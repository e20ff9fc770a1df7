import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { inter } from './fonts'
import { BrowserBehaviours } from '@/components/BrowserBehaviours'
import { CaptchaProvider } from '@/components/CaptchaProvider'
import { ConsentBanner } from '@/components/ConsentBanner'
import { Preview } from '@/components/Preview'
import { ThirdPartyScripts } from '@/components/ThirdPartyScripts'
import { env, publicRuntimeConfig } from '@/lib/env'
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
    openGraph: { type: 'website', siteName, locale: 'en_US' },
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
  const previewing = await isPreviewing()
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <CaptchaProvider siteKey={publicRuntimeConfig.recaptchaSiteKey}>{children}</CaptchaProvider>
        <BrowserBehaviours />
        <ConsentBanner cookiebotId={publicRuntimeConfig.cookiebotId} />
        <ThirdPartyScripts
          cookiebotId={publicRuntimeConfig.cookiebotId}
          analyticsGaId={publicRuntimeConfig.analyticsGaId}
          marketingPixelUrl={publicRuntimeConfig.marketingPixelUrl}
          chatWidgetUrl={publicRuntimeConfig.chatWidgetUrl}
          customerChatUrl={publicRuntimeConfig.customerChatUrl}
        />
        {previewing ? <Preview /> : null}
      </body>
    </html>
  )
}
