import { AirlineDirectory } from '@/components/AirlineDirectory'
import { airlinesMetadata } from '@/lib/content/airline'
import { pageNumber, prerenderedPages, type ListPageProps } from '@/lib/content/list-page'
import { getListTotals } from '@/lib/content/routes'

/** The first later pages at build; the others on first request (docs/behaviour.md, "Lists"). */
export async function generateStaticParams() {
  return prerenderedPages('airlines', (await getListTotals()).airlines).map((page) => ({ page }))
}

export async function generateMetadata({ params }: ListPageProps) {
  return airlinesMetadata(pageNumber((await params).page))
}

/** `/airlines/page/{n}`: a later page of the airline directory. */
export default async function AirlinesListPage({ params }: ListPageProps) {
  return <AirlineDirectory page={pageNumber((await params).page)} />
}
