import { describe, expect, it, vi } from 'vitest'
import { ENDED_DEAL_SLUG } from '../../../testing/test-time.ts'
import { getShareCard } from './share-cards'

// Outside a Next server there is no cache to keep reads in: each read runs.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }))

/** What the card route (app/og/[kind]/[slug]) draws for a deal, at the tests' clock. */
describe("a deal's share card", () => {
  it('says that an ended deal’s offer has ended, with no fare to book', async () => {
    const found = await getShareCard('deal', ENDED_DEAL_SLUG)
    expect(found?.card).toMatchObject({ title: 'Los Angeles → Tokyo', detail: 'This offer has ended' })
  })

  it('still gives the fare of a deal on sale', async () => {
    const found = await getShareCard('deal', 'boston-to-colombo-business-class')
    expect(found?.card.detail).toMatch(/^Business class from \$\d/)
  })
})
