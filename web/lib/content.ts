import 'server-only'
import { cache } from 'react'
import { sanityFetch } from '@/lib/sanity/fetch'
import { footerDestinationsQuery, settingsQuery } from '@/lib/sanity/queries'

/** Site settings are needed by every layout and page; fetched once per render. */
export const getSettings = cache(async () => {
  const settings = await sanityFetch({ query: settingsQuery, tags: ['siteSettings', 'airline'] })
  if (!settings) throw new Error('The siteSettings document is missing from the dataset')
  return settings
})

export const getFooterDestinations = cache(() =>
  sanityFetch({ query: footerDestinationsQuery, tags: ['region', 'city'] }),
)
