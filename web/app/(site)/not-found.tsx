import type { Metadata } from 'next'
import { NotFound, notFoundMetadata } from '@/components/NotFound'

export const metadata: Metadata = notFoundMetadata

/**
 * A page of the site that does not exist (an unknown deal, post, airline…): status 404, inside the
 * site's header and footer. Unknown addresses get app/global-not-found.tsx.
 */
export default function SiteNotFound() {
  return <NotFound />
}
