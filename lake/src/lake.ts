import path from 'node:path'
import type { LoadOptions } from '@meridian/dataset'
import { Views } from './data/views.ts'
import { ContentFiles } from './store/content.ts'
import { createPersistence, type Persistence } from './store/persistence.ts'
import { DocumentStore } from './store/store.ts'
import { TransactionLog } from './store/txlog.ts'

export type LakeConfig = LoadOptions & { contentDir: string; stateDir: string }

/** The lake's state: documents in memory, their files, the transaction log, query views. */
export type Lake = {
  config: LakeConfig
  store: DocumentStore
  log: TransactionLog
  files: ContentFiles
  persistence: Persistence
  views: Views
}

export async function openLake(config: LakeConfig): Promise<Lake> {
  const files = new ContentFiles(config.contentDir, config.stateDir, config)
  const [documents, log] = await Promise.all([
    files.load(),
    TransactionLog.open(path.join(config.stateDir, 'transactions.ndjson')),
  ])
  const store: DocumentStore = new DocumentStore(
    documents,
    (next, transactions) => persistence.persist(next, transactions),
    (id) => log.has(id),
  )
  const persistence = createPersistence(files, log, () => store.documents())
  // A journal left by an unclean stop is folded in before anything else is written.
  await persistence.compact()
  return { config, store, log, files, persistence, views: new Views(store) }
}
