import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { SAMPLE_CONTACT, SAMPLE_PASSENGERS, SAMPLE_TRIP, sampleSnapshot } from './checkout.ts'

/**
 * Steps 1 and 2 of one booking sent at once, in both orders, through the real step handler:
 * whatever commits last, the booking never ends with a total, a traveller count and a passenger
 * list that disagree (issue 35). Run on PGlite (`race.test.ts`) and on a PostgreSQL server, where
 * the two writes run on two connections (`race.postgres.test.ts`). Call it after the test file
 * has set the lead store's environment (test/leads.ts).
 */
export function bookingRaceTests() {
  const ONE_ADULT = { ...SAMPLE_TRIP, adults: 1, children: 0, infants: 0 }

  async function modules() {
    const [{ POST }, { getDb }, { bookings, leads }, { createBooking, passengersMatchTrip }, { now }, bot, headers] =
      await Promise.all([
        import('@/app/api/checkout/[token]/[step]/route'),
        import('@/lib/leads/db'),
        import('@/lib/leads/tables'),
        import('@/lib/checkout/store'),
        import('@/lib/clock'),
        import('@/lib/leads/bot-check'),
        import('@/lib/leads/bot-check-headers'),
      ])
    const post = async (token: string, step: string, body: unknown) => {
      const formToken: Record<string, string> =
        step === '3' ? { [headers.FORM_TOKEN_HEADER]: (await bot.issueFormToken()).token } : {}
      const response = await POST(
        new Request(`http://localhost/api/checkout/${token}/${step}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.20', ...formToken },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ token, step }) },
      )
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    const row = async (token: string) => {
      const [booking] = await (await getDb()).select().from(bookings).where(eq(bookings.token, token))
      return booking!
    }
    const start = async () => (await createBooking(await sampleSnapshot(), { at: now(), expiresInHours: 168 })).token
    return { post, row, start, getDb, leads, passengersMatchTrip }
  }

  for (const order of ['step 1 first', 'step 2 first'] as const) {
    it(
      `keeps the trip, its passengers and its total in agreement when steps 1 and 2 arrive at once (${order})`,
      { timeout: 60_000 },
      async () => {
        const { post, row, start, getDb, leads, passengersMatchTrip } = await modules()
        for (let round = 0; round < 5; round++) {
          // Two adults and a child, named; then one tab makes it one adult while the other sends
          // the three names again, each from the page it was rendered from.
          const token = await start()
          expect((await post(token, '1', { fields: SAMPLE_TRIP })).status).toBe(200)
          expect((await post(token, '2', { fields: { passengers: SAMPLE_PASSENGERS } })).status).toBe(200)
          const version = (await row(token)).revision
          const trip = () => post(token, '1', { fields: ONE_ADULT, version })
          const names = () => post(token, '2', { fields: { passengers: SAMPLE_PASSENGERS }, version })
          const answers = await Promise.all(order === 'step 1 first' ? [trip(), names()] : [names(), trip()])
          for (const answer of answers) expect([200, 409]).toContain(answer.status)

          const booking = await row(token)
          if (booking.furthestStep >= 3) expect(passengersMatchTrip(booking.trip!, booking.passengers!)).toBe(true)
          const confirmed = await post(token, '3', { fields: SAMPLE_CONTACT })
          if (confirmed.status === 200) {
            const [lead] = await (
              await getDb()
            )
              .select()
              .from(leads)
              .where(eq(leads.id, (await row(token)).leadId!))
            const fields = lead!.fields as { trip: typeof SAMPLE_TRIP; passengers: unknown[]; price: { total: number } }
            const travellers = fields.trip.adults + fields.trip.children + fields.trip.infants
            expect(fields.passengers).toHaveLength(travellers)
          } else {
            // Not ready to confirm: the traveller is sent back to the passengers, never to a mixed review.
            expect(confirmed).toMatchObject({ status: 409, json: { next: `/checkout/${token}?step=2` } })
          }
        }
      },
    )
  }
}
