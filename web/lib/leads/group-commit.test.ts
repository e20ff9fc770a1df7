import { sql } from 'drizzle-orm'
import { PgDatabase } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Tx } from '@/lib/leads/group-commit'
import { leadsTestEnv } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('./db')
const { Gathering, GroupCommit } = await import('./group-commit')
const { leadPayloadSchema } = await import('./schemas')
const { saveLead } = await import('./store')
const { leads } = await import('./tables')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
const db = await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

/**
 * A table whose duplicate ids are only refused at commit (a deferred constraint): the way to make
 * a commit fail after every write in it has succeeded.
 */
beforeAll(async () => {
  await db.execute(sql`create table gc_rows (id int unique deferrable initially deferred, tag text)`)
})

const rows = async (tag: string) =>
  (
    (await db.execute(sql`select id from gc_rows where tag = ${tag} order by id`)) as unknown as {
      rows: { id: number }[]
    }
  ).rows

/** Inserts a row and answers the id of the transaction that wrote it. */
const insert = (id: number, tag: string) => async (tx: Tx) => {
  await tx.execute(sql`insert into gc_rows (id, tag) values (${id}, ${tag})`)
  const result = (await tx.execute(sql`select txid_current()::text as txid`)) as unknown as {
    rows: { txid: string }[]
  }
  return result.rows[0]!.txid
}

/** A write that holds the transaction until `release` is called, so that others queue behind it. */
function gate() {
  let release = () => {}
  const opened = new Promise<void>((resolve) => (release = resolve))
  return { release, write: async () => opened }
}

describe('GroupCommit', () => {
  it('commits writes that arrive while a transaction runs together, in the next one', async () => {
    const commits = new GroupCommit(getDb, 1)
    const held = gate()
    const first = commits.run(held.write)
    const later = [1, 2, 3, 4].map((id) => commits.run(insert(id, 'shared')))
    held.release()
    await first
    const txids = await Promise.all(later)
    expect(new Set(txids).size).toBe(1)
    expect(await rows('shared')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }])
  })

  it('fails every write of a batch whose commit fails, and stores none of them', async () => {
    const commits = new GroupCommit(getDb, 1)
    const held = gate()
    const first = commits.run(held.write)
    // Each insert succeeds on its own; the duplicate is refused only at commit.
    const later = [
      commits.run(insert(10, 'doomed')),
      commits.run(insert(11, 'doomed')),
      commits.run(insert(10, 'doomed')),
    ]
    held.release()
    await first
    const outcomes = await Promise.allSettled(later)
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(await rows('doomed')).toEqual([])
    // The next batch commits normally.
    await commits.run(insert(12, 'after'))
    expect(await rows('after')).toEqual([{ id: 12 }])
  })

  it('fails only the write that failed when the commit succeeds', async () => {
    const commits = new GroupCommit(getDb, 1)
    const held = gate()
    const first = commits.run(held.write)
    const broken = async (tx: Tx) => tx.execute(sql`insert into gc_rows (id, tag) values ('not a number', 'mixed')`)
    const later = [commits.run(insert(20, 'mixed')), commits.run(broken), commits.run(insert(21, 'mixed'))]
    held.release()
    await first
    const outcomes = await Promise.allSettled(later)
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await rows('mixed')).toEqual([{ id: 20 }, { id: 21 }])
  })
})

describe('Gathering', () => {
  it('stores the items gathered with one the database refuses, and fails only that one', async () => {
    const gathering = new Gathering(async (tx: Tx, ids: number[]) => {
      // One statement for every item gathered, as the lead store writes its leads.
      await tx.execute(sql`insert into gc_rows (id, tag) select unnest(${`{${ids.join(',')}}`}::int[]), 'gathered'`)
      return ids
    })
    // An id of 40 or more is refused by this check: 45 fails, and takes the gathered insert with it.
    await db.execute(sql`alter table gc_rows add constraint gc_small check (id < 40 or tag <> 'gathered')`)
    const outcomes = await Promise.allSettled([30, 31, 45, 32].map((id) => gathering.add(id)))
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    expect(await rows('gathered')).toEqual([{ id: 30 }, { id: 31 }, { id: 32 }])
  })
})

describe('saveLead under load', () => {
  it('stores concurrent subscriptions in one shared transaction and one insert, every one answered stored', async () => {
    const transactions = vi.spyOn(db, 'transaction')
    const inserts = vi.spyOn(PgDatabase.prototype, 'insert')
    const emails = Array.from({ length: 24 }, (_, i) => `burst-${i}@example.com`)
    const saved = await Promise.all(
      emails.map((email) =>
        saveLead(leadPayloadSchema.parse({ type: 'subscribe', email, token: '' }), { deliverToCrm: false }),
      ),
    )
    expect(saved.every((lead) => lead.created)).toBe(true)
    // All 24 arrive before the first transaction starts: one transaction, one statement for the leads.
    expect(transactions).toHaveBeenCalledTimes(1)
    expect(inserts.mock.calls.filter(([table]) => table === leads)).toHaveLength(1)
    const { rows: written } = (await db.execute(
      sql`select count(*)::int as n from leads where email like 'burst-%'`,
    )) as unknown as { rows: { n: number }[] }
    expect(written[0]?.n).toBe(24)
  })
})
