import { BestDeals } from '@/components/BestDeals'
import { bestDealsMetadata } from '@/lib/content/destination'
import { pageNumber, prerenderedPages, type ListPageProps } from '@/lib/content/list-page'
import { getListTotals } from '@/lib/content/routes'

/** The first later pages at build; the others on first request (docs/behaviour.md, "Lists"). */
export async function generateStaticParams() {
  return prerenderedPages('deals', (await getListTotals()).bestDeals).map((page) => ({ page }))
}

export async function generateMetadata({ params }: ListPageProps) {
  return bestDealsMetadata(pageNumber((await params).page))
}

/** `/business-class-flights-alldeals/page/{n}`: a later page of "Best deals". */
export default async function BestDealsListPage({ params }: ListPageProps) {
  return <BestDeals page={pageNumber((await params).page)} />
}
