import path from 'node:path'
import type { LoadOptions } from '@meridian/dataset'
import { Views } from './data/views.ts'
import { recordSlugRedirects } from './redirects.ts'
import { ContentFiles } from './store/content.ts'
import { createPersist } from './store/persistence.ts'
import { DocumentStore } from './store/store.ts'
import { TransactionLog } from './store/txlog.ts'

export type LakeConfig = LoadOptions & { contentDir: string; stateDir: string }

/** The lake's state: documents in memory, their files, the transaction log, query views. */
export type Lake = {
  config: LakeConfig
  store: DocumentStore
  log: TransactionLog
  files: ContentFiles
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
    createPersist(files, log, () => store.documents()),
    (id) => log.has(id),
  )
  store.addRule(recordSlugRedirects)
  return { config, store, log, files, views: new Views(store) }
}
