import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DealGrid, type Deal } from '@/components/DealCard'
import { RegionTabs } from '@/components/RegionTabs'
import { formatUsd } from '@/lib/format'
import { getRegionsWithDeals } from '@/lib/content/destination'
import { GENERIC_TYPES, isGenericType } from '@/lib/content/generic'

type Props = { params: Promise<{ type: string }> }

export const dynamicParams = false
export const generateStaticParams = () => GENERIC_TYPES.map((type) => ({ type }))

/** Deals come cheapest first, so the first deal per destination city is its lowest fare. */
const cheapestPerDestination = (deals: Deal[]) =>
  deals.filter(
    (deal, index) => deals.findIndex((other) => other.destination?.city === deal.destination?.city) === index,
  )

const TITLES = { deal: 'Business-class deals by region', destination: 'Destinations by region' } as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params
  if (!isGenericType(type)) return {}
  // A configuration view of content that has canonical pages of its own: not for search.
  return { title: TITLES[type], robots: { index: false, follow: true } }
}

/**
 * `/{type}/config/regions-tabs` (docs/behaviour.md, "Routes"): the regions as tabs, with deals or
 * destinations.
 */
export default async function RegionsTabsPage({ params }: Props) {
  const { type } = await params
  if (!isGenericType(type)) notFound()
  const regions = await getRegionsWithDeals()
  const tabs = regions.map((region) => ({
    id: region._id,
    label: region.name ?? '',
    panel:
      type === 'deal' ? (
        // A tab panel is named by its tab, not a heading: the cards' titles come next after the h1.
        <DealGrid deals={region.deals} headingLevel="h2" />
      ) : (
        <div>
          <p>{region.intro}</p>
          <ul className="grid">
            {cheapestPerDestination(region.deals).map((deal) => (
              <li key={deal._id}>
                <Link href={`/all-deals/${deal.slug}`}>{deal.destination?.city}</Link> — from{' '}
                {formatUsd(deal.fareFrom ?? 0)}
              </li>
            ))}
          </ul>
          <p>
            <Link href={`/region/${region.slug}`} className="button button--secondary">
              All of {region.name}
            </Link>
          </p>
        </div>
      ),
  }))
  return (
    <div className="container section">
      <h1>{TITLES[type]}</h1>
      <RegionTabs tabs={tabs} label="Regions" />
    </div>
  )
}
