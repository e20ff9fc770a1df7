import type { LogoSpec } from '../art/logos.ts'
import type { ArtSpec, SceneSpec } from '../art/scenes.ts'

export type Seo = { title: string; description: string }

export type RegionKey = 'europe' | 'asia' | 'oceania' | 'africa' | 'middle-east' | 'latin-america' | 'indian-subc'

export type CityKey = 'paris' | 'rome' | 'london' | 'barcelona' | 'madrid' | 'milan' | 'amsterdam'

export type Alliance = 'star-alliance' | 'oneworld' | 'skyteam' | 'none'

export type Cabin = 'business' | 'first' | 'premium-economy'

export type TripType = 'round-trip' | 'one-way'

/** A scene without its seed; the generator seeds it from the file name. */
export type SceneArt = Omit<SceneSpec, 'kind' | 'seed'>

export type RegionData = {
  key: RegionKey
  name: string
  intro: string
  body: string
  seo: Seo
  art: SceneArt
  alt: string
}

export type CityData = {
  key: CityKey
  name: string
  country: string
  iata: string
  intro: string
  body: string
  seo: Seo
  art: SceneArt
  alt: string
  /** A second variant used for deal images to this city. */
  dealArt: SceneArt
}

export type AirlineData = {
  slug: string
  name: string
  iata: string
  alliance: Alliance
  cabinName: string
  summary: string
  hubs: string[]
  body: string
  logo: Omit<LogoSpec, 'kind' | 'seed'>
}

export type Airport = { city: string; iata: string }

export type OriginKey =
  | 'new-york'
  | 'los-angeles'
  | 'chicago'
  | 'san-francisco'
  | 'miami'
  | 'boston'
  | 'washington'
  | 'houston'
  | 'seattle'
  | 'dallas'
  | 'atlanta'

export type DestinationData = {
  key: string
  city: string
  iata: string
  country: string
  region: RegionKey
  /** Set for the seven top cities. */
  cityKey?: CityKey
  /** Name used in deal slugs when it differs from `key` (a second airport of one city). */
  slugAs?: string
  /** Another destination whose image this one shares. */
  imageAs?: string
  /** One or two sentences about arriving there, used in deal copy. */
  blurb: string
  art?: SceneArt
  alt: string
}

export type DealData = {
  from: OriginKey
  to: string
  airlines: string[]
  cabin: Cabin
  tripType: TripType
  fareFrom: number
  /** Published fare as a multiple of fareFrom (1.25–1.55). */
  markup: number
  window: [string, string]
  /** Days inside the window when departures are not sold at this fare (both ends included). */
  blackoutDates?: { start: string; end: string; reason?: string }[]
  checked: string
  /** An extra sentence specific to this deal. */
  note: string
}

export type PostData = {
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  author: string
  categories: string[]
  body: string
  seo: Seo
  art: ArtSpec
  alt: string
}

export type PageData = {
  slug: string
  title: string
  kind: 'legal' | 'about' | 'landing'
  intro?: string
  body: string
  updatedAt?: string
  showDeals?: boolean
  seo: Seo
}
