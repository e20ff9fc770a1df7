import { readFile } from 'node:fs/promises'
import type { MendozaPatch } from './mendoza.ts'
import { appendDurably } from './files.ts'

/** One document's part of a logged transaction. `apply` turns the previous state into the next. */
export type LogDocument = { id: string; previousRev: string | null; apply: MendozaPatch; revert: MendozaPatch }

export type LogEntry = { id: string; timestamp: string; author: string; documents: LogDocument[] }

/**
 * The transaction log (`transactions.ndjson` in the state folder): what the history endpoints
 * and the Studio's review-changes pane read. Appended after the content is written, so a crash
 * in between loses at most history, never content.
 */
export class TransactionLog {
  readonly file: string
  readonly entries: LogEntry[] = []
  readonly #byDocument = new Map<string, LogEntry[]>()
  readonly #byId = new Map<string, LogEntry>()
  readonly #positions = new Map<LogEntry, number>()

  constructor(file: string) {
    this.file = file
  }

  static async open(file: string): Promise<TransactionLog> {
    const log = new TransactionLog(file)
    const text = await readFile(file, 'utf8').catch(() => '')
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      try {
        log.#index(JSON.parse(line) as LogEntry)
      } catch {
        // A line torn by a crash mid-append: everything before it is intact.
      }
    }
    return log
  }

  #index(entry: LogEntry) {
    this.#positions.set(entry, this.entries.length)
    this.entries.push(entry)
    this.#byId.set(entry.id, entry)
    for (const doc of entry.documents) {
      const list = this.#byDocument.get(doc.id)
      if (list) list.push(entry)
      else this.#byDocument.set(doc.id, [entry])
    }
  }

  has(id: string): boolean {
    return this.#byId.has(id)
  }

  /** Where an entry is in the log (entries not from the log sort first). */
  position(entry: LogEntry): number {
    return this.#positions.get(entry) ?? -1
  }

  /** Entries touching a document, oldest first. */
  forDocument(id: string): readonly LogEntry[] {
    return this.#byDocument.get(id) ?? []
  }

  async append(entries: LogEntry[]): Promise<void> {
    if (entries.length === 0) return
    await appendDurably(this.file, entries.map((entry) => JSON.stringify(entry) + '\n').join(''))
    for (const entry of entries) this.#index(entry)
  }
}
