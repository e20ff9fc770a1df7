import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RegionDetails } from '@/components/RegionDetails'
import { pageMetadata } from '@/lib/seo/metadata'
import { getRegion } from '@/lib/views/destination'
import { slugParams } from '@/lib/views/static-params'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('region')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getRegion((await params).slug)
  if (!region) return {}
  return pageMetadata({
    title: `Business class flights to ${region.name}`,
    description: region.intro,
    path: `/region/${region.slug}`,
    seo: region.seo,
    image: region.image,
  })
}

export default async function RegionPage({ params }: Props) {
  const region = await getRegion((await params).slug)
  if (!region) notFound()
  return <RegionDetails region={region} />
}
