const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

export const formatUsd = (amount: number) => usd.format(amount)

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** Dates in content are calendar dates (`2026-11-12`) or instants; both shown in UTC. */
export const formatDate = (value: string) => longDate.format(new Date(value))

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

export const formatShortDate = (value: string) => shortDate.format(new Date(value))

export const CABIN_LABELS: Record<string, string> = {
  business: 'Business class',
  first: 'First class',
  'premium-economy': 'Premium economy',
}

export const TRIP_TYPE_LABELS: Record<string, string> = {
  'round-trip': 'round trip',
  'one-way': 'one way',
}
