'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
/** What was asked for: the path and its query (the fragment never reaches a server). */
const fullPath = () => window.location.pathname + window.location.search

/**
 * The 404 message names the address that was asked for, query included: "Page not found:
 * /no-such-page?utm_source=x" (docs/behaviour.md, "Not found (404)"). Only the browser knows it:
 * the 404 page is also one prerendered page for every unknown address, so the server renders
 * the message without it and the browser fills it in once hydrated.
 */
export function NotFoundPath() {
  // A link to another missing page changes the path: re-render, and read the address afresh.
  usePathname()
  const path = useSyncExternalStore(noSubscription, fullPath, () => null)
  return <p className="note">Page not found{path ? `: ${path}` : ''}</p>
}
