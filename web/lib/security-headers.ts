/**
 * The security headers of every response: pages, route handlers, images and static files
 * (docs/security.md). `next.config.ts` computes them once, at build, from the same variables the
 * prerendered pages are built with, so the Content-Security-Policy allows exactly the third
 * parties this build loads and nothing else. This module reads `process.env` itself because
 * lib/env.ts is for the server at run time.
 */

type Variables = Record<string, string | undefined>

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'frame-ancestors'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'manifest-src'
  | 'worker-src'

const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined)
const socketOf = (origin: string) => origin.replace(/^http/, 'ws')

/** The Content-Security-Policy for these variables, as a header value. */
export function contentSecurityPolicy(env: Variables): string {
  const studio = originOf(env.SANITY_STUDIO_URL || 'http://localhost:3333')
  if (!studio) throw new Error(`SANITY_STUDIO_URL is not a URL: ${env.SANITY_STUDIO_URL}`)
  const policy: Record<Directive, Set<string>> = {
    'default-src': new Set(["'self'"]),
    // Next's prerendered pages carry their data in inline scripts that differ per page. A nonce
    // would make every page dynamic, and a static header cannot list per-page hashes, so inline
    // scripts are allowed; script files only from here and the configured third parties.
    'script-src': new Set(["'self'", "'unsafe-inline'"]),
    // React writes style attributes (an image's blurred placeholder, its focal point).
    'style-src': new Set(["'self'", "'unsafe-inline'"]),
    // data: for the placeholders themselves.
    'img-src': new Set(["'self'", 'data:', 'blob:']),
    'font-src': new Set(["'self'"]),
    'connect-src': new Set(["'self'"]),
    'frame-src': new Set(["'self'"]),
    // Clickjacking: only the site itself and the Studio, whose Presentation tool frames pages.
    'frame-ancestors': new Set(["'self'", studio]),
    'object-src': new Set(["'none'"]),
    'base-uri': new Set(["'self'"]),
    'form-action': new Set(["'self'"]),
    'manifest-src': new Set(["'self'"]),
    'worker-src': new Set(["'self'", 'blob:']),
  }
  const allow = (directives: Directive[], ...sources: string[]) => {
    for (const directive of directives) for (const source of sources) policy[directive].add(source)
  }

  if (env.SANITY_PROJECT_ID) {
    // Hosted content: images from Sanity's CDN; draft mode's client talks to the project's API.
    allow(['img-src'], 'https://cdn.sanity.io')
    const api = `https://${env.SANITY_PROJECT_ID}.api.sanity.io`
    allow(['connect-src'], api, `https://${env.SANITY_PROJECT_ID}.apicdn.sanity.io`, socketOf(api))
  }
  if (env.RECAPTCHA_SITE_KEY) {
    allow(['script-src'], 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/')
    allow(['frame-src'], 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/')
    allow(['connect-src'], 'https://www.google.com/recaptcha/')
  }
  if (env.COOKIEBOT_ID) {
    const cookiebot = ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com']
    allow(['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src'], ...cookiebot)
  }
  if (env.ANALYTICS_GA_ID) {
    allow(['script-src'], 'https://www.googletagmanager.com')
    const collect = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]
    allow(['connect-src', 'img-src'], ...collect)
  }
  // A pixel and two chat widgets, each from the origin of its configured script.
  for (const url of [env.MARKETING_PIXEL_URL, env.CHAT_WIDGET_URL, env.CUSTOMER_CHAT_URL]) {
    const origin = originOf(url)
    if (!origin) continue
    allow(['script-src', 'img-src', 'frame-src', 'style-src', 'font-src'], origin)
    allow(['connect-src'], origin, socketOf(origin))
  }

  // `next dev` only: React's development build evaluates code to rebuild server call stacks for
  // the error overlay. A production build never does, and never gets this.
  if (env.NODE_ENV === 'development') allow(['script-src'], "'unsafe-eval'")

  const directives = Object.entries(policy).map(([name, sources]) => `${name} ${[...sources].join(' ')}`)
  if (originOf(env.SITE_URL)?.startsWith('https:')) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Every header of every response (next.config.ts `headers`). */
export function securityHeaders(env: Variables): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Other sites learn the site's origin from a link, never the path (a checkout link is a secret).
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Browsers only honour HSTS over HTTPS; a plain-HTTP site (the sample, the tests) sends none.
  if (originOf(env.SITE_URL)?.startsWith('https:')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000' })
  }
  return headers
}
