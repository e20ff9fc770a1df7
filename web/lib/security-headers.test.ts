import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('contentSecurityPolicy', () => {
  it('with nothing configured, allows this site only, and the Studio to frame it', () => {
    const policy = contentSecurityPolicy({ SANITY_STUDIO_URL: 'https://studio.example.com/desk' })
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://studio.example.com'])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('allows exactly the third parties that are configured', () => {
    const policy = contentSecurityPolicy({
      ANALYTICS_GA_ID: 'G-TEST',
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      RECAPTCHA_SITE_KEY: 'site-key',
    })
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://chat.example.com',
        'https://www.google.com/recaptcha/',
      ]),
    )
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://chat.example.com', 'wss://chat.example.com']),
    )
    expect(policy).not.toContain('cookiebot')
    expect(policy).not.toContain('googleapis')
    expect(policy).not.toContain('cdn.sanity.io')
  })

  it('lets hosted content load its images from the CDN and draft mode reach the project', () => {
    const policy = contentSecurityPolicy({ SANITY_PROJECT_ID: 'abc123' })
    expect(directive(policy, 'img-src')).toContain('https://cdn.sanity.io')
    expect(directive(policy, 'connect-src')).toContain('https://abc123.api.sanity.io')
  })

  it("lets only the development server's React evaluate code", () => {
    expect(directive(contentSecurityPolicy({ NODE_ENV: 'development' }), 'script-src')).toContain("'unsafe-eval'")
    expect(directive(contentSecurityPolicy({ NODE_ENV: 'production' }), 'script-src')).not.toContain("'unsafe-eval'")
  })

  it('refuses a Studio address that is not a URL', () => {
    expect(() => contentSecurityPolicy({ SANITY_STUDIO_URL: 'studio' })).toThrow(/SANITY_STUDIO_URL/)
  })
})

describe('securityHeaders', () => {
  it('adds HSTS and upgrades requests only for an https site', () => {
    const https = securityHeaders({ SITE_URL: 'https://www.example.com' })
    expect(https).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000' })
    expect(https.find((header) => header.key === 'Content-Security-Policy')?.value).toContain(
      'upgrade-insecure-requests',
    )
    const http = securityHeaders({ SITE_URL: 'http://localhost:3000' })
    expect(http.map((header) => header.key)).not.toContain('Strict-Transport-Security')
    expect(http.map((header) => header.key)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    )
  })
})
