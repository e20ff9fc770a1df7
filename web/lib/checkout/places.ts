import { z } from 'zod'
import { MAPS } from '@/lib/constants'

/**
 * The billing address's suggestions, asked of Google's Places API (New) web service by the
 * server (docs/checkout.md, "Address suggestions"): the traveller's browser talks only to this
 * site, so the booking's page runs no third-party script and its address never leaves it
 * (docs/privacy.md, "The booking link"). Google receives the typed text, a session token and
 * the key, nothing else. Two calls, as Google bills them as one session: suggestions while the
 * traveller types, then the chosen place's address components.
 */

/** Google's address by default; tests point `GOOGLE_PLACES_URL` at a loopback stand-in. */
export const PLACES_API_URL = 'https://places.googleapis.com/v1'

/** At most this long a wait for Google: a suggestion that comes later is no use to a typist. */
const TIMEOUT_MS = 3_000
/** Street addresses and buildings, as a billing address is (at most five types). */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route']

export type PlacesConfig = { key: string; url?: string }
export type AddressSuggestion = { id: string; text: string }
export type PostalAddress = { line1: string; city: string; region: string; postalCode: string; country: string }

const text = z.object({ text: z.string() })
const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z.object({ placeId: z.string().min(1).max(512), text }).optional(),
      }),
    )
    .default([]),
})
const addressComponent = z.object({
  longText: z.string().default(''),
  shortText: z.string().default(''),
  types: z.array(z.string()).default([]),
})
const placeAnswer = z.object({ addressComponents: z.array(addressComponent).default([]) })
export type AddressComponent = z.infer<typeof addressComponent>

async function ask(config: PlacesConfig, path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(`${config.url ?? PLACES_API_URL}${path}`, {
    ...init,
    headers: { ...init.headers, 'X-Goog-Api-Key': config.key },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Places API answered ${response.status}`)
  return response.json()
}

/** Up to five addresses that match what the traveller typed, each with its place id. */
export async function suggestAddresses(
  config: PlacesConfig,
  input: string,
  sessionToken: string,
): Promise<AddressSuggestion[]> {
  const answer = autocompleteAnswer.parse(
    await ask(config, '/places:autocomplete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input, sessionToken, languageCode: MAPS.language, includedPrimaryTypes: ADDRESS_TYPES }),
    }),
  )
  return answer.suggestions
    .flatMap(({ placePrediction: place }) => (place ? [{ id: place.placeId, text: place.text.text }] : []))
    .slice(0, 5)
}

/** The chosen place's address in the billing form's shape, ending the session. */
export async function placeAddress(config: PlacesConfig, id: string, sessionToken: string): Promise<PostalAddress> {
  const query = new URLSearchParams({ languageCode: MAPS.language, sessionToken })
  const answer = placeAnswer.parse(
    await ask(config, `/places/${encodeURIComponent(id)}?${query}`, {
      headers: { 'X-Goog-FieldMask': 'addressComponents' },
    }),
  )
  return addressFromComponents(answer.addressComponents)
}

/**
 * A place's address in the shape of the billing form: street number and route as the first line
 * (in the order the country writes them), the city, the state or province as its short code, the
 * postal code and the country's name. Missing parts are empty.
 */
export function addressFromComponents(components: readonly AddressComponent[]): PostalAddress {
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') =>
    components.find((component) => component.types.includes(type))?.[form] ?? ''
  const number = part('street_number')
  const route = part('route')
  const countryCode = part('country', 'shortText')
  // Most of Europe writes the number after the street name.
  const numberLast = countryCode !== '' && !['US', 'CA', 'AU', 'NZ', 'GB', 'IE', 'FR'].includes(countryCode)
  return {
    line1: (numberLast ? [route, number] : [number, route]).filter(Boolean).join(' '),
    city: part('locality') || part('postal_town') || part('administrative_area_level_2'),
    region: part('administrative_area_level_1', 'shortText'),
    postalCode: part('postal_code'),
    country: part('country'),
  }
}
