'use client'

import { useSyncExternalStore } from 'react'
import { REFERENCE_PATTERN } from '@/lib/leads/reference'

const noSubscription = () => () => {}
const readReference = () => {
  const value = new URLSearchParams(window.location.search).get('ref')
  return value && REFERENCE_PATTERN.test(value) ? value : null
}

/**
 * Shows the reference of the request just sent (`/thanks?ref=MB-…`). It is read in the
 * browser, so /thanks stays one static page; the server renders nothing here.
 */
export function LeadReference() {
  const reference = useSyncExternalStore(noSubscription, readReference, () => null)
  if (!reference) return null
  return (
    <p style={{ fontSize: '1.15rem' }}>
      Your reference: <strong data-testid="lead-reference">{reference}</strong>. Quote it when we call or when you write
      to us.
    </p>
  )
}
