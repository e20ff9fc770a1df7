import { afterAll, beforeAll, describe } from 'vitest'
import { bookingRaceTests } from '@/test/booking-race'
import { leadsTestEnv } from '@/test/leads'
import { throwawayDatabase } from '@/test/postgres'

/**
 * The checkout's step race (test/booking-race.ts) on a PostgreSQL server, where the two steps
 * run on two connections of the pool and only the row lock orders them. Runs when
 * TEST_DATABASE_URL names a server it may create a database on (`.ci/run` starts one):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project web race
 */

const database = throwawayDatabase('checkout_race')

describe.skipIf(!database.url)('on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  let cleanup = async () => {}

  beforeAll(async () => {
    await database.create()
    cleanup = (await leadsTestEnv({ DATABASE_URL: database.url, LEADS_RATE_LIMIT: '1000' })).cleanup
  })

  afterAll(async () => {
    const { closeDb } = await import('@/lib/leads/db')
    await closeDb()
    await database.drop()
    await cleanup()
  })

  bookingRaceTests()
})
