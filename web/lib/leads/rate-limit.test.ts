import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { leadsTestEnv } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { closeDb, getDb } = await import('./db')
const { consumeRateLimit, countRequest, pruneRateLimits, RATE_WINDOW_MS } = await import('./rate-limit')
const { rateLimits } = await import('./tables')
// Opened here, outside any test's time limit: a fresh PGlite folder takes seconds.
await getDb()

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

/** A fixed instant 45 s into a minute. */
const T = Date.UTC(2026, 10, 21, 12, 0, 45)

/** `key`'s row count once it reaches `count`, or what it holds after 5 s (counts from memory are written later). */
async function rowCountReaching(key: string, count: number): Promise<number | undefined> {
  const db = await getDb()
  for (let waited = 0; ; waited += 50) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key))
    if (row?.count === count || waited >= 5_000) return row?.count
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('consumeRateLimit', () => {
  it('allows the limit, refuses past it until the window ends, then allows again', async () => {
    for (let i = 1; i <= 3; i++)
      expect(await consumeRateLimit('198.51.100.1', 3, T)).toMatchObject({ allowed: true, count: i })
    expect(await consumeRateLimit('198.51.100.1', 3, T + 1_000)).toEqual({
      allowed: false,
      count: 4,
      retryAfterSeconds: 14,
    })
    expect(await consumeRateLimit('198.51.100.1', 3, T + 15_000)).toMatchObject({ allowed: true, count: 1 })
  })

  it('counts each address on its own', async () => {
    expect(await consumeRateLimit('198.51.100.2', 1, T)).toMatchObject({ allowed: true })
    expect(await consumeRateLimit('198.51.100.2', 1, T)).toMatchObject({ allowed: false })
    expect(await consumeRateLimit('198.51.100.3', 1, T)).toMatchObject({ allowed: true })
  })

  it('keeps its counts in the database, not in the process', async () => {
    await consumeRateLimit('198.51.100.4', 2, T)
    await consumeRateLimit('198.51.100.4', 2, T)
    // The second was decided from memory and is written within 100 ms (PGlite: README, "Leads").
    expect(await rowCountReaching('198.51.100.4', 2)).toBe(2)
    // A fresh handle, as another instance would have, sees the same budget spent.
    await closeDb()
    expect(await consumeRateLimit('198.51.100.4', 2, T)).toMatchObject({ allowed: false, count: 3 })
  })

  it('counts what the row held before this process counted the address (a restart, another instance)', async () => {
    const db = await getDb()
    await db.insert(rateLimits).values({ key: '198.51.100.6', windowStart: new Date(T - 45_000), count: 3 })
    expect(await consumeRateLimit('198.51.100.6', 3, T)).toMatchObject({ allowed: false, count: 4 })
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, '198.51.100.6'), eq(rateLimits.windowStart, new Date(T - 45_000))))
    expect(row?.count).toBe(4)
  })

  it('on PGlite, once a commit has told it the total, decides without waiting for a commit, and still counts', async () => {
    expect(await consumeRateLimit('198.51.100.9', 3, T)).toMatchObject({ allowed: true, count: 1 })
    let decided: unknown
    void countRequest('198.51.100.9', 3, T).decision.then((decision) => (decided = decision))
    // A few turns of the microtask queue: no statement can reach the store's thread and come back.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    expect(decided).toEqual({ allowed: true, count: 2, retryAfterSeconds: 15 })
    // The third is the last the budget allows; past it, refused from memory as before.
    expect(await consumeRateLimit('198.51.100.9', 3, T)).toMatchObject({ allowed: true, count: 3 })
    expect(countRequest('198.51.100.9', 3, T).refused).toMatchObject({ allowed: false, count: 4 })
    // Every allowed request is in the row once its group commit is done.
    expect(await rowCountReaching('198.51.100.9', 3)).toBe(3)
  })

  it('on PGlite, writes the counts it holds back before the store closes', async () => {
    expect(await consumeRateLimit('198.51.100.10', 5, T)).toMatchObject({ count: 1 })
    expect(await consumeRateLimit('198.51.100.10', 5, T)).toMatchObject({ count: 2 })
    await closeDb()
    const db = await getDb()
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, '198.51.100.10'))
    expect(row?.count).toBe(2)
  })

  it('lets exactly the limit through a burst, adding it to the row in one write', async () => {
    const burst = Array.from({ length: 10 }, () => countRequest('198.51.100.7', 4, T))
    // Past the limit, this process refuses at once, without waiting for the store.
    expect(burst.filter((counted) => counted.refused).length).toBe(6)
    const decisions = await Promise.all(burst.map((counted) => counted.decision))
    expect(decisions.filter((decision) => decision.allowed).map((decision) => decision.count)).toEqual([1, 2, 3, 4])
    const db = await getDb()
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, '198.51.100.7'))
    expect(row?.count).toBe(4)
  })

  it('refuses a spent budget from memory, without another write', async () => {
    expect(await consumeRateLimit('198.51.100.8', 1, T)).toMatchObject({ allowed: true })
    const counted = countRequest('198.51.100.8', 1, T)
    expect(counted.refused).toEqual({ allowed: false, count: 2, retryAfterSeconds: 15 })
    const db = await getDb()
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, '198.51.100.8'))
    expect(row?.count).toBe(1)
  })

  it('prunes finished windows only', async () => {
    await consumeRateLimit('198.51.100.5', 10, T + RATE_WINDOW_MS)
    await pruneRateLimits(T + RATE_WINDOW_MS)
    const db = await getDb()
    const left = await db.select().from(rateLimits)
    const current = T + RATE_WINDOW_MS - 45_000
    expect(left.map((row) => row.key).sort()).toEqual(['198.51.100.1', '198.51.100.5'])
    expect(left.every((row) => row.windowStart.getTime() === current)).toBe(true)
  })
})
