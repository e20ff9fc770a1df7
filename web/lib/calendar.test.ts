import { describe, expect, it } from 'vitest'
import { addDays, isIsoDay } from './calendar'

describe('calendar days', () => {
  it('are real dates written YYYY-MM-DD; impossible ones are refused, not thrown on', () => {
    expect(['2027-02-28', '2028-02-29', '0000-01-01', '9999-12-31'].every(isIsoDay)).toBe(true)
    for (const day of [
      '2027-02-29',
      '2027-02-30',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-1-1',
      '27-01-01',
      '',
    ])
      expect(isIsoDay(day), day).toBe(false)
  })

  it('add days across months, years and leap days', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01')
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
})
