import { describe, expect, it } from 'vitest'
import { maskedEmail, phoneEnding } from './masked'

describe('contact details on a confirmed booking', () => {
  it('shows a phone number by its last four digits only', () => {
    expect(phoneEnding('+1 (617) 555-0101')).toBe('ending in 0101')
    expect(phoneEnding('+44 20 7946 0958')).toBe('ending in 0958')
  })

  it('shows an e-mail address by its first character and its domain only', () => {
    expect(maskedEmail('ada@example.com')).toBe('a•••@example.com')
    expect(maskedEmail('ada.lovelace+trips@mail.example.com')).toBe('a•••@mail.example.com')
    expect(maskedEmail('not-an-address')).toBe('•••')
  })
})
