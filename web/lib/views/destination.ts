import 'server-only'
import { sanityFetch } from '@/lib/sanity/fetch'
import { cityQuery, regionQuery } from '@/lib/sanity/queries'

export const getRegion = (slug: string) =>
  sanityFetch({ query: regionQuery, params: { slug }, tags: ['region', `region:${slug}`, 'city', 'deal', 'airline'] })

export const getCity = (slug: string) =>
  sanityFetch({ query: cityQuery, params: { slug }, tags: ['city', `city:${slug}`, 'region', 'deal', 'airline'] })
