'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { resetIfNewBuild } from '@/lib/browser/build-version'
import { installChunkReloadGuard } from '@/lib/browser/chunk-reload'
import { keepTitleFromChatWidget } from '@/lib/browser/title-guard'
import { trackCampaignVisit } from '@/lib/browser/tracking'
import { reloadOnNextNavigation, startUpdatePolling } from '@/lib/browser/update-poll'
import { rememberViewport } from '@/lib/browser/viewport-cookie'

/**
 * The browser-side rules of docs/behaviour.md, started once per page load: the build-version reset,
 * campaign tracking on every page mount, the viewport cookie, chunk-load recovery, the hourly check
 * for a new deployment and the chat widget's title guard. Renders nothing.
 */
export function BrowserBehaviours() {
  const pathname = usePathname()
  // Tracking must wait for the build-version reset, which may clear local storage.
  const ready = useRef<Promise<unknown> | null>(null)

  useEffect(() => {
    ready.current = resetIfNewBuild()
    rememberViewport(document, window)
    const stopChunkGuard = installChunkReloadGuard()
    const stopTitleGuard = keepTitleFromChatWidget(document)
    let stopReloadOnNavigation: (() => void) | undefined
    const stopPolling = startUpdatePolling({
      baseline: process.env.NEXT_PUBLIC_BUILD_ID,
      // The HTTP client (ky, with its retry rule) is fetched with the first poll, an hour in.
      fetchBuildId: async () => {
        const { http } = await import('@/lib/browser/http-client')
        return (await http.get('/api/build').json<{ buildId: string }>()).buildId
      },
      // Never reload under a visitor's feet: the next link they follow loads the new build.
      onNewBuild: () => {
        stopReloadOnNavigation ??= reloadOnNextNavigation(document, window.location)
      },
    })
    return () => {
      stopChunkGuard()
      stopTitleGuard()
      stopPolling()
      stopReloadOnNavigation?.()
    }
  }, [])

  useEffect(() => {
    void (ready.current ?? Promise.resolve()).finally(() => trackCampaignVisit())
  }, [pathname])

  return null
}
