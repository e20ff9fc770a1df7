'use client'

import { usePathname } from 'next/navigation'

/** The 404 message names the path that was asked for (§8: "Page not found: {fullPath}"). */
export function NotFoundPath() {
  const pathname = usePathname()
  return <p className="note">Page not found: {pathname}</p>
}
