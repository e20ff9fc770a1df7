import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { destinationMetadata, getCity } from '@/lib/content/destination'
import { slugMetadata, slugParams, type SlugRouteProps } from '@/lib/content/routes'

export const generateStaticParams = () => slugParams('city')

export const generateMetadata = slugMetadata(getCity, (city) => destinationMetadata('city', city))

export default async function CityPage({ params }: SlugRouteProps) {
  const city = await getCity((await params).slug)
  if (!city) notFound()
  return <CityDetails city={city} />
}
