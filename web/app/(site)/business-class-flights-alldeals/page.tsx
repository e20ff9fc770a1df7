import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHeading } from '@/components/PageHeading'
import { CallBanner } from '@/components/CallBanner'
import { DealGrid } from '@/components/DealCard'
import { getSettings } from '@/lib/content/settings'
import { getRegionsWithDeals } from '@/lib/content/destination'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Best business-class deals',
  description: 'Every business and first-class fare we have negotiated, from the lowest price up, grouped by region.',
  path: '/business-class-flights-alldeals',
})

/** "Best deals" (docs/behaviour.md, "Routes"): every published deal, region by region, cheapest first. */
export default async function BestDealsPage() {
  const [regions, settings] = await Promise.all([getRegionsWithDeals(), getSettings()])
  const withDeals = regions.filter((region) => region.deals.length > 0)
  return (
    <>
      <PageHeading
        crumbs={[{ name: 'Best deals', href: '/business-class-flights-alldeals' }]}
        eyebrow="Best deals"
        title="Best business-class deals"
      >
        <p>
          Fares our experts have secured below the airlines’ published prices. Every price is per person, taxes and fees
          included; call us for your exact dates.
        </p>
        <nav aria-label="Regions" style={{ marginTop: '1.25rem' }}>
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '0.5rem 1.25rem',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {withDeals.map((region) => (
              <li key={region._id}>
                <a href={`#${region.slug}`}>{region.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeading>
      {withDeals.map((region) => (
        <section
          key={region._id}
          id={region.slug ?? undefined}
          className="section"
          aria-labelledby={`${region.slug}-title`}
          style={{ paddingTop: '1rem' }}
        >
          <div className="container">
            <div className="section-head">
              <h2 id={`${region.slug}-title`}>{region.name}</h2>
              <Link href={`/region/${region.slug}`}>Flights to {region.name} →</Link>
            </div>
            <DealGrid deals={region.deals} />
          </div>
        </section>
      ))}
      <CallBanner phone={settings.salesPhone} />
    </>
  )
}
