import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { DealDetails } from '@/components/DealDetails'
import { RegionDetails } from '@/components/RegionDetails'
import { genericDocumentMetadata, getGenericDocument } from '@/lib/content/generic'
import { getSettings } from '@/lib/content/settings'

type Props = { params: Promise<{ type: string; slug: string }> }

/**
 * None at build: nothing on the site links these views (their canonical URLs are the routes of
 * README.md's route table), so each renders on its first request and is cached from then on
 * (docs/performance.md, "What the build prerenders").
 */
export const generateStaticParams = async (): Promise<{ type: string; slug: string }[]> => []

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
