import { expect, test } from '@playwright/test'
import { formTokenHeader, storedLeadsCsv } from '../../testing/leads.ts'
import { startSite, type Site } from './site'

/**
 * Leads are committed in groups (README.md, "Leads": group commit): a crash in the middle of a
 * burst must still leave every lead that was answered `Success` stored.
 */

/** Its own port: the other specs start sites on 3117–3125 and 3127. */
const PORT = 3126
const IN_FLIGHT = 32
const SUBSCRIPTIONS = 1_500
/** The server is killed once this many subscriptions were answered `Success`. */
const KILL_AFTER = 200

let site: Site | undefined

test.afterEach(async ({}, testInfo) => {
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server output', { body: site.output() })
  await site?.stop()
  site = undefined
})

test('kill -9 in the middle of a burst of subscriptions: every Success is a stored subscriber', async () => {
  test.setTimeout(120_000)
  site = await startSite(PORT)
  const { baseURL, dataDir } = site
  // The forms' tokens first, so that the burst is subscriptions only.
  const tokens: Record<string, string>[] = []
  while (tokens.length < SUBSCRIPTIONS) tokens.push(await formTokenHeader(baseURL))

  const answered: string[] = []
  let failed = 0
  let next = 0
  let killed: Promise<void> | undefined
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < SUBSCRIPTIONS && !killed) {
        const n = next++
        const email = `crash-${n}@example.com`
        try {
          const response = await fetch(`${baseURL}/api/crm/contacts`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...tokens[n] },
            body: JSON.stringify({ type: 'subscribe', email, token: '' }),
          })
          if ((await response.text()) === 'Success') answered.push(email)
          else failed++
        } catch {
          failed++
        }
        if (answered.length >= KILL_AFTER) killed ??= site!.kill()
      }
    }),
  )
  await killed
  site = undefined
  // The kill landed mid-burst: requests were in flight when it did.
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER)
  expect(failed).toBeGreaterThan(0)

  const csv = await storedLeadsCsv(dataDir)
  const lost = answered.filter((email) => !csv.includes(email))
  expect(lost).toEqual([])
})
