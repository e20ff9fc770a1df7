import { describe, expect, it } from 'vitest'
import { addressFromComponents } from './places'

describe('addressFromComponents', () => {
  const component = (longText: string, types: string[], shortText = longText) => ({ longText, shortText, types })

  it('fills the billing form from a US place: number before street, the state as its code', () => {
    expect(
      addressFromComponents([
        component('1600', ['street_number']),
        component('Amphitheatre Parkway', ['route'], 'Amphitheatre Pkwy'),
        component('Mountain View', ['locality', 'political']),
        component('California', ['administrative_area_level_1', 'political'], 'CA'),
        component('United States', ['country', 'political'], 'US'),
        component('94043', ['postal_code']),
      ]),
    ).toEqual({
      line1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
      country: 'United States',
    })
  })

  it('writes the number after the street where the country does, and leaves missing parts empty', () => {
    expect(
      addressFromComponents([
        component('12', ['street_number']),
        component('Karl-Marx-Allee', ['route']),
        component('Berlin', ['locality']),
        component('Germany', ['country'], 'DE'),
      ]),
    ).toEqual({ line1: 'Karl-Marx-Allee 12', city: 'Berlin', region: '', postalCode: '', country: 'Germany' })
    expect(addressFromComponents([])).toEqual({ line1: '', city: '', region: '', postalCode: '', country: '' })
  })
})
