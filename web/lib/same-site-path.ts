const BASE = 'http://same-site.invalid'

/**
 * A path on this site to redirect to, from an untrusted value (a query parameter): anything
 * that would leave the site — an absolute URL, `//host`, `/\host`, or a path that normalises
 * to one — becomes `fallback`.
 */
export function sameSitePath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === BASE && !path.startsWith('//') ? path : fallback
}
