import { afterAll } from 'vitest'
import { leadsTestEnv } from '@/test/leads'
import { bookingRaceTests } from '@/test/booking-race'

/** The checkout's step race (test/booking-race.ts) on PGlite, the store `npm start` uses. */

const testEnv = await leadsTestEnv({ LEADS_RATE_LIMIT: '1000' })

afterAll(async () => {
  const { closeDb } = await import('@/lib/leads/db')
  await closeDb()
  await testEnv.cleanup()
})

bookingRaceTests()
