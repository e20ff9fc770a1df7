'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'
import { getConsentStore } from '@/lib/browser/consent'
import { loadScriptOnce } from '@/lib/browser/third-party'

type Props = {
  cookiebotId?: string
  analyticsGaId?: string
  marketingPixelUrl?: string
  chatWidgetUrl?: string
  customerChatUrl?: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** After the page has loaded and the browser is idle: third parties never compete with it. */
const whenIdle = (run: () => void) => {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * Third-party scripts, each only with the consent category it needs (SPEC.md §1, §2, §7):
 * analytics with statistic, the marketing pixel with marketing, the two chat widgets with
 * functional and never in checkout. All are configured by environment (none by default),
 * loaded async after the page, so none blocks rendering.
 */
export function ThirdPartyScripts({
  cookiebotId,
  analyticsGaId,
  marketingPixelUrl,
  chatWidgetUrl,
  customerChatUrl,
}: Props) {
  const store = getConsentStore({ cookiebotId })
  const consent = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  const checkout = usePathname().startsWith('/checkout/')

  useEffect(() => {
    // Cookiebot's banner is the consent mechanism itself: necessary, loaded on every page.
    if (cookiebotId)
      whenIdle(() => void loadScriptOnce('https://consent.cookiebot.com/uc.js', { 'data-cbid': cookiebotId }))
  }, [cookiebotId])

  useEffect(() => {
    if (!consent.statistic || !analyticsGaId) return
    whenIdle(() => {
      window.dataLayer ??= []
      // gtag's documented bootstrap: the queue must receive the `arguments` object itself.
      function gtag(..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments)
      }
      gtag('js', new Date())
      gtag('config', analyticsGaId, { anonymize_ip: true })
      void loadScriptOnce(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsGaId)}`)
    })
  }, [consent.statistic, analyticsGaId])

  useEffect(() => {
    if (consent.marketing && marketingPixelUrl) whenIdle(() => void loadScriptOnce(marketingPixelUrl))
  }, [consent.marketing, marketingPixelUrl])

  useEffect(() => {
    if (!consent.functional || checkout) return
    whenIdle(() => {
      if (chatWidgetUrl) void loadScriptOnce(chatWidgetUrl)
      if (customerChatUrl) void loadScriptOnce(customerChatUrl)
    })
  }, [consent.functional, checkout, chatWidgetUrl, customerChatUrl])

  return null
}
