import 'server-only'
import { defineQuery } from 'next-sanity'
import { cache } from 'react'
import { contentRead, sanityFetch } from '@/lib/sanity/fetch'
import { image, logo, seo } from './fragments'

export const settingsQuery = defineQuery(`
  *[_id == "siteSettings"][0] {
    title,
    description,
    salesPhone,
    salesEmail,
    contactEmail,
    address,
    licence,
    copyrightYears,
    memberships[] { ${logo} },
    partners[] { ${logo} },
    "footerAirlines": footerAirlines[]->{ _id, name, "slug": slug.current, logo { ${image} } },
    ${seo}
  }
`)

/** The settings document itself, for click-to-edit on the fields the header and footer show. */
export const SITE_SETTINGS = { _id: 'siteSettings' }

export const settingsRead = contentRead(settingsQuery, () => ['siteSettings', 'airline'])

/** Site settings: every layout and page needs them, so they are read once per render. */
export const getSettings = cache(async () => {
  const settings = await sanityFetch(settingsRead)
  if (!settings) throw new Error('The siteSettings document is missing from the dataset')
  return settings
})

export type Settings = Awaited<ReturnType<typeof getSettings>>

export const footerDestinationsQuery = defineQuery(`{
  "regions": *[_type == "region" && defined(slug.current)] | order(order asc) { _id, name, "slug": slug.current },
  "cities": *[_type == "city" && defined(slug.current)] | order(order asc) { _id, name, "slug": slug.current }
}`)

export const footerDestinationsRead = contentRead(footerDestinationsQuery, () => ['region', 'city'])

/** The footer's Destinations and Top cities lists. */
export const getFooterDestinations = cache(() => sanityFetch(footerDestinationsRead))

export type FooterDestinations = Awaited<ReturnType<typeof getFooterDestinations>>
