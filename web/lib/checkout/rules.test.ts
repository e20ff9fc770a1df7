import { describe, expect, it } from 'vitest'
import {
  MIN_LEAD_DAYS,
  ageOn,
  isBookable,
  isOnSale,
  passengerCount,
  passengerTypeOn,
  passengerTypes,
  travelDateProblem,
  saleEndsAt,
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

describe('when a deal ends', () => {
  it('is the start of the day after its last bookable day, the same day the checkout stops selling it', () => {
    expect(saleEndsAt(deal)).toEqual(new Date('2027-03-29T00:00:00Z'))
    expect(isOnSale(deal, new Date('2027-03-28T23:59:59Z'))).toBe(true)
    expect(isOnSale(deal, new Date('2027-03-29T00:00:00Z'))).toBe(false)
    // Every day from 1 January to well past the window: the list and the checkout agree.
    for (let day = '2027-01-01'; day <= '2027-04-05'; day = addDays(day, 1)) {
      expect(isOnSale(deal, new Date(`${day}T12:00:00Z`)), day).toBe(isBookable(deal, day))
    }
  })

  it('comes earlier when blackouts cover the end of the window, and never when all of it is blacked out', () => {
    const lastWeekOut = { ...deal, blackoutDates: [{ start: '2027-03-25', end: '2027-03-31' }] }
    expect(saleEndsAt(lastWeekOut)).toEqual(new Date('2027-03-22T00:00:00Z'))
    expect(travelDates(lastWeekOut, '2027-03-01')?.last).toBe('2027-03-24')
    const allOut = { ...deal, blackoutDates: [{ start: '2027-01-10', end: '2027-03-31' }] }
    expect(isOnSale(allOut, new Date('2026-12-01T00:00:00Z'))).toBe(false)
  })

  it('is the offer end, to the second, when the editor set one before the window closes', () => {
    const offer = { ...deal, offerEnds: '2027-02-14T17:00:00.000Z' }
    expect(saleEndsAt(offer)).toEqual(new Date('2027-02-14T17:00:00Z'))
    expect(isOnSale(offer, new Date('2027-02-14T16:59:59Z'))).toBe(true)
    expect(isOnSale(offer, new Date('2027-02-14T17:00:00Z'))).toBe(false)
    expect(saleEndsAt({ ...deal, offerEnds: '2027-06-01T00:00:00Z' })).toEqual(new Date('2027-03-29T00:00:00Z'))
  })

  it('never comes for a deal with no travel window and no offer end', () => {
    expect(saleEndsAt({ travelWindow: null, blackoutDates: null })).toBeNull()
    expect(isOnSale({}, new Date('2099-01-01T00:00:00Z'))).toBe(true)
    expect(saleEndsAt({ offerEnds: '2027-02-14T17:00:00Z' })).toEqual(new Date('2027-02-14T17:00:00Z'))
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
