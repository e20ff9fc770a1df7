import { describe, expect, it } from 'vitest'
import { priceBooking, unitFare } from './pricing'

describe('booking prices', () => {
  it('charge adults the deal fare, children 75 % and lap infants 10 %, rounded to whole dollars', () => {
    expect(unitFare(2480, 'adult')).toBe(2480)
    expect(unitFare(2480, 'child')).toBe(1860)
    expect(unitFare(2485, 'child')).toBe(1864)
    expect(unitFare(2485, 'infant')).toBe(249)
  })

  it('total every traveller, taxes and fees included, and itemise by kind', () => {
    const price = priceBooking({ perAdult: 2480, published: 3720 }, { adults: 2, children: 1, infants: 1 })
    expect(price.lines).toEqual([
      { type: 'adult', count: 2, unitFare: 2480, subtotal: 4960 },
      { type: 'child', count: 1, unitFare: 1860, subtotal: 1860 },
      { type: 'infant', count: 1, unitFare: 248, subtotal: 248 },
    ])
    expect(price.total).toBe(7068)
    expect(price.perAdult).toBe(2480)
  })

  it('compare with the published fare for the same travellers', () => {
    const price = priceBooking({ perAdult: 2480, published: 3720 }, { adults: 2, children: 1, infants: 0 })
    expect(price.publishedTotal).toBe(3720 * 2 + 2790)
    expect(price.saving).toBe(price.publishedTotal! - price.total)
  })

  it('show no saving without a published fare, or when it is not higher', () => {
    expect(priceBooking({ perAdult: 2480, published: null }, { adults: 1, children: 0, infants: 0 }).saving).toBeNull()
    expect(priceBooking({ perAdult: 2480, published: 2400 }, { adults: 1, children: 0, infants: 0 }).saving).toBeNull()
  })
})
