import { notFound } from 'next/navigation'
import type { Airline as AirlineLd } from 'schema-dts'
import { ALLIANCE_LABELS } from '@/components/AirlineCard'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { CallBanner } from '@/components/CallBanner'
import { DealGrid } from '@/components/DealGrid'
import { JsonLd } from '@/components/JsonLd'
import { PageSection } from '@/components/PageSection'
import { RichText } from '@/components/RichText'
import { SanityImage } from '@/components/SanityImage'
import { airlineMetadata, getAirline } from '@/lib/content/airline'
import { prerenderedParams } from '@/lib/content/prerender'
import { slugMetadata, type SlugRouteProps } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'
import { editing } from '@/lib/sanity/editing'

/** The airlines visitors open most; any other renders on its first request (lib/content/prerender.ts). */
export const generateStaticParams = () => prerenderedParams('airline')

export const generateMetadata = slugMetadata(getAirline, airlineMetadata)

export default async function AirlinePage({ params }: SlugRouteProps) {
  const [airline, settings] = await Promise.all([getAirline((await params).slug), getSettings()])
  if (!airline) notFound()
  const edit = (await editing())(airline, 'airline')
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Airlines', href: '/airlines' },
          { name: airline.name ?? '', href: `/airlines/${airline.slug}` },
        ]}
      />
      <div className="container page-head">
        <SanityImage image={airline.logo} width={180} height={60} decorative edit={edit('logo')} />
        <p className="eyebrow" style={{ marginTop: '1rem' }}>
          {airline.iata} · {ALLIANCE_LABELS[airline.alliance ?? 'none']}
        </p>
        <h1 {...edit('name')}>{airline.name} business class</h1>
        <p {...edit('summary')}>{airline.summary}</p>
        {airline.hubs?.length ? (
          <p className="note" {...edit('hubs')}>
            Hubs: {airline.hubs.join(', ')}
          </p>
        ) : null}
      </div>
      <section className="section" aria-labelledby="airline-deals" style={{ paddingTop: '1rem' }}>
        <div className="container">
          <h2 id="airline-deals">
            {airline.name} deals in {airline.cabinName}
          </h2>
          <DealGrid deals={airline.deals} first />
        </div>
      </section>
      <PageSection muted>
        <RichText value={airline.body} edit={edit('body')} />
      </PageSection>
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
