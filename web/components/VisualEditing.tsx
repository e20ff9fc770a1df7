'use client'

import { useRouter } from 'next/navigation'
import { VisualEditing as SanityVisualEditing } from 'next-sanity/visual-editing/client-component'
import { useCallback } from 'react'

/**
 * Connects a page in draft mode to the Studio's Presentation tool: overlays, and navigation
 * in step with the Studio. The site has no live queries, so every edit the Studio reports
 * re-renders the page on the server; the Studio asks once more a second after the last
 * edit, by when the lake has written it to content/.
 */
export function VisualEditing() {
  const router = useRouter()
  const refresh = useCallback(() => {
    router.refresh()
    return new Promise<void>((resolve) => setTimeout(resolve, 1000))
  }, [router])
  return <SanityVisualEditing refresh={refresh} />
}
