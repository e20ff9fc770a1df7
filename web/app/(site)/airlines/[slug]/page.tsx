import { notFound } from 'next/navigation'
import { AirlineDetails } from '@/components/AirlineDetails'
import { airlineMetadata, getAirline } from '@/lib/content/airline'
import { prerenderedParams } from '@/lib/content/prerender'
import { slugMetadata, type SlugRouteProps } from '@/lib/content/routes'

/** The airlines visitors open most; any other renders on its first request (lib/content/prerender.ts). */
export const generateStaticParams = () => prerenderedParams('airline')

export const generateMetadata = slugMetadata(getAirline, airlineMetadata)

export default async function AirlinePage({ params }: SlugRouteProps) {
  const airline = await getAirline((await params).slug)
  if (!airline) notFound()
  return <AirlineDetails airline={airline} />
}
