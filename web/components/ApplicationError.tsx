'use client'

import { useSyncExternalStore } from 'react'
import { isCrawler } from '@/lib/crawler'
import { Link } from './Link'

const noSubscription = () => () => {}

/**
 * The generic application error. People get an apology and a way on; crawlers get only the error
 * status, not a page to index (docs/behaviour.md, "Errors").
 */
export function ApplicationError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const crawler = useSyncExternalStore(
    noSubscription,
    () => isCrawler(navigator.userAgent),
    () => false,
  )
  if (crawler) return null
  return (
    <section className="container section" style={{ textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p style={{ color: 'var(--muted)' }}>
        This page could not be shown just now. Please try again, or call us: our experts are there 24/7.
      </p>
      <p style={{ display: 'flex', gap: '0.75rem', justifyContent: 'center', marginTop: '1.5rem' }}>
        <button type="button" className="button button--primary" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="button button--secondary">
          Go to home page
        </Link>
      </p>
    </section>
  )
}
