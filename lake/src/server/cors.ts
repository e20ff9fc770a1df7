import type { Request, Response } from './http.ts'

/**
 * CORS for the Studio, the only browser client (the site reads the lake from its server, where
 * no CORS applies): credentials and the Authorization header included, for the Studio's origin
 * alone. Any other page, even one on this machine, gets no Access-Control-Allow-* headers, so
 * its browser neither shows it the answers nor sends it a preflighted write. Returns true when
 * the request was a preflight and has been answered.
 */
/** Origins already reported as refused; a hostile page cannot fill the log past the cap. */
const reported = new Set<string>()
const MAX_REPORTED = 20

export function handleCors(req: Request, res: Response, studioOrigin: string): boolean {
  const origin = req.headers.origin
  const allowed = origin === studioOrigin
  // A Studio opened under another address (127.0.0.1 for localhost, another port) only says it
  // cannot reach the lake: the lake's log says why, once per origin.
  if (typeof origin === 'string' && !allowed && !reported.has(origin) && reported.size < MAX_REPORTED) {
    reported.add(origin)
    console.warn(
      `[lake] refused a browser request from ${origin}: only the Studio at ${studioOrigin} may call the lake ` +
        '(SANITY_STUDIO_URL, lake/README.md "Transport")',
    )
  }
  res.setHeader('vary', 'Origin')
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('access-control-allow-credentials', 'true')
    // Lets the Studio read `nextHopProtocol` of its HTTP/2 probe (resource timing is opt-in cross-origin).
    res.setHeader('timing-allow-origin', origin)
    res.setHeader('access-control-expose-headers', 'content-type, content-length, etag, x-sanity-shard')
  }
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false
  if (allowed) {
    res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    const requested = req.headers['access-control-request-headers']
    res.setHeader(
      'access-control-allow-headers',
      typeof requested === 'string' ? requested : 'authorization, content-type',
    )
    res.setHeader('access-control-max-age', '600')
  }
  res.writeHead(allowed ? 204 : 403)
  res.end()
  return true
}
