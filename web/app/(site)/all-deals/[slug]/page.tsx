import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DealDetails } from '@/components/DealDetails'
import { getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { getDeal } from '@/lib/views/deal'
import { slugParams } from '@/lib/views/static-params'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('deal')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const deal = await getDeal((await params).slug)
  if (!deal) return {}
  return pageMetadata({
    title: deal.title ?? '',
    description: deal.excerpt,
    path: `/all-deals/${deal.slug}`,
    seo: deal.seo,
    image: deal.image,
  })
}

export default async function DealPage({ params }: Props) {
  const [deal, settings] = await Promise.all([getDeal((await params).slug), getSettings()])
  if (!deal) notFound()
  return <DealDetails deal={deal} phone={settings.salesPhone} />
}
