import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RegionDetails } from '@/components/RegionDetails'
import { destinationMetadata, getRegion } from '@/lib/content/destination'
import { slugParams } from '@/lib/content/routes'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('region')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getRegion((await params).slug)
  return region ? destinationMetadata('region', region) : {}
}

export default async function RegionPage({ params }: Props) {
  const region = await getRegion((await params).slug)
  if (!region) notFound()
  return <RegionDetails region={region} />
}
