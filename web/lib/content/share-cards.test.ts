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

describe('the share cards of standalone pages and lists', () => {
  it('give a page its title under its kind, and a list its title and what it holds', async () => {
    expect((await getShareCard('page', 'privacy-policy'))?.card).toMatchObject({
      kind: 'page',
      eyebrow: 'Policies',
      title: expect.stringMatching(/privacy/i),
    })
    expect((await getShareCard('page', 'about-us'))?.card).toMatchObject({ eyebrow: 'About us' })
    expect((await getShareCard('list', 'deals'))?.card).toMatchObject({
      title: 'Best business-class deals',
      detail: expect.stringMatching(/^\d+ deals from \$\d/),
    })
    expect((await getShareCard('list', 'airlines'))?.card.detail).toMatch(/^\d+ airlines$/)
    expect((await getShareCard('list', 'blog'))?.card.detail).toMatch(/^\d+ guides$/)
  })

  it('have none for a page or list that does not exist', async () => {
    expect(await getShareCard('page', 'no-such-page')).toBeNull()
    expect(await getShareCard('list', 'cities')).toBeNull()
  })
})
