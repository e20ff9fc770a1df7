import type { Metadata } from 'next'
import { NotFound, notFoundMetadata } from '@/components/NotFound'
import { SiteChrome } from '@/components/SiteChrome'

export const metadata: Metadata = notFoundMetadata

/** A checkout link that leads nowhere (unknown or malformed token): the site's 404 page. */
export default function CheckoutNotFound() {
  return (
    <SiteChrome>
      <NotFound />
    </SiteChrome>
  )
}
