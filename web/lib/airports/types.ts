/**
 * The shape of airports.json, written by build.ts and read by search.ts. Rows are tuples to
 * keep the file small (it ships to the browser with the airport picker).
 */

/** Airport size in OurAirports: `L` large_airport, `M` medium_airport (used for ranking). */
export type AirportSize = 'L' | 'M'

/** `[IATA code, airport name, city (OurAirports municipality, may be ''), ISO country, size]` */
export type AirportRow = [code: string, name: string, city: string, country: string, size: AirportSize]

/** A metropolitan IATA city code: `[code, city name, ISO country, its airports, most used first]` */
export type CityRow = [code: string, name: string, country: string, airports: string[]]

export type AirportData = {
  $comment: string
  /** ISO 3166-1 alpha-2 code → English name, only the countries used below */
  countries: Record<string, string>
  /** sorted by code */
  cities: CityRow[]
  /** sorted by code */
  airports: AirportRow[]
}
