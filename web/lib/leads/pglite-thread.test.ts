import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { leadsTestEnv } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('./db')
const { openPgliteThread } = await import('./pglite-thread')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
const db = await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows

describe('PGlite on its own thread', () => {
  it('runs a slow statement while this thread goes on answering', async () => {
    const ticks: number[] = []
    const ticker = setInterval(() => ticks.push(performance.now()), 5)
    const started = performance.now()
    // Half a second or more of PGlite's work: on the server's thread it would hold every request that long.
    const [row] = await rowsOf(sql`select count(*)::int as n from generate_series(1, 3000000)`)
    const finished = performance.now()
    clearInterval(ticker)

    expect(row).toEqual({ n: 3_000_000 })
    const took = finished - started
    expect(took).toBeGreaterThan(200)
    // A timer every 5 ms kept firing while the statement ran. On this thread, the statement would
    // be one pause as long as itself; beside it, the pauses are the machine's: 10–20 ms here when
    // quiet, up to 170 ms in CI while other test files share its two cores. So: never a pause of
    // half the statement's time, and the timer fired through most of it.
    const moments = [started, ...ticks.filter((at) => at > started && at < finished), finished]
    const gaps = moments.slice(1).map((at, index) => at - moments[index]!)
    expect(Math.max(...gaps)).toBeLessThan(took / 2)
    expect(moments.length - 2).toBeGreaterThan(took / 5 / 4)
  })

  it('keeps other statements out of an open transaction', async () => {
    await db.execute(sql`create table thread_rows (tag text)`)
    let inside = () => {}
    const opened = new Promise<void>((resolve) => (inside = resolve))
    const rolledBack = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_rows values ('in the transaction')`)
      inside()
      // Let the statement below be asked for while this transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 50))
      throw new Error('rolled back on purpose')
    })
    await opened
    const outside = db.execute(sql`insert into thread_rows values ('outside')`)

    await expect(rolledBack).rejects.toThrow('rolled back on purpose')
    await outside
    expect(await rowsOf(sql`select tag from thread_rows`)).toEqual([{ tag: 'outside' }])
  })

  it("keeps a database error's code and constraint", async () => {
    await db.execute(sql`create table thread_unique (id int constraint thread_unique_id unique)`)
    await db.execute(sql`insert into thread_unique values (1)`)
    const error = await db.execute(sql`insert into thread_unique values (1)`).catch((caught: unknown) => caught)
    expect((error as { cause?: unknown }).cause).toMatchObject({ code: '23505', constraint: 'thread_unique_id' })
  })

  it('tells its owner when the worker stops on its own, and fails statements from then on', async () => {
    // A stand-in worker that answers the open, then stops as a crashed PGlite would.
    await withStandIn(
      '{ parentPort.postMessage({ id, result: null }); setTimeout(() => process.exit(3), 20) }',
      async (workerFile, dir) => {
        let stop: (error: Error) => void = () => {}
        const stopped = new Promise<Error>((resolve) => (stop = resolve))
        const thread = await openPgliteThread(workerFile, dir, stop)
        expect((await stopped).message).toMatch(/stopped \(exit code 3\)/)
        await expect(thread.client.query('select 1')).rejects.toThrow(/stopped/)
        await thread.close()
      },
    )
  })

  it('does not call a closed worker stopped', async () => {
    await withStandIn('parentPort.postMessage({ id, result: null })', async (workerFile, dir) => {
      let stops = 0
      const thread = await openPgliteThread(workerFile, dir, () => stops++)
      await thread.close()
      expect(stops).toBe(0)
    })
  })
})

/** Runs `test` with a stand-in for pglite-worker.ts that answers each request `({ id })` with `answer`. */
async function withStandIn(answer: string, test: (workerFile: string, dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'))
  const workerFile = path.join(dir, 'stand-in.mjs')
  await writeFile(
    workerFile,
    `import { parentPort } from 'node:worker_threads'\nparentPort.on('message', ({ id }) => ${answer})`,
  )
  try {
    await test(workerFile, dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
