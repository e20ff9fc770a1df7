import type { CityQueryResult } from '@meridian/schemas/types'
import { Breadcrumbs } from './Breadcrumbs'
import { DealGrid } from './DealCard'
import { PageSection } from './PageSection'
import { DestinationHero } from './DestinationHero'
import { RichText } from './RichText'
import { editing } from '@/lib/sanity/editing'

/** A city (footer "Top cities"): its deals and the guide. */
export async function CityDetails({ city }: { city: NonNullable<CityQueryResult> }) {
  const edit = (await editing())(city, 'city')
  return (
    <>
      <Breadcrumbs
        items={[
          ...(city.region ? [{ name: city.region.name ?? '', href: `/region/${city.region.slug}` }] : []),
          { name: city.name ?? '', href: `/city/${city.slug}` },
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
      </PageSection>
      <PageSection muted>
        <RichText value={city.body} edit={edit('body')} />
      </PageSection>
    </>
  )
}
