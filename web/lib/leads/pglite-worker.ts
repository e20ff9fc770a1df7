import { parentPort } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

/**
 * The lead store's PGlite, on a thread of its own (pglite-thread.ts starts it; README.md, "Leads"):
 * its statements run here in WebAssembly, off the server's one JavaScript thread. It answers each
 * request in the order it came, once PGlite has finished it: a COMMIT is answered after it is
 * committed. Node runs this file as it is (type stripping), outside Next's bundles.
 */

export type WorkerCall =
  | { op: 'open'; dataDir: string }
  | { op: 'exec'; sql: string }
  /** `rawTypes`: type OIDs whose values are returned as the text PGlite reads (Drizzle parses them). */
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { op: 'close' }
export type WorkerRequest = WorkerCall & { id: number }

/** A database error's own fields (`code`, `constraint`, …) cross as data: an Error's would be lost. */
export type WorkerError = { message: string; fields: Record<string, unknown> }
export type WorkerReply = { id: number; result?: unknown; error?: WorkerError }

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (pglite-thread.ts)')

let db: PGlite | undefined
const open = () => {
  if (!db) throw new Error('The lead store is not open')
  return db
}
const asText = (value: string) => value

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      db = await PGlite.create(request.dataDir)
      return undefined
    case 'exec':
      await open().exec(request.sql)
      return undefined
    case 'query':
      return open().query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.rawTypes.map((type) => [type, asText])),
      })
    case 'close':
      await db?.close()
      db = undefined
      return undefined
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      // Only plain values: anything else would make postMessage throw and leave the caller waiting.
      const fields = Object.fromEntries(
        Object.entries(typeof error === 'object' && error !== null ? error : {}).filter(
          ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
        ),
      )
      port.postMessage({ id: request.id, error: { message, fields } } satisfies WorkerReply)
    },
  )
})
