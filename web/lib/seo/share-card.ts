import 'server-only'
import { createHash } from 'node:crypto'
import { formatUsd } from '@/lib/format'

/**
 * What gets a share card of its own (app/og/[kind]/[slug]/route.tsx): the routed documents, the
 * standalone pages (`page`: about, legal and landing pages, by slug) and the paginated lists
 * (`list`: LIST_CARD_SLUGS), whose later pages show their first page's card.
 */
export const SHARE_CARD_KINDS = ['deal', 'post', 'airline', 'region', 'city', 'page', 'list'] as const
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number]

export const isShareCardKind = (value: string): value is ShareCardKind =>
  (SHARE_CARD_KINDS as readonly string[]).includes(value)

/** The size every card is drawn at, and the size the page declares (Open Graph's 1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/**
 * What a card says, made from the same read as the document's page (lib/content/), so the page's
 * metadata and the image route agree on it without reading anything twice.
 */
export type ShareCard = {
  kind: ShareCardKind
  slug: string
  /** The small line above the title: "Business class deal", a post's category. */
  eyebrow: string
  /** A deal's route, drawn as "Boston → Dublin"; other cards show `title`. */
  route?: { from: string; to: string }
  title: string
  /** The line that sells: "Business class from $2,480", "6 deals from $1,890". */
  detail?: string
  /** A quieter line under it: trip type and airlines, a post's author and date. */
  note?: string
}

/** "1 deal from $2,480", "6 deals from $1,890", or nothing when no deal has a fare. */
export function dealsFrom(fares: (number | null | undefined)[]): string | undefined {
  const priced = fares.filter((fare): fare is number => typeof fare === 'number')
  return priced.length === 0 ? undefined : countFrom(priced.length, Math.min(...priced))
}

/** "48 deals from $1,890": how many deals, and the cheapest fare among them. */
export const countFrom = (count: number, cheapest: number) =>
  `${count} ${count === 1 ? 'deal' : 'deals'} from ${formatUsd(cheapest)}`

/** The card in words, for `og:image:alt`: "Boston → Dublin · Business class from $2,480". */
export const shareCardAlt = (card: ShareCard) => [card.title, card.detail].filter(Boolean).join(' · ')

/**
 * The card's address. The version is a hash of what the card says, so a published change gives
 * the page a new image URL and link previews that cached the old one fetch it again; the route
 * itself ignores it and always answers the current card.
 */
export function shareCardUrl(card: ShareCard): string {
  const version = createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 10)
  return `/og/${card.kind}/${encodeURIComponent(card.slug)}?v=${version}`
}
