import type { Airline as AirlineLd } from 'schema-dts'
import { ALLIANCE_LABELS } from './AirlineCard'
import { Breadcrumbs } from './Breadcrumbs'
import { CallBanner } from './CallBanner'
import { DealGrid } from './DealGrid'
import { JsonLd } from './JsonLd'
import { PageSection } from './PageSection'
import { Pagination } from './Pagination'
import { RichText } from './RichText'
import { SanityImage } from './SanityImage'
import type { Airline } from '@/lib/content/airline'
import { listPagePath, pageCount } from '@/lib/content/list-page'
import { getSettings } from '@/lib/content/settings'
import { editing } from '@/lib/sanity/editing'

/**
 * An airline (`/airlines/{slug}`): who it is, one page of its deals on sale, cheapest first, and
 * the guide on the first page (docs/behaviour.md, "Lists").
 */
export async function AirlineDetails({ airline, page = 1 }: { airline: Airline; page?: number }) {
  const [settings, edit] = await Promise.all([getSettings(), editing()])
  const field = edit(airline, 'airline')
  const path = `/airlines/${airline.slug}`
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Airlines', href: '/airlines' },
          { name: airline.name ?? '', href: path },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath(path, page) }] : []),
        ]}
      />
      <div className="container page-head">
        <SanityImage image={airline.logo} width={180} height={60} decorative edit={field('logo')} />
        <p className="eyebrow" style={{ marginTop: '1rem' }}>
          {airline.iata} · {ALLIANCE_LABELS[airline.alliance ?? 'none']}
        </p>
        <h1 {...field('name')}>{airline.name} business class</h1>
        <p {...field('summary')}>{airline.summary}</p>
        {airline.hubs?.length ? (
          <p className="note" {...field('hubs')}>
            Hubs: {airline.hubs.join(', ')}
          </p>
        ) : null}
      </div>
      <section className="section" aria-labelledby="airline-deals" style={{ paddingTop: '1rem' }}>
        <div className="container">
          <h2 id="airline-deals">
            {airline.name} deals in {airline.cabinName}
          </h2>
          {/* On the first page, the first card's picture is a phone's largest paint. */}
          <DealGrid deals={airline.deals} first={page === 1} />
          <Pagination
            label={`${airline.name} deals, pages`}
            page={page}
            pages={pageCount('deals', airline.dealCount)}
            href={(n) => listPagePath(path, n)}
          />
        </div>
      </section>
      {page === 1 ? (
        <PageSection muted>
          <RichText value={airline.body} edit={field('body')} />
        </PageSection>
      ) : null}
      <CallBanner phone={settings.salesPhone} title={`Book ${airline.name} for less`} />
      <JsonLd<AirlineLd>
        data={{
          '@type': 'Airline',
          name: airline.name ?? '',
          iataCode: airline.iata ?? undefined,
        }}
      />
    </>
  )
}
