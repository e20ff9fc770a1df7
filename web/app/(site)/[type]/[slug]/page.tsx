import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CityDetails } from '@/components/CityDetails'
import { DealDetails } from '@/components/DealDetails'
import { RegionDetails } from '@/components/RegionDetails'
import { getSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { getDeal } from '@/lib/views/deal'
import { getCity, getRegion } from '@/lib/views/destination'
import { isGenericType } from '@/lib/views/generic'
import { slugParams } from '@/lib/views/static-params'

/**
 * Whether a deal can still be booked depends on the day, not only on a publish: the page is
 * rendered again at least hourly, so "Book this deal" gives way to a notice soon after the
 * travel window closes (the booking route refuses such deals at once in any case).
 */
export const revalidate = 3600

type Props = { params: Promise<{ type: string; slug: string }> }

export async function generateStaticParams() {
  const [deals, regions, cities] = await Promise.all([slugParams('deal'), slugParams('region'), slugParams('city')])
  return [
    ...deals.map(({ slug }) => ({ type: 'deal', slug })),
    ...[...regions, ...cities].map(({ slug }) => ({ type: 'destination', slug })),
  ]
}

async function load({ type, slug }: { type: string; slug: string }) {
  if (!isGenericType(type)) return null
  if (type === 'deal') {
    const deal = await getDeal(slug)
    return deal ? ({ kind: 'deal', deal } as const) : null
  }
  const [region, city] = await Promise.all([getRegion(slug), getCity(slug)])
  if (region) return { kind: 'region', region } as const
  if (city) return { kind: 'city', city } as const
  return null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(await params)
  if (!found) return {}
  if (found.kind === 'deal') {
    const { deal } = found
    return pageMetadata({
      title: deal.title ?? '',
      description: deal.excerpt,
      path: `/all-deals/${deal.slug}`,
      seo: deal.seo,
      image: deal.image,
    })
  }
  const place = found.kind === 'region' ? found.region : found.city
  return pageMetadata({
    title: `Business class flights to ${place.name}`,
    description: place.intro,
    path: `/${found.kind}/${place.slug}`,
    seo: place.seo,
    image: place.image,
  })
}

export default async function GenericPage({ params }: Props) {
  const [found, settings] = await Promise.all([load(await params), getSettings()])
  if (!found) notFound()
  if (found.kind === 'deal') return <DealDetails deal={found.deal} phone={settings.salesPhone} />
  if (found.kind === 'region') return <RegionDetails region={found.region} />
  return <CityDetails city={found.city} />
}
