import { AirlineCard } from './AirlineCard'
import { PageHeading } from './PageHeading'
import { Pagination } from './Pagination'
import { getAirlines } from '@/lib/content/airline'
import { checkPageInRange, listPagePath, pageCount } from '@/lib/content/list-page'

/** One page of the airline directory (`/airlines`, `/airlines/page/{n}`; docs/behaviour.md, "Lists"). */
export async function AirlineDirectory({ page }: { page: number }) {
  const { total, airlines } = await getAirlines(page)
  checkPageInRange('airlines', page, total)
  return (
    <>
      <PageHeading
        crumbs={[
          { name: 'Airlines', href: '/airlines' },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath('/airlines', page) }] : []),
        ]}
        eyebrow="Airlines"
        title="Airlines we book in business class"
      >
        <p>
          Lie-flat seats, lounges and priority boarding on {total} carriers. Pick an airline to see its cabin and
          current deals.
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
        <Pagination
          label="Airlines, pages"
          page={page}
          pages={pageCount('airlines', total)}
          href={(n) => listPagePath('/airlines', n)}
        />
      </div>
    </>
  )
}
