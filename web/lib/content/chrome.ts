import 'server-only'
import { cache } from 'react'
import { LOGO_SIZES } from '@/lib/constants'
import type { Phone } from '@/components/PhoneLink'
import { editable, editing, fieldEdits, type EditAttributes } from '@/lib/sanity/editing'
import { fixedSizeSources, type ImageValue } from '@/lib/sanity/image'
import { getFooterDestinations, getSettings, SITE_SETTINGS } from './settings'

/**
 * What the header and footer show, as the plain data their client components draw
 * (docs/performance.md, "Page weight": the chrome's markup is code, not page data). Every field
 * is one a visitor sees; nothing is passed that the components know themselves (the site's own
 * links, sizes, labels), and click-to-edit attributes only in draft mode.
 */

/** Click-to-edit attributes of one field, present in draft mode only: every prop is page data. */
type Editable = { edit?: EditAttributes }

/** A logo beside its name: a membership, a partner, or an airline with a link to its page. */
export type ChromeLogo = Editable & { name: string; src?: string; srcSet?: string; href?: string }

export type ChromeLink = Editable & { label: string; href: string }

/** A field of the settings document in draft mode (lib/sanity/editing.ts). */
type SettingsEdits<Field extends string> = { edits?: Partial<Record<Field, EditAttributes>> }

export type HeaderContent = SettingsEdits<'salesPhone'> & {
  siteName: string
  phone: Phone
  memberships: ChromeLogo[]
}

export type FooterContact = SettingsEdits<'address' | 'salesPhone' | 'contactEmail' | 'copyrightYears' | 'licence'> & {
  /** The postal address, line by line. */
  address: string[]
  phone: Phone
  email: string
  copyright: string
  licence: string
}

export type FooterContent = {
  contact: FooterContact
  /** Partner and airline logos, Destinations and Top cities; the checkout's footer has none. */
  lists?: { partners: ChromeLogo[]; airlines: ChromeLogo[]; regions: ChromeLink[]; cities: ChromeLink[] }
}

/** The number's two forms, without the document's `_type`. */
const phoneOf = (phone: Phone): Phone => phone && { digits: phone.digits, formatted: phone.formatted }

/** A logo's name, and its picture's sources when it has one (the name is shown either way). */
function logo(name: string | null | undefined, image: ImageValue | undefined, width: number): ChromeLogo {
  return { name: name ?? '', ...(image?.asset ? fixedSizeSources(image, width) : {}) }
}

/** The settings fields the chrome shows that an editor can click in draft mode. */
async function settingsEdits<Field extends string>(fields: Field[]): Promise<SettingsEdits<Field>> {
  return fieldEdits((await editing())(SITE_SETTINGS, 'siteSettings'), fields)
}

export const getHeaderContent = cache(async (): Promise<HeaderContent> => {
  const settings = await getSettings()
  const edit = (await editing())(SITE_SETTINGS, 'siteSettings')
  return {
    siteName: settings.title ?? '',
    phone: phoneOf(settings.salesPhone),
    memberships: (settings.memberships ?? []).map((membership) => ({
      ...logo(membership.name, membership.image, LOGO_SIZES.membership.width),
      ...editable(edit(`memberships[_key=="${membership._key}"]`)),
    })),
    ...(await settingsEdits(['salesPhone'])),
  }
})

export const getFooterContent = cache(async (variant: 'default' | 'checkout' = 'default'): Promise<FooterContent> => {
  const settings = await getSettings()
  const { address } = settings
  const contact: FooterContact = {
    address: [
      address?.street ?? '',
      `${address?.city ?? ''}${address?.region ? `, ${address.region}` : ''} ${address?.postalCode ?? ''}`,
      address?.country ?? '',
    ],
    phone: phoneOf(settings.salesPhone),
    email: settings.contactEmail ?? '',
    copyright: `© ${settings.copyrightYears ?? ''} ${settings.title ?? ''}. All rights reserved.`,
    licence: settings.licence ?? '',
    ...(await settingsEdits(['address', 'salesPhone', 'contactEmail', 'copyrightYears', 'licence'])),
  }
  if (variant === 'checkout') return { contact }

  const editDocument = await editing()
  const edit = editDocument(SITE_SETTINGS, 'siteSettings')
  const destinations = await getFooterDestinations()
  return {
    contact,
    lists: {
      partners: (settings.partners ?? []).map((partner) => ({
        ...logo(partner.name, partner.image, LOGO_SIZES.footer.width),
        ...editable(edit(`partners[_key=="${partner._key}"]`)),
      })),
      airlines: (settings.footerAirlines ?? []).map((airline) => ({
        ...logo(airline.name, airline.logo, LOGO_SIZES.footer.width),
        href: `/airlines/${airline.slug}`,
        ...editable(editDocument(airline, 'airline')('logo')),
      })),
      regions: destinations.regions.map((region) => ({
        label: region.name ?? '',
        href: `/region/${region.slug}`,
        ...editable(editDocument(region, 'region')('name')),
      })),
      cities: destinations.cities.map((city) => ({
        label: city.name ?? '',
        href: `/city/${city.slug}`,
        ...editable(editDocument(city, 'city')('name')),
      })),
    },
  }
})
