/**
 * The published documents of the sample dataset (`content/data.ndjson`), and a stand-in for
 * the Studio's preview store: `selectPaths` follows `select` paths through references the
 * way a `preview.select` or a Presentation `defineLocations` select does.
 */
import { readFileSync } from 'node:fs'

export type SampleDocument = { _id: string; _type: string; [field: string]: unknown }

export function loadSampleDocuments(): SampleDocument[] {
  const ndjson = readFileSync(new URL('../../content/data.ndjson', import.meta.url), 'utf8')
  return ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SampleDocument)
    .filter((doc) => !doc._id.startsWith('drafts.'))
}

export function selectPaths(
  doc: SampleDocument,
  select: Record<string, string>,
  documents: SampleDocument[],
): Record<string, unknown> {
  const byId = new Map(documents.map((candidate) => [candidate._id, candidate]))
  const follow = (value: unknown, key: string): unknown => {
    const record = value as Record<string, unknown> | undefined
    const target = typeof record?._ref === 'string' ? byId.get(record._ref) : record
    return (target as Record<string, unknown> | undefined)?.[key]
  }
  return Object.fromEntries(
    Object.entries(select).map(([name, path]) => [name, path.split('.').reduce<unknown>(follow, doc)]),
  )
}
