import type { CityQueryResult } from '@meridian/schemas/types'
import { Breadcrumbs } from './Breadcrumbs'
import { DealGrid } from './DealGrid'
import { PageSection } from './PageSection'
import { DestinationHero } from './DestinationHero'
import { RichText } from './RichText'
import { Pagination } from './Pagination'
import { listPagePath, pageCount } from '@/lib/content/list-page'
import { editing } from '@/lib/sanity/editing'

/** A city (footer "Top cities"): one page of its deals; the first page also has the guide (docs/behaviour.md, "Lists"). */
export async function CityDetails({ city, page = 1 }: { city: NonNullable<CityQueryResult>; page?: number }) {
  const edit = (await editing())(city, 'city')
  const path = `/city/${city.slug}`
  return (
    <>
      <Breadcrumbs
        items={[
          ...(city.region ? [{ name: city.region.name ?? '', href: `/region/${city.region.slug}` }] : []),
          { name: city.name ?? '', href: path },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath(path, page) }] : []),
        ]}
      />
      <DestinationHero
        image={city.image}
        eyebrow={`${city.country} · ${city.iata}`}
        title={`Business class flights to ${city.name}`}
        edit={edit}
      >
        <p {...edit('intro')}>{city.intro}</p>
      </DestinationHero>
      <PageSection
        titleId="city-deals"
        title={`Deals to ${city.name}`}
        aside={<p>Per person, taxes and fees included. Other dates and airlines on request.</p>}
      >
        <DealGrid deals={city.deals} />
        <Pagination
          label={`Deals to ${city.name}, pages`}
          page={page}
          pages={pageCount('deals', city.dealCount)}
          href={(n) => listPagePath(path, n)}
        />
      </PageSection>
      {page === 1 ? (
        <PageSection muted>
          <RichText value={city.body} edit={edit('body')} />
        </PageSection>
      ) : null}
    </>
  )
}
