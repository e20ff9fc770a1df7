'use client'

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

/** How long third parties wait for a first interaction before loading anyway. */
const DEFER_MS = 5_000

/**
 * Third parties start at the visitor's first interaction (pointer, key, scroll, touch) or
 * 5 s after the page has loaded, whichever comes first, and then only when the browser is
 * idle: they never compete with the page for the network or the main thread while it loads
 * (measured by `npm run bench:lighthouse`).
 */
const whenQuiet = (run: () => void): (() => void) => {
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const
  let timer: ReturnType<typeof setTimeout> | undefined
  const cleanup = () => {
    clearTimeout(timer)
    window.removeEventListener('load', startTimer)
    for (const type of events) window.removeEventListener(type, go)
  }
  function go() {
    cleanup()
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2_000 })
    else setTimeout(run, 1)
  }
  function startTimer() {
    timer = setTimeout(go, DEFER_MS)
  }
  for (const type of events) window.addEventListener(type, go, { once: true, passive: true })
  if (document.readyState === 'complete') startTimer()
  else window.addEventListener('load', startTimer, { once: true })
  return cleanup
}

/**
 * Third-party scripts, each only with the consent category it needs (docs/behaviour.md, "Third
 * parties"): analytics with statistic, the marketing pixel with marketing, the two chat widgets
 * with functional. Checkout pages render none of them (components/SiteDocument.tsx). All are
 * configured by environment (none by default) and loaded async once the page is quiet, so none
 * blocks rendering.
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

  useEffect(() => {
    // Cookiebot's banner is the consent mechanism itself: necessary, and it cannot wait for
    // an interaction. The script is async, so it still does not block rendering.
    if (cookiebotId) void loadScriptOnce('https://consent.cookiebot.com/uc.js', { 'data-cbid': cookiebotId })
  }, [cookiebotId])

  useEffect(() => {
    if (!consent.statistic || !analyticsGaId) return
    return whenQuiet(() => {
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
    if (consent.marketing && marketingPixelUrl) return whenQuiet(() => void loadScriptOnce(marketingPixelUrl))
  }, [consent.marketing, marketingPixelUrl])

  useEffect(() => {
    if (!consent.functional) return
    return whenQuiet(() => {
      if (chatWidgetUrl) void loadScriptOnce(chatWidgetUrl)
      if (customerChatUrl) void loadScriptOnce(customerChatUrl)
    })
  }, [consent.functional, chatWidgetUrl, customerChatUrl])

  return null
}
