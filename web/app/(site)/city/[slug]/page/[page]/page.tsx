import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { destinationMetadata, getCity } from '@/lib/content/destination'
import { checkPageInRange, pageNumber, prerenderedPages } from '@/lib/content/list-page'
import { getListTotals } from '@/lib/content/routes'

type Props = { params: Promise<{ slug: string; page: string }> }

/** Each city's first later pages at build; the others on first request (docs/behaviour.md, "Lists"). */
export async function generateStaticParams() {
  const { cities } = await getListTotals()
  return cities.flatMap(({ slug, deals }) => prerenderedPages('deals', deals).map((page) => ({ slug: slug!, page })))
}

async function load(params: Props['params']) {
  const { slug, page: segment } = await params
  const page = pageNumber(segment)
  const city = await getCity(slug, page)
  if (!city) notFound()
  checkPageInRange('deals', page, city.dealCount)
  return { city, page }
}

export async function generateMetadata({ params }: Props) {
  const { city, page } = await load(params)
  return destinationMetadata('city', city, page)
}

/** `/city/{slug}/page/{n}`: a later page of the city's deals. */
export default async function CityListPage({ params }: Props) {
  const { city, page } = await load(params)
  return <CityDetails city={city} page={page} />
}
