import { applyPatch } from 'mendoza'
import type { SanityDocument } from '@meridian/dataset'
import { LOCAL_USER } from '../identity.ts'
import type { Lake } from '../lake.ts'
import { withoutRev, type MendozaPatch } from '../store/mendoza.ts'
import type { LogDocument, LogEntry } from '../store/txlog.ts'

/** A document's state from `timestamp` on, after transaction `rev` (null: it did not exist). */
export type Revision = { rev: string; timestamp: string; author: string; doc: SanityDocument | null }

/** A transaction touching a document, as the history endpoints report it. */
export type HistoryEntry = { entry: LogEntry; part: LogDocument }

export const isDeletePatch = (patch: MendozaPatch) => patch[0] === 0 && patch[1] === null

const EPOCH = '1970-01-01T00:00:00.000Z'

/**
 * A document's history, reconstructed by walking the transaction log back from its current
 * state with each transaction's `revert`. Content that predates the log (the sample data, or a
 * log that was deleted) becomes a synthetic first transaction whose id is that state's `_rev`,
 * so the Studio's history can always align the current document with a transaction.
 */
export function documentHistory(lake: Lake, id: string): { genesis: LogEntry | undefined; entries: HistoryEntry[] } {
  const current = lake.store.get(id) ?? null
  let state = withoutRev(current)
  let rev = current?._rev ?? null
  const entries: HistoryEntry[] = []
  const logged = lake.log.forDocument(id)
  for (let i = logged.length - 1; i >= 0; i--) {
    const entry = logged[i] as LogEntry
    const part = entry.documents.find((doc) => doc.id === id)
    if (!part) continue
    // Stop at the first entry that does not lead to the state we hold: the log is behind the content.
    const consistent = isDeletePatch(part.apply) ? state === null : rev === entry.id
    if (!consistent) break
    entries.unshift({ entry, part })
    state = applyPatch(state, part.revert) as Record<string, unknown> | null
    rev = part.previousRev
  }
  if (!state) return { genesis: undefined, entries }
  const { _updatedAt, _createdAt } = state
  const genesis: LogEntry = {
    id: rev ?? `genesis.${id}`,
    timestamp: typeof _updatedAt === 'string' ? _updatedAt : typeof _createdAt === 'string' ? _createdAt : EPOCH,
    author: LOCAL_USER.id,
    documents: [{ id, previousRev: null, apply: [0, state], revert: [0, null] }],
  }
  return { genesis, entries }
}

/** The document's revisions, oldest first. */
export function revisions(lake: Lake, id: string): Revision[] {
  const { genesis, entries } = documentHistory(lake, id)
  const result: Revision[] = []
  let state: Record<string, unknown> | null = null
  for (const { entry, part } of [
    ...(genesis ? [{ entry: genesis, part: genesis.documents[0] as LogDocument }] : []),
    ...entries,
  ]) {
    state = applyPatch(state, part.apply) as Record<string, unknown> | null
    result.push({
      rev: entry.id,
      timestamp: entry.timestamp,
      author: entry.author,
      doc: state ? ({ ...state, _rev: entry.id } as SanityDocument) : null,
    })
  }
  return result
}
