import { describe, expect, it } from 'vitest'
import { prefillFromSearch, tripDraft } from './flight-request'

describe('the flight request draft', () => {
  it('keeps the trip as the form reads it and never the contact details', () => {
    expect(
      tripDraft({
        tripType: 'one-way',
        from: 'bos',
        to: 'DUB',
        departDate: '2027-05-01',
        returnDate: '',
        adults: '2',
        children: '1',
        infants: 0,
        cabin: 'first',
        name: 'Ada Flyer',
        email: 'ada@example.com',
        phone: '+1 212 555 0188',
        phoneConsent: true,
        deal: 'boston-dublin',
      }),
    ).toEqual({
      tripType: 'one-way',
      from: 'BOS',
      to: 'DUB',
      departDate: '2027-05-01',
      returnDate: '',
      adults: 2,
      children: 1,
      infants: 0,
      cabin: 'first',
    })
  })

  it('leaves out what the form would refuse, with the form’s own limits', () => {
    expect(tripDraft({ children: '8', infants: '9', adults: '0' })).toEqual({ children: 8 })
    expect(tripDraft({ from: 'BOST', to: '', departDate: 'soon', cabin: 'economy', tripType: 'multi-city' })).toEqual(
      {},
    )
  })

  it('reads a stored value of any shape as an empty draft or a partial one', () => {
    expect(tripDraft(null)).toEqual({})
    expect(tripDraft('{"from":"BOS"}')).toEqual({})
    expect(tripDraft([1, 2])).toEqual({})
    expect(tripDraft({ from: 'BOS', extra: 'x' })).toEqual({ from: 'BOS' })
  })
})

describe('the prefill of "Request this fare"', () => {
  it('takes the route, cabin, fare type and deal from the query', () => {
    expect(prefillFromSearch('?deal=boston-dublin&from=bos&to=DUB&cabin=business&trip=round-trip')).toEqual({
      deal: 'boston-dublin',
      from: 'BOS',
      to: 'DUB',
      cabin: 'business',
      tripType: 'round-trip',
    })
  })

  it('ignores empty, invalid and unknown parameters', () => {
    expect(prefillFromSearch('?deal=&from=BOST&to=D1B&cabin=economy&trip=multi-city&adults=4&name=x')).toEqual({})
    expect(prefillFromSearch('?deal=Not%20A%20Slug&from=lon')).toEqual({ from: 'LON' })
    expect(prefillFromSearch('')).toEqual({})
  })
})
