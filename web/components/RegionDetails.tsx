import Link from 'next/link'
import type { RegionQueryResult } from '@meridian/schemas/types'
import { Breadcrumbs } from './Breadcrumbs'
import { DealGrid } from './DealCard'
import { PageSection } from './PageSection'
import { DestinationHero } from './DestinationHero'
import { RichText } from './RichText'
import { editing } from '@/lib/sanity/editing'

/** A region (footer "Destinations"): its deals cheapest first, its top cities, the guide. */
export async function RegionDetails({ region }: { region: NonNullable<RegionQueryResult> }) {
  const edit = await editing()
  const field = edit(region, 'region')
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Best deals', href: '/business-class-flights-alldeals' },
          { name: region.name ?? '', href: `/region/${region.slug}` },
        ]}
      />
      <DestinationHero
        image={region.image}
        eyebrow="Destination"
        title={`Business class flights to ${region.name}`}
        edit={field}
      >
        <p {...field('intro')}>{region.intro}</p>
      </DestinationHero>
      <PageSection
        titleId="region-deals"
        title={`Deals to ${region.name}`}
        aside={<p>From the lowest fare up. Prices are per person, taxes and fees included.</p>}
      >
        <DealGrid deals={region.deals} />
      </PageSection>
      {region.cities.length > 0 ? (
        <section className="section section--muted" aria-labelledby="region-cities">
          <div className="container">
            <h2 id="region-cities">Top cities in {region.name}</h2>
            <ul className="grid">
              {region.cities.map((city) => (
                <li key={city._id}>
                  <Link
                    href={`/city/${city.slug}`}
                    className="button button--secondary"
                    style={{ width: '100%' }}
                    {...edit(city, 'city')('name')}
                  >
                    {city.name}, {city.country}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <PageSection>
        <RichText value={region.body} edit={field('body')} />
      </PageSection>
    </>
  )
}
