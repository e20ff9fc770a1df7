import 'server-only'
import { fetchPublished } from '@/lib/sanity/fetch'
import { isShareCardKind, SHARE_CARD_KINDS, type ShareCard } from '@/lib/seo/share-card'
import { airlineRead, airlineShareCard } from './airline'
import { dealRead, dealShareCard } from './deal'
import { cityRead, cityShareCard, regionRead, regionShareCard } from './destination'
import { isListCardSlug, LIST_CARD_SLUGS, listShareCard } from './list-cards'
import { pageSlice } from './list-page'
import { pageRead, pageShareCard } from './page'
import { currentDeals, endedDealIds } from './on-sale'
import { postRead, postShareCard } from './post'
import { prerenderedSlugs } from './prerender'
import { slugParams } from './routes'
import { settingsRead } from './settings'

/**
 * The share cards prerendered at build (app/og/[kind]/[slug]): those of the pages the build
 * prerenders (lib/content/prerender.ts, every region, city, standalone page and list). Any other
 * is drawn on its first request, as a page left out of the build is.
 */
export async function shareCardParams() {
  const perKind = await Promise.all(
    SHARE_CARD_KINDS.map(async (kind) => {
      const slugs =
        kind === 'list'
          ? [...LIST_CARD_SLUGS]
          : kind === 'region' || kind === 'city' || kind === 'page'
            ? (await slugParams(kind)).flatMap(({ slug }) => (slug ? [slug] : []))
            : await prerenderedSlugs(kind)
      return slugs.map((slug) => ({ kind, slug }))
    }),
  )
  return perKind.flat()
}

/** An airline's, region's or city's read as its first page makes it: the card counts the deals its pages list. */
const firstDealsPage = async () => ({ ended: await endedDealIds(), ...pageSlice('deals', 1) })

async function publishedCard(kind: string, slug: string): Promise<ShareCard | null> {
  if (!isShareCardKind(kind)) return null
  switch (kind) {
    case 'deal': {
      const deal = await fetchPublished(dealRead, { slug, ended: await endedDealIds() })
      // As its page decides (getDeal), and cached as long: until the deal ends, if it has not.
      return deal && dealShareCard({ ...deal, onSale: (await currentDeals([deal])).length > 0 })
    }
    case 'post': {
      const post = await fetchPublished(postRead, { slug })
      return post && postShareCard(post)
    }
    case 'airline': {
      const airline = await fetchPublished(airlineRead, { slug, ...(await firstDealsPage()) })
      return airline && airlineShareCard(airline)
    }
    case 'region': {
      const region = await fetchPublished(regionRead, { slug, ...(await firstDealsPage()) })
      return region && regionShareCard(region)
    }
    case 'city': {
      const city = await fetchPublished(cityRead, { slug, ...(await firstDealsPage()) })
      return city && cityShareCard(city)
    }
    case 'page': {
      const page = await fetchPublished(pageRead, { slug })
      return page && pageShareCard(page)
    }
    case 'list':
      return isListCardSlug(slug) ? listShareCard(slug) : null
  }
}

/**
 * A published document's share card and the site's name for its footer, or null. The card is
 * made from the read its page makes, so it carries the page's cache tags: a publish that
 * revalidates the page revalidates the card. Link previews are for the public: no drafts.
 */
export async function getShareCard(kind: string, slug: string) {
  const [card, settings] = await Promise.all([publishedCard(kind, slug), fetchPublished(settingsRead)])
  return card && { card, siteName: settings?.title ?? '' }
}
