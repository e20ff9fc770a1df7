'use client'

import { usePathname } from 'next/navigation'
import { useIsPresentationTool } from 'next-sanity/hooks'
import styles from './PreviewBanner.module.css'

/** Shown in draft mode only: the page is not what visitors see, and the way back to it. */
export function PreviewBanner() {
  const pathname = usePathname()
  // The Studio's Presentation tool has its own preview controls; leaving draft mode inside
  // its frame would only show the editor published content beside their drafts.
  const inStudio = useIsPresentationTool() === true
  return (
    <aside className={styles.banner} aria-label="Preview">
      <p>
        <strong>Preview</strong> — showing drafts
      </p>
      {inStudio ? null : (
        // A plain link: leaving draft mode must load the page afresh, not from the router's cache.
        <a href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}>Exit preview</a>
      )}
    </aside>
  )
}
