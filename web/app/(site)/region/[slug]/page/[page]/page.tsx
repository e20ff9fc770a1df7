import { notFound } from 'next/navigation'
import { RegionDetails } from '@/components/RegionDetails'
import { destinationMetadata, getRegion } from '@/lib/content/destination'
import { checkPageInRange, pageNumber, prerenderedPages } from '@/lib/content/list-page'
import { getListTotals } from '@/lib/content/routes'

type Props = { params: Promise<{ slug: string; page: string }> }

/** Each region's first later pages at build; the others on first request (docs/behaviour.md, "Lists"). */
export async function generateStaticParams() {
  const { regions } = await getListTotals()
  return regions.flatMap(({ slug, deals }) => prerenderedPages('deals', deals).map((page) => ({ slug: slug!, page })))
}

async function load(params: Props['params']) {
  const { slug, page: segment } = await params
  const page = pageNumber(segment)
  const region = await getRegion(slug, page)
  if (!region) notFound()
  checkPageInRange('deals', page, region.dealCount)
  return { region, page }
}

export async function generateMetadata({ params }: Props) {
  const { region, page } = await load(params)
  return destinationMetadata('region', region, page)
}

/** `/region/{slug}/page/{n}`: a later page of the region's deals. */
export default async function RegionListPage({ params }: Props) {
  const { region, page } = await load(params)
  return <RegionDetails region={region} page={page} />
}
