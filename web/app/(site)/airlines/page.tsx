import type { Metadata } from 'next'
import { AirlineCard } from '@/components/AirlineCard'
import { PageHeading } from '@/components/PageHeading'
import { getAirlines } from '@/lib/content/airline'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Airlines',
  description:
    'The airlines whose business and first-class cabins we book, with the lowest fare we currently hold on each.',
  path: '/airlines',
})

export default async function AirlinesPage() {
  const airlines = await getAirlines()
  return (
    <>
      <PageHeading
        crumbs={[{ name: 'Airlines', href: '/airlines' }]}
        eyebrow="Airlines"
        title="Airlines we book in business class"
      >
        <p>
          Lie-flat seats, lounges and priority boarding on {airlines.length} carriers. Pick an airline to see its cabin
          and current deals.
        </p>
      </PageHeading>
      <div className="container" style={{ paddingBottom: '4rem' }}>
        <ul className="grid">
          {airlines.map((airline) => (
            <li key={airline._id}>
              <AirlineCard airline={airline} />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
