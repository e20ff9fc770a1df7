import type { ReactNode } from 'react'
import { inter } from '@/app/fonts'
import { getSettings } from '@/lib/content/settings'
import { defined } from '@/lib/defined'
import { EARLY_SUBMIT_SCRIPT } from '@/lib/browser/early-submit'
import { publicRuntimeConfig } from '@/lib/env'
import { isPreviewing } from '@/lib/sanity/fetch'
import { BrowserBehaviours } from './BrowserBehaviours'
import { CaptchaProvider } from './CaptchaProvider'
import { ConsentBanner } from './ConsentBanner'
import { Preview } from './Preview'
import { ThirdPartyScripts } from './ThirdPartyScripts'
import '@/app/globals.css'

/**
 * The document every page shares: `<html>`, the stylesheet, the captcha provider the forms use,
 * the browser-side rules, the consent banner and the third parties it allows (none in checkout). The root layouts
 * (the site's and checkout's) render it, and so does the 404 page for unknown addresses, which
 * Next renders without any layout.
 *
 * The site's name and language for link previews are written here, once per document, rather
 * than in the metadata: Next replaces a layout's `openGraph` with a page's instead of merging
 * them, so every page that describes itself (lib/seo/metadata.ts) would drop them.
 */
export async function SiteDocument({ children, checkout }: { children: ReactNode; checkout?: boolean }) {
  // False while prerendering: visitors' pages are built without draft mode's components.
  const [settings, previewing] = await Promise.all([getSettings(), isPreviewing()])
  const siteName = settings.title ?? ''
  return (
    <html lang="en" className={inter.variable}>
      <body>
        {/* React places both in the <head>. */}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:locale" content="en_US" />
        {/* No captcha script on a booking's page either: its contact form sends the booking instead. */}
        <CaptchaProvider {...defined({ siteKey: checkout ? undefined : publicRuntimeConfig.recaptchaSiteKey })}>
          {children}
        </CaptchaProvider>
        <BrowserBehaviours />
        <ConsentBanner {...defined({ cookiebotId: publicRuntimeConfig.cookiebotId })} />
        {/* A checkout page's address is the key to a booking: no analytics, pixel, chat or consent
            tool sees it, whatever the consent (docs/privacy.md, "The booking link"). */}
        {checkout ? null : (
          <ThirdPartyScripts
            {...defined({
              cookiebotId: publicRuntimeConfig.cookiebotId,
              analyticsGaId: publicRuntimeConfig.analyticsGaId,
              marketingPixelUrl: publicRuntimeConfig.marketingPixelUrl,
              chatWidgetUrl: publicRuntimeConfig.chatWidgetUrl,
              customerChatUrl: publicRuntimeConfig.customerChatUrl,
            })}
          />
        )}
        {previewing ? <Preview /> : null}
        {/* So that a form submitted before the page's code runs is sent once it does
            (components/ScriptedForm.tsx). Last, once every form is parsed: an inline script before
            the content (in the head or atop the body) let a slow phone paint the hero before its
            form had arrived, which then pushed the hero's text down (web/e2e/layout-shift.spec.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />
      </body>
    </html>
  )
}
