import data from './airports.json'
import type { AirportData } from './types'

/**
 * Airport and city-code search for the airport picker. Pure and synchronous; the index is
 * built once, on first use. Importing this module puts the airport data (~220 KB of JSON,
 * much less gzipped) in the bundle of whatever imports it, so only the picker should.
 */

export type AirportKind = 'airport' | 'city'

export type Airport = Readonly<{
  /** IATA airport code, or IATA metropolitan city code for `kind: 'city'` */
  code: string
  /** airport name; for a city code, the city's name */
  name: string
  /** the city it serves ('' for a few airports OurAirports gives no municipality) */
  city: string
  /** English country name */
  country: string
  kind: AirportKind
  /** `kind: 'city'` only: the codes of its airports, most used first */
  airports?: readonly string[]
  /** airports in a metropolitan area: the city code that groups them (LHR → LON) */
  metro?: string
}>

type Entry = {
  place: Airport
  large: boolean
  /** lower-case code */
  code: string
  /** normalized fields, each with a leading space so ' ' + query finds word prefixes */
  name: string
  city: string
  /** for airports in a metro area: the metro's name (Narita, Newark … match Tokyo, New York) */
  metroCity: string
  country: string
  /** every searchable word, for multi-word queries in any order ("heathrow london") */
  all: string
}

const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
}

/**
 * Lower case, accents and apostrophes removed, anything else that is not a letter or a digit
 * turned into single spaces: 'Zürich' → 'zurich', "O'Hare" → 'ohare', 'Rome–Fiumicino' →
 * 'rome fiumicino'.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþħ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’ʻ`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

type Index = { entries: Entry[]; byCode: Map<string, Entry> }
let index: Index | undefined

function buildIndex(): Index {
  const raw = data as unknown as AirportData
  const countryName = (iso: string): string => raw.countries[iso] ?? iso
  const metroOf = new Map<string, { code: string; name: string }>()
  for (const [code, name, , members] of raw.cities) for (const member of members) metroOf.set(member, { code, name })

  const entries: Entry[] = []
  const add = (place: Airport, large: boolean, metroName = '') => {
    const name = normalize(place.name)
    const city = normalize(place.city)
    const metroCity = normalize(metroName)
    const country = normalize(place.country)
    const code = place.code.toLowerCase()
    entries.push({
      place,
      large,
      code,
      name: ` ${name}`,
      city: ` ${city}`,
      metroCity: metroCity ? ` ${metroCity}` : '',
      country: ` ${country}`,
      all: ` ${[code, name, city, metroCity, country].join(' ')}`,
    })
  }
  for (const [code, name, country, airports] of raw.cities) {
    add(Object.freeze({ code, name, city: name, country: countryName(country), kind: 'city', airports }), true)
  }
  for (const [code, name, city, country, size] of raw.airports) {
    const metro = metroOf.get(code)
    const place: Airport = { code, name, city, country: countryName(country), kind: 'airport' }
    add(Object.freeze(metro ? { ...place, metro: metro.code } : place), size === 'L', metro?.name)
  }
  return { entries, byCode: new Map(entries.map((entry) => [entry.place.code, entry])) }
}

const getIndex = (): Index => (index ??= buildIndex())

const NO_MATCH = 99

/**
 * How well an entry matches (lower is better), by the tiers searchAirports documents.
 * `q` is the normalized query, `sq` the same with a leading space.
 */
function tier(entry: Entry, q: string, sq: string, words: string[]): number {
  if (entry.code === q) return 0
  const cityPrefix = entry.city.startsWith(sq) || entry.metroCity.startsWith(sq)
  if (cityPrefix) return entry.place.kind === 'city' ? 1 : 2
  if (entry.name.includes(sq) || entry.city.includes(sq) || entry.metroCity.includes(sq)) return 3
  if (entry.country.includes(sq)) return 4
  if (words.length === 1 && q.length < 3 && entry.code.startsWith(q)) return 5
  if (words.length > 1 && words.every((word) => entry.all.includes(` ${word}`))) return 6
  return NO_MATCH
}

type Match = { entry: Entry; tier: number; exact: boolean; inName: boolean }

function compare(a: Match, b: Match): number {
  return (
    a.tier - b.tier ||
    Number(b.entry.place.kind === 'city') - Number(a.entry.place.kind === 'city') ||
    Number(b.exact) - Number(a.exact) ||
    Number(b.entry.large) - Number(a.entry.large) ||
    Number(b.inName) - Number(a.inName) ||
    (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0) ||
    (a.entry.code < b.entry.code ? -1 : 1)
  )
}

/**
 * Airports and metropolitan city codes matching what a visitor typed, best first; case-,
 * accent- and punctuation-insensitive. Queries shorter than two letters find nothing.
 *
 * Ranking: the exact IATA code; city codes whose city name starts with the query; airports
 * whose city (or metro area) starts with it; airports and cities with a word of their name
 * or city starting with it; those in a country with a word starting with it; for two
 * letters, codes starting with them; last, queries of several words whose every word starts
 * a word of the code, name, city or country. Within a tier: city codes, then the exact city,
 * then large airports, then those whose name has the query too (Barcelona-El Prat before
 * another Barcelona's airport), then by name. A city code is followed by its own matching
 * airports, in its own order (LON: LHR, LGW, STN, LTN, LCY, SEN).
 */
export function searchAirports(query: string, limit = 8): Airport[] {
  const q = normalize(query)
  if (q.length < 2 || limit < 1) return []
  const sq = ` ${q}`
  const words = q.split(' ')

  const matches: Match[] = []
  for (const entry of getIndex().entries) {
    const t = tier(entry, q, sq, words)
    if (t === NO_MATCH) continue
    const exact = entry.city === sq || entry.metroCity === sq
    matches.push({ entry, tier: t, exact, inName: entry.name.includes(sq) })
  }
  matches.sort(compare)

  const matched = new Set(matches.map((match) => match.entry.place.code))
  const results: Airport[] = []
  const taken = new Set<string>()
  const take = (place: Airport) => {
    if (results.length < limit && !taken.has(place.code)) {
      taken.add(place.code)
      results.push(place)
    }
  }
  for (const { entry } of matches) {
    if (results.length >= limit) break
    take(entry.place)
    for (const member of entry.place.airports ?? []) {
      const airport = matched.has(member) ? getIndex().byCode.get(member) : undefined
      if (airport) take(airport.place)
    }
  }
  return results
}

/** The airport or city code `code` (any case), or undefined. */
export function findAirport(code: string): Airport | undefined {
  return getIndex().byCode.get(code.trim().toUpperCase())?.place
}

/**
 * How a chosen place reads in a text field: 'London (LON) – all airports',
 * 'London Heathrow Airport (LHR), London'.
 */
export function airportLabel(place: Airport): string {
  if (place.kind === 'city') return `${place.name} (${place.code}) – all airports`
  return place.city ? `${place.name} (${place.code}), ${place.city}` : `${place.name} (${place.code})`
}
