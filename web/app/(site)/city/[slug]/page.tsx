import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { pageMetadata } from '@/lib/seo/metadata'
import { getCity } from '@/lib/views/destination'
import { slugParams } from '@/lib/views/static-params'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('city')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await getCity((await params).slug)
  if (!city) return {}
  return pageMetadata({
    title: `Business class flights to ${city.name}`,
    description: city.intro,
    path: `/city/${city.slug}`,
    seo: city.seo,
    image: city.image,
  })
}

export default async function CityPage({ params }: Props) {
  const city = await getCity((await params).slug)
  if (!city) notFound()
  return <CityDetails city={city} />
}
