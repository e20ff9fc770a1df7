import type { IncomingMessage, ServerResponse } from 'node:http'
import { redirectsNone } from '@/lib/redirects'
import { keptPageCopy } from './kept-page-copy'
import { sendKeptCopy } from './kept-page-response'
import { keptPageRequest } from './kept-pages'

/**
 * A page's request answered by the server's own listener, before Next (lib/before-next.ts): sent
 * from its kept copy when there is a fresh one and nothing of the proxy's applies, with the
 * headers next.config.ts gives every response (`headers`). Next's router, the proxy and the API
 * route's preparation took most of a kept page's time on the main thread (bench/README.md,
 * "bench:throughput"). The proxy's one answer for such a path is a redirect, so a path is sent
 * here only when the redirect table in memory is fresh and names it not (lib/redirects.ts).
 *
 * Returns undefined for a request that is not a kept page's; else whether it was answered
 * (false: no fresh copy, and Next answers it as before, through pages/api/kept-page).
 */
export function answerFromKeptCopy(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<boolean> | undefined {
  const page = keptPageRequest(request.method, request.url ?? '/', request.headers)
  if (!page || !redirectsNone(page.pathname)) return undefined
  return keptPageCopy(page.pathname, page.route).then((copy) => {
    if (response.destroyed) return true
    if (!copy) return false
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    sendKeptCopy(request, response, copy)
    return true
  })
}
