import type { LogoSpec } from '../art/logos.ts'

type LogoData = { slug: string; name: string; url: string; logo: Omit<LogoSpec, 'kind' | 'seed'>; alt: string }

export const site = {
  title: 'Meridian Business Travel',
  description:
    'Business-class and first-class flights for less, found by fare specialists and booked by real people. A sample website with fictional fares.',
  salesPhone: { digits: '18005550142', formatted: '+1 (800) 555-0142' },
  salesEmail: 'sales@example.com',
  contactEmail: 'hello@example.com',
  address: {
    street: '1450 Brickell Bay Drive, Suite 1200',
    city: 'Miami',
    region: 'FL',
    postalCode: '33131',
    country: 'United States',
  },
  licence: 'California Seller of Travel No. 2000000-40 · Florida Seller of Travel Reg. No. ST00000 (sample)',
  copyrightYears: '2024-2025',
  seo: {
    title: 'Meridian Business Travel: business class for less',
    description:
      'Sample business-class fares to Europe, Asia, Africa, the Middle East, Oceania and Latin America, checked by fare specialists. Call or request a quote.',
  },
  footerAirlines: [
    'cedar-atlantic-airways',
    'lumen-skyways',
    'riviera-crest-airlines',
    'alameda-airways',
    'aurora-pacific',
    'jade-crescent-airlines',
    'saffron-gulf-airways',
    'tasman-reach-airways',
  ],
}

/** Exactly two memberships: an air-travel trade association and another industry body. */
export const memberships: LogoData[] = [
  {
    slug: 'air-travel-ticketing-association',
    name: 'Air Travel Ticketing Association (sample)',
    url: 'https://example.com/air-travel-ticketing-association',
    logo: {
      shape: 'circle',
      motif: 'globe',
      wings: 'lines',
      primary: '#1d3557',
      secondary: '#f1faee',
      wing: '#457b9d',
    },
    alt: 'Emblem of the Air Travel Ticketing Association (sample): a globe in a navy ring with lines either side',
  },
  {
    slug: 'business-travel-guild',
    name: 'Business Travel Guild (sample)',
    url: 'https://example.com/business-travel-guild',
    logo: {
      shape: 'shield',
      motif: 'laurel',
      wings: 'feathers',
      primary: '#5b3f8c',
      secondary: '#ffd166',
      wing: '#9d7cd8',
    },
    alt: 'Emblem of the Business Travel Guild (sample): a gold laurel on a purple shield with wings',
  },
]

/** Payment, insurance, hotel and assistance partners (all fictional). */
export const partners: LogoData[] = [
  {
    slug: 'harbor-secure-pay',
    name: 'Harbor Secure Pay (sample)',
    url: 'https://example.com/harbor-secure-pay',
    logo: {
      shape: 'rounded-square',
      motif: 'cards',
      wings: 'dots',
      primary: '#14213d',
      secondary: '#fca311',
      wing: '#fca311',
    },
    alt: 'Harbor Secure Pay (sample) emblem: two stacked cards on a dark square',
  },
  {
    slug: 'bluepoint-travel-insurance',
    name: 'Bluepoint Travel Insurance (sample)',
    url: 'https://example.com/bluepoint-travel-insurance',
    logo: { shape: 'shield', motif: 'check', wings: 'bars', primary: '#1565c0', secondary: '#ffffff', wing: '#64b5f6' },
    alt: 'Bluepoint Travel Insurance (sample) emblem: a tick on a blue shield',
  },
  {
    slug: 'lantern-hotels-collection',
    name: 'Lantern Hotels Collection (sample)',
    url: 'https://example.com/lantern-hotels-collection',
    logo: {
      shape: 'hexagon',
      motif: 'arch',
      wings: 'swoosh',
      primary: '#8d5524',
      secondary: '#fff3e0',
      wing: '#e0a96d',
    },
    alt: 'Lantern Hotels Collection (sample) emblem: a doorway beneath a roof on a bronze hexagon',
  },
  {
    slug: 'compass-assist',
    name: 'Compass Assist (sample)',
    url: 'https://example.com/compass-assist',
    logo: { shape: 'circle', motif: 'ring', wings: 'lines', primary: '#c62828', secondary: '#ffffff', wing: '#ef9a9a' },
    alt: 'Compass Assist (sample) emblem: a segmented ring on a red disc',
  },
]
