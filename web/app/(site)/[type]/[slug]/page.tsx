import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { DealDetails } from '@/components/DealDetails'
import { RegionDetails } from '@/components/RegionDetails'
import { genericDocumentMetadata, getGenericDocument } from '@/lib/content/generic'
import { slugParams } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'

type Props = { params: Promise<{ type: string; slug: string }> }

export async function generateStaticParams() {
  const [deals, regions, cities] = await Promise.all([slugParams('deal'), slugParams('region'), slugParams('city')])
  return [
    ...deals.map(({ slug }) => ({ type: 'deal', slug })),
    ...[...regions, ...cities].map(({ slug }) => ({ type: 'destination', slug })),
  ]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return genericDocumentMetadata(await params)
}

export default async function GenericPage({ params }: Props) {
  const [found, settings] = await Promise.all([getGenericDocument(await params), getSettings()])
  if (!found) notFound()
  if (found.kind === 'deal') return <DealDetails deal={found.deal} phone={settings.salesPhone} />
  if (found.kind === 'region') return <RegionDetails region={found.region} />
  return <CityDetails city={found.city} />
}
