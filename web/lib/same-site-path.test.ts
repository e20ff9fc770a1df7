import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/all-deals/some-deal?step=2#fare')).toBe('/all-deals/some-deal?step=2#fare')
  })

  it('falls back for nothing, or for anything that leaves the site', () => {
    for (const value of [
      null,
      '',
      'blog',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
    ]) {
      expect(sameSitePath(value), String(value)).toBe('/')
    }
  })

  it('uses the fallback it is given', () => {
    expect(sameSitePath('https://evil.example/', '/blog')).toBe('/blog')
  })
})
