import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Link } from '@/components/Link'
import { RegionTabs } from '@/components/RegionTabs'
import { DEALS_PER_REGION_TAB } from '@/lib/constants'
import { formatUsd } from '@/lib/format'
import { getRegionsWithDeals } from '@/lib/content/destination'
import { GENERIC_TYPES, isGenericType } from '@/lib/content/generic'

type Props = { params: Promise<{ type: string }> }

export const dynamicParams = false
export const generateStaticParams = () => GENERIC_TYPES.map((type) => ({ type }))

type Destination = { city: string | null; slug: string | null; fareFrom: number | null }

/** Deals come cheapest first, so the first deal per destination city is its lowest fare. */
const cheapestPerDestination = (deals: Destination[]) =>
  deals.filter((deal, index) => deals.findIndex((other) => other.city === deal.city) === index)

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
  const regions = await getRegionsWithDeals(DEALS_PER_REGION_TAB)
  const tabs = regions.map((region) => ({
    id: region._id,
    label: region.name ?? '',
    panel:
      type === 'deal' ? (
        // A tab panel is named by its tab, not a heading. The region's cheapest deals as links, the
        // rest on its own paginated list: cards for every region would make a page of megabytes.
        region.dealCount === 0 ? (
          <p>No deals on sale in {region.name} at the moment: call us for a fare.</p>
        ) : (
          <div>
            <ul className="grid">
              {region.deals.map((deal) => (
                <li key={deal._id}>
                  <Link href={`/all-deals/${deal.slug}`}>{deal.title}</Link> — from {formatUsd(deal.fareFrom ?? 0)}
                </li>
              ))}
            </ul>
            <p>
              <Link href={`/region/${region.slug}`} className="button button--secondary">
                {region.dealCount === 1 ? 'The deal' : `All ${region.dealCount} deals`} in {region.name}
              </Link>
            </p>
          </div>
        )
      ) : (
        <div>
          <p>{region.intro}</p>
          <ul className="grid">
            {cheapestPerDestination(region.destinations).map((deal) => (
              <li key={deal.slug}>
                <Link href={`/all-deals/${deal.slug}`}>{deal.city}</Link> — from {formatUsd(deal.fareFrom ?? 0)}
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
