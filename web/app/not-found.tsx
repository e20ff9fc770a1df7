import type { Metadata } from 'next'
import { NotFound, notFoundMetadata } from '@/components/NotFound'

export const metadata: Metadata = notFoundMetadata

/**
 * The root layout's not-found boundary, a fallback: unknown addresses get app/global-not-found.tsx,
 * and the site's pages and checkout have their own not-found. Without this file Next puts its
 * default 404 page, 1.1 kB of inline styles, into every page's data (docs/performance.md).
 */
export default function RootNotFound() {
  return <NotFound />
}
