import 'server-only'
import { countFrom, type ShareCard } from '@/lib/seo/share-card'
import { getListTotals } from './routes'

/** The paginated lists with a share card, by the slug of their card (`/og/list/{slug}`). */
export const LIST_CARD_SLUGS = ['deals', 'airlines', 'blog'] as const
export type ListCardSlug = (typeof LIST_CARD_SLUGS)[number]

export const isListCardSlug = (value: string): value is ListCardSlug =>
  (LIST_CARD_SLUGS as readonly string[]).includes(value)

/**
 * A list's share card: its title and how much it holds ("48 deals from $1,890", "14 airlines"),
 * published only, as every card is. Each page of a list shows its first page's card.
 */
export async function listShareCard(list: ListCardSlug): Promise<ShareCard> {
  const totals = await getListTotals()
  const card = { kind: 'list', slug: list } as const
  switch (list) {
    case 'deals':
      return {
        ...card,
        eyebrow: 'Business class deals',
        title: 'Best business-class deals',
        detail:
          typeof totals.cheapestBestDeal === 'number'
            ? countFrom(totals.bestDeals, totals.cheapestBestDeal)
            : undefined,
        note: 'Negotiated fares, cheapest first, by region',
      }
    case 'airlines':
      return {
        ...card,
        eyebrow: 'Airlines',
        title: 'The airlines we book',
        detail: `${totals.airlines} ${totals.airlines === 1 ? 'airline' : 'airlines'}`,
        note: 'Business and first class, with the lowest fare we hold on each',
      }
    case 'blog':
      return {
        ...card,
        eyebrow: 'Blog',
        title: 'Flying business class for less',
        detail: `${totals.posts} ${totals.posts === 1 ? 'guide' : 'guides'}`,
        note: 'When to book, which seats to choose, lounges and stopovers',
      }
  }
}
