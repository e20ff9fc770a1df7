import { describe, expect, it } from 'vitest'
import { CHECKOUT_TOKEN_PATTERN, checkoutTokenOf } from './paths'
import { newCheckoutToken } from './token'

describe('checkout tokens', () => {
  it('are 128 random bits in base64url: 22 URL-safe characters', () => {
    const token = newCheckoutToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(16)
    expect(CHECKOUT_TOKEN_PATTERN.test(token)).toBe(true)
  })

  it('do not repeat, and use the whole alphabet', () => {
    const tokens = new Set(Array.from({ length: 2000 }, newCheckoutToken))
    expect(tokens.size).toBe(2000)
    const chars = new Set([...tokens].join(''))
    expect(chars.size).toBe(64)
  })

  it('refuse anything else as a token', () => {
    for (const value of [
      '',
      'short',
      `${newCheckoutToken()}x`,
      'a'.repeat(21),
      '3f9c2a7be41d4c0f8a6e',
      'abc/def+ghi=jklmnopqrs',
    ]) {
      expect(CHECKOUT_TOKEN_PATTERN.test(value)).toBe(false)
    }
  })
})

describe('checkoutTokenOf', () => {
  it("finds a booking's token in its page's path, and nothing in any other path", () => {
    const token = newCheckoutToken()
    expect(checkoutTokenOf(`/checkout/${token}`)).toBe(token)
    expect(checkoutTokenOf(`/checkout/${token}/`)).toBe(token)
    for (const path of ['/checkout/', `/checkout/${token}/more`, '/checkout/short', `/deal/${token}`, '/']) {
      expect(checkoutTokenOf(path), path).toBeUndefined()
    }
  })
})
