import { notFound } from 'next/navigation'
import { RegionDetails } from '@/components/RegionDetails'
import { destinationMetadata, getRegion } from '@/lib/content/destination'
import { slugMetadata, slugParams, type SlugRouteProps } from '@/lib/content/routes'

export const generateStaticParams = () => slugParams('region')

export const generateMetadata = slugMetadata(getRegion, (region) => destinationMetadata('region', region))

export default async function RegionPage({ params }: SlugRouteProps) {
  const region = await getRegion((await params).slug)
  if (!region) notFound()
  return <RegionDetails region={region} />
}
