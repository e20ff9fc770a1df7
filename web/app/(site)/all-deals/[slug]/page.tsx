import { notFound } from 'next/navigation'
import { DealDetails } from '@/components/DealDetails'
import { dealMetadata, getDeal } from '@/lib/content/deal'
import { slugMetadata, slugParams, type SlugRouteProps } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'

/**
 * Whether a deal can still be booked depends on the day, not only on a publish: the page is
 * rendered again at least hourly, so "Book this deal" gives way to a notice soon after the
 * travel window closes (the booking route refuses such deals at once in any case).
 */
export const revalidate = 3600

export const generateStaticParams = () => slugParams('deal')

export const generateMetadata = slugMetadata(getDeal, dealMetadata)

export default async function DealPage({ params }: SlugRouteProps) {
  const [deal, settings] = await Promise.all([getDeal((await params).slug), getSettings()])
  if (!deal) notFound()
  return <DealDetails deal={deal} phone={settings.salesPhone} />
}
