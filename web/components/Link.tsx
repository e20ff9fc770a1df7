'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/**
 * Every link to a page of the site: Next's `<Link>` (client-side navigation), which fetches the
 * page ahead only once the visitor reaches for it: the pointer over it, a finger on it, or keyboard
 * focus. Next's default fetches every page whose link scrolls into view: on a deal page four
 * pages' data and another route's scripts (about 40 KiB) while the page itself is still loading,
 * and a page each for every link of the footer as it comes into view (docs/performance.md,
 * "Prefetch on intent").
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [reached, setReached] = useState(false)
  return (
    <NextLink
      {...props}
      // `null` is Next's default; the switch makes it observe the link, in view under the pointer.
      prefetch={reached ? null : false}
      onMouseEnter={(event) => {
        setReached(true)
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        setReached(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setReached(true)
        onFocus?.(event)
      }}
    />
  )
}
