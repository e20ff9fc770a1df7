import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DealDetails } from '@/components/DealDetails'
import { dealMetadata, getDeal } from '@/lib/content/deal'
import { slugParams } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'

/**
 * Whether a deal can still be booked depends on the day, not only on a publish: the page is
 * rendered again at least hourly, so "Book this deal" gives way to a notice soon after the
 * travel window closes (the booking route refuses such deals at once in any case).
 */
export const revalidate = 3600

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = () => slugParams('deal')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const deal = await getDeal((await params).slug)
  return deal ? dealMetadata(deal) : {}
}

export default async function DealPage({ params }: Props) {
  const [deal, settings] = await Promise.all([getDeal((await params).slug), getSettings()])
  if (!deal) notFound()
  return <DealDetails deal={deal} phone={settings.salesPhone} />
}
