import type { RegionsWithDealsQueryResult } from '@meridian/schemas/types'
import { CABIN_LABELS, TRIP_TYPE_LABELS, formatShortDate, formatUsd } from '@/lib/format'
import { editing, fieldEdits, type EditField } from '@/lib/sanity/editing'
import { hotspotPosition, responsiveSources } from '@/lib/sanity/image'
import { DealCard, type DealCardContent } from './DealCard'

/** A deal as every list projects it (the `dealCard` projection, web/lib/content/fragments.ts). */
export type Deal = RegionsWithDealsQueryResult[number]['deals'][number]

const EDITED = ['image', 'destination', 'fareFrom', 'publishedFare'] as const

/** The card's texts, formatted here once; props left out rather than sent as undefined. */
function cardContent(deal: Deal, edit: EditField): DealCardContent {
  const saving = deal.publishedFare && deal.fareFrom ? deal.publishedFare - deal.fareFrom : 0
  const airlines = deal.airlines?.map((airline) => airline.name).join(' · ')
  const image = deal.image?.asset ? deal.image : undefined
  const position = image && hotspotPosition(image)
  return {
    href: `/all-deals/${deal.slug}`,
    ...(image
      ? {
          image: {
            ...responsiveSources(image),
            ...(position ? { position } : {}),
            ...(image.asset?.metadata?.hasAlpha ? { transparent: true as const } : {}),
          },
        }
      : {}),
    ...(saving > 0 ? { saving: `Save ${formatUsd(saving)}` } : {}),
    meta: `${CABIN_LABELS[deal.cabin ?? 'business']} · ${airlines ?? ''}`,
    from: deal.origin?.city ?? '',
    to: deal.destination?.city ?? '',
    codes: `${deal.origin?.iata ?? ''} – ${deal.destination?.iata ?? ''}`,
    price: formatUsd(deal.fareFrom ?? 0),
    terms: `${TRIP_TYPE_LABELS[deal.tripType ?? 'round-trip']} per person, taxes and fees included`,
    ...(deal.publishedFare ? { published: formatUsd(deal.publishedFare) } : {}),
    ...(deal.fareCheckedAt ? { checked: `Fare checked ${formatShortDate(deal.fareCheckedAt)}` } : {}),
    ...fieldEdits(edit, EDITED),
  }
}

/**
 * Deals as a grid of cards, or a line saying there are none. `first`: the grid is the first
 * picture on the page (an airline's or "Best deals"), so its first card's picture is the page's
 * largest paint on a phone and is fetched at once, with high priority (docs/performance.md, "Images").
 */
export async function DealGrid({
  deals,
  headingLevel,
  first,
}: {
  deals: Deal[]
  headingLevel?: 'h2' | 'h3'
  first?: boolean
}) {
  if (deals.length === 0) return <p className="note">No fares are published here right now — call us for a quote.</p>
  const editDocument = await editing()
  return (
    <ul className="grid">
      {deals.map((deal, index) => (
        <li key={index}>
          <DealCard
            deal={cardContent(deal, editDocument(deal, 'deal'))}
            {...(headingLevel ? { headingLevel } : {})}
            {...(first && index === 0 ? { priority: true } : {})}
          />
        </li>
      ))}
    </ul>
  )
}
