import type { Thing, WithContext } from 'schema-dts'

/** Structured data built from the same query result the page renders. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      // JSON.stringify cannot close the script element once `<` is escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
