import { notFound } from 'next/navigation'
import { DealDetails } from '@/components/DealDetails'
import { dealMetadata, getDeal } from '@/lib/content/deal'
import { prerenderedParams } from '@/lib/content/prerender'
import { slugMetadata, type SlugRouteProps } from '@/lib/content/routes'
import { getSettings } from '@/lib/content/settings'

/** The deals visitors open most; any other renders on its first request (lib/content/prerender.ts). */
export const generateStaticParams = () => prerenderedParams('deal')

export const generateMetadata = slugMetadata(getDeal, dealMetadata)

export default async function DealPage({ params }: SlugRouteProps) {
  const [deal, settings] = await Promise.all([getDeal((await params).slug), getSettings()])
  if (!deal) notFound()
  return <DealDetails deal={deal} phone={settings.salesPhone} />
}
