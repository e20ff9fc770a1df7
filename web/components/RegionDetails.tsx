import type { RegionQueryResult } from '@meridian/schemas/types'
import { Breadcrumbs } from './Breadcrumbs'
import { DealGrid } from './DealGrid'
import { Link } from './Link'
import { PageSection } from './PageSection'
import { DestinationHero } from './DestinationHero'
import { RichText } from './RichText'
import { Pagination } from './Pagination'
import { listPagePath, pageCount } from '@/lib/content/list-page'
import { editing } from '@/lib/sanity/editing'

/**
 * A region (footer "Destinations"): one page of its deals, cheapest first; the first page also
 * has its top cities and the guide (docs/behaviour.md, "Lists").
 */
export async function RegionDetails({ region, page = 1 }: { region: NonNullable<RegionQueryResult>; page?: number }) {
  const edit = await editing()
  const field = edit(region, 'region')
  const path = `/region/${region.slug}`
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Best deals', href: '/business-class-flights-alldeals' },
          { name: region.name ?? '', href: path },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath(path, page) }] : []),
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
        <Pagination
          label={`Deals to ${region.name}, pages`}
          page={page}
          pages={pageCount('deals', region.dealCount)}
          href={(n) => listPagePath(path, n)}
        />
      </PageSection>
      {page === 1 && region.cities.length > 0 ? (
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
      {page === 1 ? (
        <PageSection>
          <RichText value={region.body} edit={field('body')} />
        </PageSection>
      ) : null}
    </>
  )
}
