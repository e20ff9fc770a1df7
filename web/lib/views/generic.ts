/**
 * The generic two-segment routes (`/{type}/{slug}`, `/{type}/config/regions-tabs`) of
 * SPEC.md §2. `deal` shows a deal, `destination` a region or a city; both also have a
 * canonical home (`/all-deals/…`, `/region/…`, `/city/…`) that metadata points to.
 */
export const GENERIC_TYPES = ['deal', 'destination'] as const
export type GenericType = (typeof GENERIC_TYPES)[number]

export const isGenericType = (value: string): value is GenericType =>
  (GENERIC_TYPES as readonly string[]).includes(value)
