import 'server-only'
import { unstable_cache } from 'next/cache'
import { defineQuery } from 'next-sanity'
import { isOnSale, saleEndsAt, type SaleTerms } from '@/lib/checkout/rules'
import { now } from '@/lib/clock'
import { contentRead, fetchPublished } from '@/lib/sanity/fetch'

/**
 * The page being rendered is cached until `moment` at the latest (docs/behaviour.md, "Deals
 * that end"). Next caches a page for the shortest `revalidate` among the cached reads it made,
 * so a read whose only purpose is its `revalidate` sets it; outside a cached render (draft
 * mode) it has no effect.
 */
async function cacheUntil(moment: Date, at: Date): Promise<void> {
  const seconds = Math.max(1, Math.ceil((moment.getTime() - at.getTime()) / 1000))
  const key = moment.toISOString()
  await unstable_cache(async () => key, ['sale-ends', key], { revalidate: seconds })()
}

/**
 * The deals of a list that are on sale now (lib/checkout/rules.ts, `isOnSale`), in their order.
 * The page showing them is cached only until the first of them ends, so it drops that deal at
 * that time with no publish. Entries with no sale terms (documents other than deals) are kept.
 */
export async function currentDeals<T extends SaleTerms>(deals: readonly T[] | null | undefined): Promise<T[]> {
  const at = now()
  const current = (deals ?? []).filter((deal) => isOnSale(deal, at))
  const ends = current.flatMap((deal) => saleEndsAt(deal)?.getTime() ?? [])
  if (ends.length > 0) await cacheUntil(new Date(Math.min(...ends)), at)
  return current
}

export const dealSaleTermsQuery = defineQuery(`
  *[_type == "deal"] { _id, travelWindow, blackoutDates[] { start, end }, offerEnds }
`)

export const dealSaleTermsRead = contentRead(dealSaleTermsQuery, () => ['deal'])

/**
 * The ids of the published deals that have ended, for the paginated lists' `!(_id in $ended)`
 * (fragments.ts, `listedDeal`): a page of a list is a GROQ slice, so the one sale rule is applied
 * before the query rather than to its result. Sorted, since they are part of the read's cache key.
 * Like `currentDeals`, it caches the page being rendered only until the next deal ends, when
 * the slices move.
 */
export async function endedDealIds(): Promise<string[]> {
  const deals = await fetchPublished(dealSaleTermsRead)
  const current = new Set(await currentDeals(deals))
  return deals
    .filter((deal) => !current.has(deal))
    .map((deal) => deal._id)
    .sort()
}
