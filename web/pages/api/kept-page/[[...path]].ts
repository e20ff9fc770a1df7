import { request as httpRequest } from 'node:http'
import type { NextApiRequest, NextApiResponse } from 'next'
import { generateETag } from 'next/dist/server/lib/etag'
import { keptPageCopy } from '@/lib/cache/kept-page-copy'
import { notModified, sendKeptCopy } from '@/lib/cache/kept-page-response'
import { scriptsAfterFirstPaint } from '@/lib/cache/scripts-after-paint'
import { acceptsEncoding, KEPT_PAGE_API, KEPT_PAGE_BYPASS_HEADER, keptPageRoute } from '@/lib/cache/kept-pages'

/**
 * A content page's request, rewritten here by next.config.ts (lib/cache/kept-pages.ts; README.md,
 * "Decisions": Compressed pages kept). A Pages Router API route because it is the one kind of
 * route whose own `Content-Encoding` Next sends as it is: the proxy's and an App Router route
 * handler's are dropped and the body compressed again.
 *
 * - Next's cache holds a fresh copy of the page: it is sent compressed once per copy (Brotli to
 *   a browser that takes it, once made; gzip otherwise), with the headers Next sends for it (and
 *   304 to a matching `If-None-Match`).
 * - Anything else (no copy yet, out of date, published since, a 404, a method other than GET and
 *   HEAD): the request goes on to Next over loopback, marked so it is not rewritten again, and its
 *   answer is sent back; Next renders, revalidates and stores exactly as it would have.
 *
 * A page sent either way has its scripts fetched after the first paint
 * (lib/cache/scripts-after-paint.ts), so a visitor's page does not depend on the cache's state.
 *
 * In production a fresh copy is mostly sent before Next, by the server's own listener
 * (lib/cache/kept-page-answer.ts): this route sends it when that one could not vouch for the
 * proxy (the redirect table due to be read again), and handles every page Next must render.
 */
export const config = { api: { bodyParser: false, externalResolver: true } }

export default async function keptPage(req: NextApiRequest, res: NextApiResponse) {
  const url = originalUrl(req.url ?? '/')
  if (req.headers[KEPT_PAGE_BYPASS_HEADER] !== undefined) {
    res.status(400).json({ error: 'This address is not a page' })
    return
  }
  const [pathname = '/'] = url.split('?', 1)
  const route = keptPageRoute(pathname)
  const reading = req.method === 'GET' || req.method === 'HEAD'
  const copy =
    route && reading && acceptsEncoding(req.headers, 'gzip')
      ? await keptPageCopy(pathname, route).catch((error: unknown) => {
          // Next's cache could not be asked: Next answers, as it would have without this route.
          console.error('[kept-page] no copy of %s:', pathname, error)
          return null
        })
      : null
  if (!copy) return answeredByNext(req, res, url)
  sendKeptCopy(req, res, copy)
}

/** The page's own address: the rewrite put the API route's path in front of it. */
function originalUrl(rewritten: string): string {
  const url = rewritten.startsWith(KEPT_PAGE_API) ? rewritten.slice(KEPT_PAGE_API.length) : rewritten
  return url.startsWith('/') ? url : `/${url}`
}

/** Hop-by-hop headers, and those of the connection to Next rather than of the page. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

/**
 * The request sent on to this same server, on the address and port it arrived at, with the
 * bypass header; the answer streamed back, but for a page (200, HTML), which is read whole to load
 * its scripts after the first paint. Next compresses it on the way out, as for any page.
 */
function answeredByNext(req: NextApiRequest, res: NextApiResponse, url: string): Promise<void> {
  const { localAddress, localPort } = req.socket
  const host = !localAddress || localAddress === '::' ? '127.0.0.1' : localAddress.replace(/^::ffff:/, '')
  return new Promise((resolve) => {
    const onward = httpRequest(
      {
        host,
        port: localPort,
        method: req.method,
        path: url,
        headers: { ...req.headers, [KEPT_PAGE_BYPASS_HEADER]: '1', 'accept-encoding': 'identity' },
      },
      (answer) => {
        res.statusCode = answer.statusCode ?? 502
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !NOT_FORWARDED.has(name)) res.setHeader(name, value)
        }
        answer.on('error', () => resolve(void res.destroy()))
        const page =
          req.method === 'GET' &&
          res.statusCode === 200 &&
          String(answer.headers['content-type']).startsWith('text/html')
        if (!page) {
          answer.pipe(res)
          answer.on('end', resolve)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString('utf8'))
          const etag = generateETag(html)
          res.setHeader('ETag', etag)
          if (notModified(req.headers, etag)) {
            res.statusCode = 304
            res.removeHeader('Content-Length')
            res.end()
          } else {
            res.setHeader('Content-Length', Buffer.byteLength(html))
            res.end(html)
          }
          resolve()
        })
      },
    )
    onward.on('error', () => {
      if (!res.headersSent) res.status(502).json({ error: 'The page could not be rendered; try again' })
      else res.destroy()
      resolve()
    })
    req.pipe(onward)
  })
}
