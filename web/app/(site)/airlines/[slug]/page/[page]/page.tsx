import { notFound } from 'next/navigation'
import { AirlineDetails } from '@/components/AirlineDetails'
import { airlineMetadata, getAirline } from '@/lib/content/airline'
import { checkPageInRange, pageNumber, prerenderedPages } from '@/lib/content/list-page'
import { prerenderedSlugs } from '@/lib/content/prerender'
import { getListTotals } from '@/lib/content/routes'

type Props = { params: Promise<{ slug: string; page: string }> }

/**
 * The first later pages of the airlines the build prerenders (lib/content/prerender.ts); the others
 * on first request (docs/behaviour.md, "Lists").
 */
export async function generateStaticParams() {
  const [{ airlineDeals }, prerendered] = await Promise.all([getListTotals(), prerenderedSlugs('airline')])
  return airlineDeals
    .filter(({ slug }) => slug && prerendered.includes(slug))
    .flatMap(({ slug, deals }) => prerenderedPages('deals', deals).map((page) => ({ slug: slug!, page })))
}

async function load(params: Props['params']) {
  const { slug, page: segment } = await params
  const page = pageNumber(segment)
  const airline = await getAirline(slug, page)
  if (!airline) notFound()
  checkPageInRange('deals', page, airline.dealCount)
  return { airline, page }
}

export async function generateMetadata({ params }: Props) {
  const { airline, page } = await load(params)
  return airlineMetadata(airline, page)
}

/** `/airlines/{slug}/page/{n}`: a later page of the airline's deals. */
export default async function AirlineListPage({ params }: Props) {
  const { airline, page } = await load(params)
  return <AirlineDetails airline={airline} page={page} />
}
