import { describe, expect, it } from 'vitest'
import { formatBlackoutDates } from './format'

describe('formatBlackoutDates', () => {
  it('words one range within a month as the deal page shows it', () => {
    expect(formatBlackoutDates([{ start: '2027-03-12', end: '2027-03-19' }])).toBe(
      'Not valid for departures 12–19 March 2027',
    )
  })

  it('keeps the reason in brackets', () => {
    expect(formatBlackoutDates([{ start: '2027-03-19', end: '2027-03-29', reason: 'Easter' }])).toBe(
      'Not valid for departures 19–29 March 2027 (Easter)',
    )
  })

  it('names both months of a range across months, and both years across years', () => {
    expect(formatBlackoutDates([{ start: '2027-03-20', end: '2027-04-05' }])).toBe(
      'Not valid for departures 20 March – 5 April 2027',
    )
    expect(formatBlackoutDates([{ start: '2027-12-20', end: '2028-01-03', reason: 'Holidays' }])).toBe(
      'Not valid for departures 20 December 2027 – 3 January 2028 (Holidays)',
    )
  })

  it('gives a one-day range as a single date', () => {
    expect(formatBlackoutDates([{ start: '2027-07-04', end: '2027-07-04', reason: null }])).toBe(
      'Not valid for departures 4 July 2027',
    )
  })

  it('lists several ranges earliest first in one sentence', () => {
    expect(
      formatBlackoutDates([
        { start: '2027-10-22', end: '2027-11-05', reason: 'Diwali' },
        { start: '2027-02-04', end: '2027-02-11', reason: 'Carnival' },
        { start: '2027-05-14', end: '2027-05-28' },
      ]),
    ).toBe(
      'Not valid for departures 4–11 February 2027 (Carnival), 14–28 May 2027 and 22 October – 5 November 2027 (Diwali)',
    )
  })

  it('returns null when there is nothing complete to say', () => {
    expect(formatBlackoutDates(null)).toBeNull()
    expect(formatBlackoutDates(undefined)).toBeNull()
    expect(formatBlackoutDates([])).toBeNull()
    expect(formatBlackoutDates([{ start: '2027-03-12', end: null, reason: 'Easter' }])).toBeNull()
  })

  it('ignores a blank reason', () => {
    expect(formatBlackoutDates([{ start: '2027-03-12', end: '2027-03-19', reason: '  ' }])).toBe(
      'Not valid for departures 12–19 March 2027',
    )
  })
})
