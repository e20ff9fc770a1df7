import 'server-only'
import { fetchPublished } from '@/lib/sanity/fetch'
import { isShareCardKind, SHARE_CARD_KINDS, type ShareCard } from '@/lib/seo/share-card'
import { airlineRead, airlineShareCard } from './airline'
import { dealRead, dealShareCard } from './deal'
import { cityRead, cityShareCard, regionRead, regionShareCard } from './destination'
import { postRead, postShareCard } from './post'
import { prerenderedSlugs } from './prerender'
import { slugParams } from './routes'
import { settingsRead } from './settings'

/**
 * The share cards prerendered at build (app/og/[kind]/[slug]): those of the pages the build
 * prerenders (lib/content/prerender.ts, every region and city). Any other is drawn on its first
 * request, as a page left out of the build is.
 */
export async function shareCardParams() {
  const perKind = await Promise.all(
    SHARE_CARD_KINDS.map(async (kind) => {
      const slugs =
        kind === 'region' || kind === 'city'
          ? (await slugParams(kind)).flatMap(({ slug }) => (slug ? [slug] : []))
          : await prerenderedSlugs(kind)
      return slugs.map((slug) => ({ kind, slug }))
    }),
  )
  return perKind.flat()
}

async function publishedCard(kind: string, slug: string): Promise<ShareCard | null> {
  if (!isShareCardKind(kind)) return null
  switch (kind) {
    case 'deal': {
      const deal = await fetchPublished(dealRead, { slug })
      return deal && dealShareCard(deal)
    }
    case 'post': {
      const post = await fetchPublished(postRead, { slug })
      return post && postShareCard(post)
    }
    case 'airline': {
      const airline = await fetchPublished(airlineRead, { slug })
      return airline && airlineShareCard(airline)
    }
    case 'region': {
      const region = await fetchPublished(regionRead, { slug })
      return region && regionShareCard(region)
    }
    case 'city': {
      const city = await fetchPublished(cityRead, { slug })
      return city && cityShareCard(city)
    }
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
