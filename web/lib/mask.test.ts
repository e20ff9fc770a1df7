import { describe, expect, it } from 'vitest'
import { applyMask, maskPhone } from './mask'

describe('applyMask', () => {
  it('fills digit, letter and alphanumeric tokens and inserts literals as the visitor types', () => {
    expect(applyMask('12345', '##-###')).toBe('12-345')
    expect(applyMask('ab12', '@@ ##')).toBe('ab 12')
    expect(applyMask('a1b2', '****')).toBe('a1b2')
    expect(applyMask('12', '##-###')).toBe('12')
  })

  it('skips characters a token does not accept', () => {
    expect(applyMask('1a2b3', '###')).toBe('123')
    expect(applyMask('x', '###')).toBe('')
  })
})

describe('maskPhone', () => {
  it('formats North American numbers with the +1 prefix', () => {
    expect(maskPhone('8005550142')).toBe('+1 (800) 555-0142')
    expect(maskPhone('18005550142')).toBe('+1 (800) 555-0142')
    expect(maskPhone('+1 800 555 0142')).toBe('+1 (800) 555-0142')
    expect(maskPhone('800')).toBe('+1 (800')
  })

  it('leaves other international numbers as typed, without letters', () => {
    expect(maskPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(maskPhone('+44 20 abc')).toBe('+44 20 ')
  })

  it('never grows past the mask', () => {
    expect(maskPhone('1800555014299999')).toBe('+1 (800) 555-0142')
  })
})
