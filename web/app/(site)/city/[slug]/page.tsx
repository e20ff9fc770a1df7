import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { destinationMetadata, getCity } from '@/lib/content/destination'
import { slugParams } from '@/lib/content/routes'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('city')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await getCity((await params).slug)
  return city ? destinationMetadata('city', city) : {}
}

export default async function CityPage({ params }: Props) {
  const city = await getCity((await params).slug)
  if (!city) notFound()
  return <CityDetails city={city} />
}
