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

/**
 * How a commit group reaches disk: the touched files are rewritten atomically (content first),
 * then the group is appended to the transaction log. If a file write fails, the files already
 * replaced are put back to the previous state, so disk and memory keep agreeing.
 */
export function createPersist(
  files: ContentFiles,
  log: TransactionLog,
  current: () => Iterable<SanityDocument>,
): Persist {
  return async (next, transactions) => {
    const categories = new Set<Category>()
    const removedAssets: string[] = []
    for (const { changes } of transactions) {
      for (const { id, before, after } of changes) {
        if (before) categories.add(categoryOf(before))
        if (after) categories.add(categoryOf(after))
        if (before && isAssetType(before._type) && !next.has(id)) removedAssets.push(id)
      }
    }
    try {
      await files.write(next.values(), categories)
    } catch (error) {
      await files.write(current(), categories).catch((rollbackError: unknown) => {
        console.error('[lake] could not restore the previous content after a failed write:', rollbackError)
      })
      throw error
    }
    await log.append(transactions.map(toLogEntry))
    await files.removeAssetFiles(removedAssets).catch((error: unknown) => {
      console.error('[lake] could not remove the files of deleted assets:', error)
    })
  }
}
