import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { KeptPageCopy } from './kept-page-copy'
import { acceptsEncoding, KEPT_PAGE_HEADER } from './kept-pages'

/**
 * Sends a kept copy (README.md, "Decisions": Compressed pages kept): with the headers Next sends
 * for the page, 304 to a matching `If-None-Match`, Brotli to a client that takes it once it is
 * made, gzip otherwise.
 */
export function sendKeptCopy(request: IncomingMessage, response: ServerResponse, copy: KeptPageCopy): void {
  for (const [name, value] of copy.headers) response.appendHeader(name, value)
  response.setHeader(KEPT_PAGE_HEADER, 'hit')
  response.setHeader('ETag', copy.etag)
  if (notModified(request.headers, copy.etag)) {
    response.statusCode = 304
    response.end()
    return
  }
  const brotli = copy.brotli && acceptsEncoding(request.headers, 'br') ? copy.brotli : undefined
  response.setHeader('Content-Encoding', brotli ? 'br' : 'gzip')
  const body = brotli ?? copy.gzip
  response.setHeader('Content-Length', body.byteLength)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** `If-None-Match` naming this copy's ETag (weak or strong), or `*`. */
export function notModified(headers: IncomingHttpHeaders, etag: string): boolean {
  const asked = headers['if-none-match']
  if (!asked) return false
  return asked.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}
