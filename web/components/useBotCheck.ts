'use client'

import { useEffect, useRef, useState } from 'react'
import { formTokenSource } from '@/lib/browser/form-token'

/**
 * A form's bot check (README.md, "Bot protection"): put `onFocus` on the form and render
 * `<BotTrap ref={trapRef} />` inside it; `headers()` at submit gives what the request carries.
 * A form that saves no lead (the checkout's first steps) passes `enabled` false and sends none.
 */
export function useBotCheck(enabled = true) {
  const [source] = useState(formTokenSource)
  const trapRef = useRef<HTMLInputElement>(null)
  // A form loaded on demand mounts while the visitor is already in it (OnDemandForms.tsx).
  useEffect(() => {
    if (enabled && trapRef.current?.form?.contains(document.activeElement)) source.prime()
  }, [enabled, source])
  return {
    onFocus: enabled ? source.prime : () => {},
    trapRef,
    headers: async () => (enabled ? source.headers(trapRef.current?.value ?? '') : {}),
  }
}
