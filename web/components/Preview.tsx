'use client'

import { lazy, Suspense } from 'react'

// Chunks of their own, fetched only when this renders (draft mode): visitors never load them.
const PreviewBanner = lazy(() => import('./PreviewBanner').then((module) => ({ default: module.PreviewBanner })))
const VisualEditing = lazy(() => import('./VisualEditing').then((module) => ({ default: module.VisualEditing })))

/** What a page in draft mode adds: the preview banner and the Studio's visual editing. */
export function Preview() {
  return (
    <Suspense>
      <PreviewBanner />
      <VisualEditing />
    </Suspense>
  )
}
