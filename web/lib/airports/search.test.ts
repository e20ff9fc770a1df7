import { describe, expect, it } from 'vitest'
import data from './airports.json'
import { airportLabel, findAirport, normalize, searchAirports } from './search'
import type { AirportData } from './types'

const codes = (query: string, limit?: number) => searchAirports(query, limit).map((place) => place.code)

describe('searchAirports', () => {
  it('puts a city code first, then its own airports', () => {
    const results = searchAirports('lon')
    expect(results[0]).toMatchObject({ code: 'LON', kind: 'city', name: 'London', country: 'United Kingdom' })
    expect(codes('lon').slice(1, 7)).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'])
    expect(results.slice(1, 7).every((place) => place.kind === 'airport' && place.metro === 'LON')).toBe(true)
  })

  it('finds an exact IATA code first, in any case', () => {
    expect(searchAirports('JFK')[0]).toEqual({
      code: 'JFK',
      name: 'John F Kennedy International Airport',
      city: 'New York',
      country: 'United States',
      kind: 'airport',
      metro: 'NYC',
    })
    expect(codes('jfk')[0]).toBe('JFK')
    expect(codes('cdg')[0]).toBe('CDG')
  })

  it('matches city-name prefixes, several words included', () => {
    expect(codes('new y').slice(0, 4)).toEqual(['NYC', 'JFK', 'EWR', 'LGA'])
    expect(codes('tokyo')).toEqual(['TYO', 'HND', 'NRT'])
  })

  it('ignores case and accents', () => {
    expect(codes('zurich')[0]).toBe('ZRH')
    expect(codes('zürich')[0]).toBe('ZRH')
    expect(codes('ZÜRICH')[0]).toBe('ZRH')
    expect(codes('sao paulo')[0]).toBe('SAO')
    expect(codes('São Paulo')[0]).toBe('SAO')
    expect(codes('koln')).toContain('CGN')
    expect(codes('ohare')).toContain('ORD')
  })

  it('matches word prefixes of airport names and country names', () => {
    expect(codes('heathrow')).toEqual(['LHR'])
    expect(codes('gatwick')).toEqual(['LGW'])
    expect(codes('heathrow london')).toEqual(['LHR'])
    expect(codes('switzerland')).toContain('ZRH')
  })

  it('prefers large airports whose name has the city', () => {
    expect(codes('barcelona')[0]).toBe('BCN')
  })

  it('finds nothing for an empty or one-letter query', () => {
    expect(searchAirports('')).toEqual([])
    expect(searchAirports('   ')).toEqual([])
    expect(searchAirports('l')).toEqual([])
    expect(searchAirports(' é ')).toEqual([])
    expect(searchAirports('zzqx')).toEqual([])
  })

  it('respects the limit', () => {
    expect(searchAirports('lon')).toHaveLength(8)
    expect(codes('lon', 3)).toEqual(['LON', 'LHR', 'LGW'])
    expect(searchAirports('united states', 20)).toHaveLength(20)
    expect(searchAirports('lon', 0)).toEqual([])
  })
})

describe('findAirport', () => {
  it('finds city codes with their airports', () => {
    expect(findAirport('NYC')).toEqual({
      code: 'NYC',
      name: 'New York',
      city: 'New York',
      country: 'United States',
      kind: 'city',
      airports: ['JFK', 'EWR', 'LGA'],
    })
  })

  it('finds airports in any case and nothing for unknown codes', () => {
    expect(findAirport(' lhr ')).toMatchObject({ code: 'LHR', kind: 'airport', city: 'London', metro: 'LON' })
    expect(findAirport('XXX')).toBeUndefined()
    expect(findAirport('')).toBeUndefined()
  })
})

describe('airportLabel', () => {
  it('reads a chosen city code or airport', () => {
    expect(airportLabel(findAirport('LON')!)).toBe('London (LON) – all airports')
    expect(airportLabel(findAirport('CDG')!)).toBe('Charles de Gaulle International Airport (CDG), Paris')
  })
})

describe('normalize', () => {
  it('drops case, accents and apostrophes and collapses punctuation', () => {
    expect(normalize('  Zürich ')).toBe('zurich')
    expect(normalize("Chicago O'Hare")).toBe('chicago ohare')
    expect(normalize('Rome–Fiumicino')).toBe('rome fiumicino')
    expect(normalize('Łódź Øresund Straße')).toBe('lodz oresund strasse')
  })
})

describe('airports.json', () => {
  const airportData = data as unknown as AirportData

  it('is sorted by code, with unique codes', () => {
    const all = [...airportData.cities, ...airportData.airports].map((row) => row[0])
    expect(new Set(all).size).toBe(all.length)
    for (const rows of [airportData.cities, airportData.airports]) {
      const sorted = rows.map((row) => row[0])
      expect(sorted).toEqual([...sorted].sort())
    }
  })

  it('has a country name for every airport and every city airport in the data', () => {
    for (const [, , , country] of airportData.airports) expect(airportData.countries[country]).toBeTruthy()
    for (const [code, , , airports] of airportData.cities) {
      for (const airport of airports) expect(findAirport(airport), `${code}: ${airport}`).toBeDefined()
    }
  })

  it('covers the airports of the sample deals', () => {
    for (const code of ['JFK', 'LAX', 'ORD', 'SFO', 'MIA', 'BOS', 'IAD', 'IAH', 'SEA', 'DFW', 'ATL', 'LHR', 'CDG']) {
      expect(findAirport(code), code).toBeDefined()
    }
  })
})
