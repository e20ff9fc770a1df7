import { flightRequestFormSchema, type FlightRequestForm } from './schemas'

/**
 * What the flight request takes from outside the form: the visitor's own half-filled trip (the
 * draft the browser keeps) and a deal's "Request this fare" link. Both are read with the form's
 * own schema, field by field, so they hold nothing the form would refuse (three letters for an
 * airport, at most 8 children, …) and there is no second set of rules to keep in step.
 */

const fields = flightRequestFormSchema.shape
type FieldName = keyof typeof fields

/** Each named field whose value the form's schema accepts, as that schema reads it; the rest are left out. */
function acceptedFields<K extends FieldName>(
  names: readonly K[],
  values: unknown,
): Partial<Pick<FlightRequestForm, K>> {
  const source = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {}
  const accepted: Partial<Record<K, unknown>> = {}
  for (const name of names) {
    if (source[name] === undefined) continue
    const parsed = fields[name].safeParse(source[name])
    if (parsed.success && parsed.data !== undefined) accepted[name] = parsed.data
  }
  return accepted as Partial<Pick<FlightRequestForm, K>>
}

/** The trip part of a request: all the browser keeps while it is filled in, never contact details. */
const TRIP_FIELDS = [
  'tripType',
  'from',
  'to',
  'departDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'cabin',
] as const satisfies readonly FieldName[]

export type TripDraft = Partial<Pick<FlightRequestForm, (typeof TRIP_FIELDS)[number]>>

/** The draft to keep for the form's current values (or to restore from a stored one). */
export const tripDraft = (values: unknown): TripDraft => acceptedFields(TRIP_FIELDS, values)

/**
 * A deal's route, cabin and fare type from the request page's query, as "Request this fare"
 * links it (`/flight?from=BOS&to=DUB&cabin=business&trip=round-trip&deal=…`). Empty and invalid
 * parameters are ignored.
 */
export function prefillFromSearch(search: string): Partial<FlightRequestForm> {
  const params = new URLSearchParams(search)
  const given = (name: string) => params.get(name) || undefined
  return acceptedFields(['from', 'to', 'cabin', 'tripType', 'deal'], {
    from: given('from'),
    to: given('to'),
    cabin: given('cabin'),
    tripType: given('trip'),
    deal: given('deal'),
  })
}
