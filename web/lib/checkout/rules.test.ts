import { describe, expect, it } from 'vitest'
import {
  MIN_LEAD_DAYS,
  ageOn,
  isBookable,
  passengerCount,
  passengerTypeOn,
  passengerTypes,
  travelDateProblem,
  travelDates,
} from './rules'
import { addDays } from '@/lib/calendar'

const deal = {
  travelWindow: { start: '2027-01-10', end: '2027-03-31' },
  blackoutDates: [{ start: '2027-03-12', end: '2027-03-19', reason: 'Spring break' }],
}

describe('travel dates', () => {
  it('start at the window, or 3 days from today once the window has opened', () => {
    expect(travelDates(deal, '2026-11-23')).toEqual({ first: '2027-01-10', last: '2027-03-31' })
    expect(travelDates(deal, '2027-02-01')).toEqual({ first: addDays('2027-02-01', MIN_LEAD_DAYS), last: '2027-03-31' })
  })

  it('skip a blackout covering the first day, and chained blackouts too', () => {
    expect(travelDates(deal, '2027-03-10')?.first).toBe('2027-03-20')
    const chained = {
      ...deal,
      blackoutDates: [
        { start: '2027-01-10', end: '2027-01-15' },
        { start: '2027-01-16', end: '2027-01-20' },
      ],
    }
    expect(travelDates(chained, '2026-11-23')?.first).toBe('2027-01-21')
  })

  it('end the deal when no day is left to sell', () => {
    expect(isBookable(deal, '2027-03-28')).toBe(true)
    expect(isBookable(deal, '2027-03-29')).toBe(false)
    // The only days left (20–31 March) are blacked out.
    expect(isBookable({ ...deal, blackoutDates: [{ start: '2027-03-20', end: '2027-03-31' }] }, '2027-03-17')).toBe(
      false,
    )
  })

  it('say why a day cannot be chosen', () => {
    const today = '2027-01-01'
    expect(travelDateProblem('2027-01-09', deal, today)).toBe('Choose a date from 2027-01-10 on')
    expect(travelDateProblem('2027-04-01', deal, today)).toBe('This fare is valid for travel until 2027-03-31')
    expect(travelDateProblem('2027-03-15', deal, today)).toBe('Not available 2027-03-12 to 2027-03-19 (Spring break)')
    expect(travelDateProblem('2027-03-12', deal, today)).toMatch(/^Not available/)
    expect(travelDateProblem('2027-03-19', deal, today)).toMatch(/^Not available/)
    expect(travelDateProblem('2027-03-20', deal, today)).toBeNull()
    expect(travelDateProblem('2027-03-31', deal, today)).toBeNull()
    expect(travelDateProblem('2027-03-31', deal, '2027-03-30')).toBe('This fare can no longer be booked')
  })
})

describe('passenger types on the departure date', () => {
  it('count age in whole years, birthdays included', () => {
    expect(ageOn('2015-03-20', '2027-03-19')).toBe(11)
    expect(ageOn('2015-03-20', '2027-03-20')).toBe(12)
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10)
    expect(ageOn('2016-02-29', '2027-03-01')).toBe(11)
  })

  it('are infant under 2, child from 2 to 11, adult from 12', () => {
    const depart = '2027-03-20'
    expect(passengerTypeOn('2025-03-21', depart)).toBe('infant')
    expect(passengerTypeOn('2025-03-20', depart)).toBe('child')
    expect(passengerTypeOn('2015-03-21', depart)).toBe('child')
    expect(passengerTypeOn('2015-03-20', depart)).toBe('adult')
    expect(passengerTypeOn('1960-01-01', depart)).toBe('adult')
  })

  it('list adults, then children, then infants, and count them for the header', () => {
    const trip = { adults: 2, children: 1, infants: 1 }
    expect(passengerTypes(trip)).toEqual(['adult', 'adult', 'child', 'infant'])
    expect(passengerCount(trip)).toBe('4 passengers')
    expect(passengerCount({ adults: 1, children: 0, infants: 0 })).toBe('1 passenger')
  })
})
