import type { Metadata } from 'next'
import Link from 'next/link'
import { NotFoundPath } from '@/components/NotFoundPath'
import { SiteChrome } from '@/components/SiteChrome'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
}

/** Unknown pages and slugs: status 404 (docs/behaviour.md, "Not found (404)"). */
export default function NotFound() {
  return (
    <SiteChrome>
      <section className="container section" style={{ textAlign: 'center' }}>
        <p className="eyebrow">404</p>
        <h1>Error 404</h1>
        <p style={{ fontSize: '1.15rem', color: 'var(--muted)' }}>This page doesn’t exist or was removed</p>
        <NotFoundPath />
        <p style={{ marginTop: '2rem' }}>
          <Link href="/" className="button button--primary">
            Go to home page
          </Link>
        </p>
      </section>
    </SiteChrome>
  )
}
