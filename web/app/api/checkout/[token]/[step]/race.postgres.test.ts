import { afterAll, beforeAll, describe, vi } from 'vitest'
import { bookingRaceTests } from '@/test/booking-race'
import { leadsTestEnv } from '@/test/leads'

/**
 * The checkout's step race (test/booking-race.ts) on a PostgreSQL server, where the two steps
 * run on two connections of the pool and only the row lock orders them. Runs when
 * TEST_DATABASE_URL names a server it may create a database on (`.ci/run` starts one):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project web race
 */

const admin = process.env.TEST_DATABASE_URL
const database = `checkout_race_${process.pid}_${Date.now().toString(36)}`
const databaseUrl = admin ? Object.assign(new URL(admin), { pathname: `/${database}` }).href : ''

async function adminQuery(text: string) {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

describe.skipIf(!admin)('on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  let cleanup = async () => {}

  beforeAll(async () => {
    await adminQuery(`create database ${database}`)
    cleanup = (await leadsTestEnv({ DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT: '1000' })).cleanup
  })

  afterAll(async () => {
    const { closeDb } = await import('@/lib/leads/db')
    await closeDb()
    // As in lib/leads/postgres.test.ts: the forced drop may report the pool's last backends.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    await adminQuery(`drop database if exists ${database} with (force)`)
    quiet.mockRestore()
    await cleanup()
  })

  bookingRaceTests()
})
