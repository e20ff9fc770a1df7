import 'server-only'
import { sanityFetch } from '@/lib/sanity/fetch'
import { dealQuery } from '@/lib/sanity/queries'

export const getDeal = (slug: string) =>
  sanityFetch({ query: dealQuery, params: { slug }, tags: ['deal', `deal:${slug}`, 'airline', 'region', 'city'] })
