// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readCookie, readRawCookie, serializeCookie, writeCookie } from './cookies'

describe('cookies', () => {
  it('reads a cookie by its exact name', () => {
    const doc = { cookie: 'xviewport=a; viewport=tablet; viewport_old=b' }
    expect(readCookie(doc, 'viewport')).toBe('tablet')
    expect(readCookie(doc, 'missing')).toBeUndefined()
  })

  it('decodes values, keeping a malformed escape as it is', () => {
    expect(readCookie({ cookie: 'a=%7B%22x%22%3A1%7D' }, 'a')).toBe('{"x":1}')
    expect(readCookie({ cookie: 'a=%E0%A4%A' }, 'a')).toBe('%E0%A4%A')
    expect(readRawCookie({ cookie: 'a=%7B' }, 'a')).toBe('%7B')
  })

  it('survives a document that refuses cookies', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError')
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError')
      },
    }
    expect(readCookie(refusing, 'a')).toBeUndefined()
    expect(writeCookie(refusing, 'a', 'b', 60)).toBe(false)
  })

  it('serialises with Max-Age, Path=/, SameSite=Lax and Secure on https', () => {
    expect(serializeCookie('a', 'b c', 60, false)).toBe('a=b%20c; Max-Age=60; Path=/; SameSite=Lax')
    expect(serializeCookie('a', 'b', 60, true)).toBe('a=b; Max-Age=60; Path=/; SameSite=Lax; Secure')
    writeCookie(document, 'roundTrip', '{"x":1}', 60)
    expect(readCookie(document, 'roundTrip')).toBe('{"x":1}')
  })
})
