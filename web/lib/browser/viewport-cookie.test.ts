// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { rememberViewport, viewportClass } from './viewport-cookie'

describe('viewportClass', () => {
  it.each([
    [0, 'mobile'],
    [319, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1599, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
  ])('%i px is %s', (width, name) => expect(viewportClass(width)).toBe(name))
})

describe('rememberViewport', () => {
  it('writes the class for 365 days (Max-Age 31536000), path /, SameSite=Lax', () => {
    const writes: string[] = []
    const fake = {
      get cookie() {
        return ''
      },
      set cookie(value: string) {
        writes.push(value)
      },
      location: { protocol: 'http:' },
    }
    expect(rememberViewport(fake, { innerWidth: 800 })).toBe('tablet')
    expect(writes).toEqual(['viewport=tablet; Max-Age=31536000; Path=/; SameSite=Lax'])
  })

  it('adds Secure on https pages', () => {
    const writes: string[] = []
    const fake = {
      cookie: '',
      location: { protocol: 'https:' },
    }
    Object.defineProperty(fake, 'cookie', { set: (value: string) => writes.push(value), get: () => '' })
    rememberViewport(fake, { innerWidth: 390 })
    expect(writes).toEqual(['viewport=mobileMedium; Max-Age=31536000; Path=/; SameSite=Lax; Secure'])
  })

  it('sets a cookie the real document keeps', () => {
    expect(rememberViewport(document, { innerWidth: 1300 })).toBe('desktopMedium')
    expect(document.cookie.split('; ')).toContain('viewport=desktopMedium')
  })
})
