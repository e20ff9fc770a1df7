'use client'

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const CaptchaContext = createContext<(action: string) => Promise<string>>(async () => '')

let loading: Promise<Grecaptcha> | undefined

/** Loads reCAPTCHA v3 on the first submit, never on page load: no cost until it is needed. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    script.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!))
    script.onerror = () => {
      loading = undefined
      reject(new Error('reCAPTCHA could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * Gives forms a bot-check token for an action (docs/behaviour.md, "Captcha"). The site key is
 * public runtime configuration; without one (the embedded default) the token is empty and the
 * server, which then has no secret either, does not verify.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  const getToken = useCallback(
    async (action: string) => {
      if (!siteKey) return ''
      try {
        const grecaptcha = await loadRecaptcha(siteKey)
        return await grecaptcha.execute(siteKey, { action })
      } catch {
        // The server refuses an empty token when it verifies: the form then fails like any
        // other refused submit instead of hanging here.
        return ''
      }
    },
    [siteKey],
  )
  const value = useMemo(() => getToken, [getToken])
  return <CaptchaContext.Provider value={value}>{children}</CaptchaContext.Provider>
}

export const useCaptcha = () => useContext(CaptchaContext)
