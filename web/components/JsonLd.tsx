'use client'

import type { Thing, WithContext } from 'schema-dts'

/**
 * Structured data built from the same query result the page renders, in schema.org's vocabulary.
 * A client component, though it never changes: the page's data then carries the object once, as
 * data, rather than its JSON text escaped twice over as a server-rendered element's inner HTML
 * (docs/performance.md, "Page weight"). React leaves script data blocks alone on the client.
 */
export function JsonLd<T extends Thing>({ data }: { data: T }) {
  const linked = { '@context': 'https://schema.org', ...(data as object) } as WithContext<T>
  return (
    <script
      type="application/ld+json"
      // JSON.stringify cannot close the script element once `<` is escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(linked).replace(/</g, '\\u003c') }}
    />
  )
}
