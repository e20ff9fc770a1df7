import { CallBanner } from './CallBanner'
import { DealGrid, type Deal } from './DealGrid'
import { Link } from './Link'
import { PageHeading } from './PageHeading'
import { Pagination } from './Pagination'
import { getBestDeals } from '@/lib/content/destination'
import { LIST_PAGE_SIZES } from '@/lib/constants'
import { checkPageInRange, listPagePath, pageCount } from '@/lib/content/list-page'
import { getSettings } from '@/lib/content/settings'

const PATH = '/business-class-flights-alldeals'

/** The page's deals in runs of one region each, in the order they come. */
function byRegion(deals: Deal[]) {
  const runs: { slug: string; name: string; deals: Deal[] }[] = []
  for (const deal of deals) {
    const slug = deal.region?.slug ?? ''
    const last = runs.at(-1)
    if (last?.slug === slug) last.deals.push(deal)
    else runs.push({ slug, name: deal.region?.name ?? '', deals: [deal] })
  }
  return runs
}

/**
 * Where each region's deals start: the page, and the region's section on it. The list runs in
 * the regions' order, so a region starts after the deals of those before it.
 */
function regionStarts(regions: { _id: string; name: string | null; slug: string | null; dealCount: number }[]) {
  let before = 0
  return regions.flatMap((region) => {
    const start = before
    before += region.dealCount
    if (region.dealCount === 0) return []
    const page = Math.floor(start / LIST_PAGE_SIZES.deals) + 1
    return [{ ...region, href: `${listPagePath(PATH, page)}#${region.slug}` }]
  })
}

/**
 * One page of "Best deals" (docs/behaviour.md, "Lists"): every deal on sale, region by region,
 * cheapest first, a page at a time. The regions at the top lead to the page where each starts.
 */
export async function BestDeals({ page }: { page: number }) {
  const [{ dealCount, deals, regions }, settings] = await Promise.all([getBestDeals(page), getSettings()])
  checkPageInRange('deals', page, dealCount)
  return (
    <>
      <PageHeading
        crumbs={[
          { name: 'Best deals', href: PATH },
          ...(page > 1 ? [{ name: `Page ${page}`, href: listPagePath(PATH, page) }] : []),
        ]}
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
            {regionStarts(regions).map((region) => (
              <li key={region._id}>
                <Link href={region.href}>{region.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeading>
      {byRegion(deals).map((run, index) => (
        <section
          key={run.slug}
          id={run.slug}
          className="section"
          aria-labelledby={`${run.slug}-title`}
          style={{ paddingTop: '1rem' }}
        >
          <div className="container">
            <div className="section-head">
              <h2 id={`${run.slug}-title`}>{run.name}</h2>
              <Link href={`/region/${run.slug}`}>Flights to {run.name} →</Link>
            </div>
            <DealGrid deals={run.deals} first={index === 0} />
          </div>
        </section>
      ))}
      <div className="container">
        <Pagination
          label="Best deals, pages"
          page={page}
          pages={pageCount('deals', dealCount)}
          href={(n) => listPagePath(PATH, n)}
        />
      </div>
      <CallBanner phone={settings.salesPhone} />
    </>
  )
}
