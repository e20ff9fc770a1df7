import type { SanityDocument } from '@meridian/dataset'
import { isAssetType } from '../ids.ts'
import { categoryOf, type Category, type ContentFiles } from './content.ts'
import type { Persist, Transaction } from './store.ts'
import type { LogEntry, TransactionLog } from './txlog.ts'

const toLogEntry = (transaction: Transaction): LogEntry => ({
  id: transaction.transactionId,
  timestamp: transaction.timestamp,
  author: transaction.identity,
  documents: transaction.changes.map(({ id, before, effects }) => ({
    id,
    previousRev: before?._rev ?? null,
    apply: effects.apply,
    revert: effects.revert,
  })),
})

/** How long the lake waits after the last commit before folding the journal into `data.ndjson`. */
export const COMPACT_AFTER_IDLE_MS = 2_000
/** A journal this large is folded in at once, however busy the lake is. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024

export type Persistence = {
  persist: Persist
  /** Folds the journal into `data.ndjson` now (if it holds anything), after any write in progress. */
  compact: () => Promise<void>
  /** Cancels the idle timer, folds the journal in and closes it: `content/` is the export layout again. */
  close: () => Promise<void>
}

/**
 * How a commit group reaches disk (lake/README.md, "Writes"): content documents' new states are
 * appended to the journal in `content/` with one fdatasync; assets (`assets.json`) and system
 * documents, rare and small, rewrite their files atomically as before; then the group is appended
 * to the transaction log (history only: a failure there is logged, the write still stands). If a
 * content write fails, the files already replaced are put back to the previous state, so disk and
 * memory keep agreeing. `data.ndjson` is rewritten from memory (the
 * journal then removed) once the lake has been idle COMPACT_AFTER_IDLE_MS, when the journal
 * passes COMPACT_AT_BYTES, at start after an unclean stop, and when the lake stops.
 */
export function createPersistence(
  files: ContentFiles,
  log: TransactionLog,
  current: () => Iterable<SanityDocument>,
): Persistence {
  // Persists and compactions take turns: a compaction must not write while a journal append is
  // under way, nor miss one.
  let turn: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work)
    turn = result.catch(() => {})
    return result
  }
  // The documents as of the last durable commit: the store applies a group in memory only after
  // its persist resolves, so a compaction queued meanwhile must not read the store.
  let latest: ReadonlyMap<string, SanityDocument> | undefined
  let timer: NodeJS.Timeout | undefined
  // After a failed append the journal may end in part of a line: it is folded into data.ndjson
  // (and removed) before anything is appended again, so no entry ever follows a torn one.
  let journalFailed = false

  const compactNow = () =>
    serially(async () => {
      clearTimeout(timer)
      if (!files.journalPending && !journalFailed) return
      await files.write(latest?.values() ?? current(), new Set<Category>(['content']))
      journalFailed = false
    })

  const compact = () =>
    compactNow().catch((error: unknown) => {
      // The journal still holds every commit; the next compaction (at the latest at stop) retries.
      console.error('[lake] could not fold the journal into data.ndjson:', error)
    })

  const persist: Persist = (next, transactions) =>
    serially(async () => {
      const categories = new Set<Category>()
      const content = new Map<string, SanityDocument | null>()
      const removedAssets: string[] = []
      for (const { changes } of transactions) {
        for (const { id, before, after } of changes) {
          for (const doc of [before, after]) {
            if (!doc) continue
            const category = categoryOf(doc)
            if (category !== 'content') categories.add(category)
            else {
              const now = next.get(id)
              content.set(id, now && categoryOf(now) === 'content' ? now : null)
            }
          }
          if (before && isAssetType(before._type) && !next.has(id)) removedAssets.push(id)
        }
      }
      try {
        if (categories.size > 0) await files.write(next.values(), categories)
        if (content.size > 0) {
          if (journalFailed) await files.write(latest?.values() ?? current(), new Set<Category>(['content']))
          journalFailed = false
          await files.appendJournal(content).catch((error: unknown) => {
            journalFailed = true
            throw error
          })
        }
      } catch (error) {
        if (categories.size > 0) {
          await files.write(current(), categories).catch((rollbackError: unknown) => {
            console.error('[lake] could not restore the previous content after a failed write:', rollbackError)
          })
        }
        throw error
      }
      latest = next
      // The content is durable: the write is acknowledged and applied whatever happens to its
      // history. Failing it here would tell the client "not written" about content already on
      // disk, which memory would then lack until a restart (lake/README.md, "Writes").
      await log.append(transactions.map(toLogEntry)).catch((error: unknown) => {
        console.error('[lake] a write is kept but its history could not be written:', error)
      })
      await files.removeAssetFiles(removedAssets).catch((error: unknown) => {
        console.error('[lake] could not remove the files of deleted assets:', error)
      })
      if (files.journal.bytes >= COMPACT_AT_BYTES) {
        void compact()
      } else if (files.journalPending) {
        clearTimeout(timer)
        timer = setTimeout(() => void compact(), COMPACT_AFTER_IDLE_MS).unref()
      }
    })

  return {
    persist,
    compact,
    close: async () => {
      await compact()
      await serially(() => files.journal.close())
    },
  }
}
