import 'server-only'
import type { Metadata } from 'next'
import { dealMetadata, getDeal } from './deal'
import { destinationMetadata, getCity, getRegion } from './destination'

/**
 * The generic two-segment routes (`/{type}/{slug}`, `/{type}/config/regions-tabs`;
 * docs/behaviour.md, "Routes"). `deal` shows a deal, `destination` a region or a city; each
 * also has a canonical route (`/all-deals/…`, `/region/…`, `/city/…`) that metadata points to.
 */
export const GENERIC_TYPES = ['deal', 'destination'] as const
export type GenericType = (typeof GENERIC_TYPES)[number]

export const isGenericType = (value: string): value is GenericType =>
  (GENERIC_TYPES as readonly string[]).includes(value)

/** What `/{type}/{slug}` shows, or null for a 404. */
export async function getGenericDocument({ type, slug }: { type: string; slug: string }) {
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

export async function genericDocumentMetadata(params: { type: string; slug: string }): Promise<Metadata> {
  const found = await getGenericDocument(params)
  if (!found) return {}
  if (found.kind === 'deal') return dealMetadata(found.deal)
  return found.kind === 'region' ? destinationMetadata('region', found.region) : destinationMetadata('city', found.city)
}
