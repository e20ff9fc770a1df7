import type { ReactNode } from 'react'
import { inter } from '@/app/fonts'
import { publicRuntimeConfig } from '@/lib/env'
import { BrowserBehaviours } from './BrowserBehaviours'
import { CaptchaProvider } from './CaptchaProvider'
import { ConsentBanner } from './ConsentBanner'
import { Preview } from './Preview'
import { ThirdPartyScripts } from './ThirdPartyScripts'

/**
 * The document every page shares: `<html>`, the captcha provider the forms use, the browser-side
 * rules, the consent banner and the third parties it allows. The root layout renders it, and so
 * does the 404 page for unknown addresses, which Next renders without any layout.
 */
export function SiteDocument({ children, previewing = false }: { children: ReactNode; previewing?: boolean }) {
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
