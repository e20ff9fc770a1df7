import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import { securityHeaders } from './security-headers'

/**
 * What the process's HTTP server does before Next's request handler (README.md, "Decisions":
 * Leads answered before Next). `next start` runs one Node HTTP server; on its first request its
 * `request` listeners (Next's) are moved behind one of ours, which:
 *
 * 1. refuses what the flood gate refuses (lib/flood-gate.ts), for the price of a 429;
 * 2. answers the routes given in `routes` itself, by calling their route handler with a web
 *    `Request`, the handler Next would call: the lead form's POST. Next's request handling
 *    (its router, the route module's preparation, an incremental cache per request) costs about
 *    four fifths of a lead's time on the main thread, and every lead, form token, page and
 *    answer from the lead store's worker waits its turn on that thread (bench/README.md, "bench:leads");
 * 3. lets `pages` answer what it keeps (content pages' compressed copies,
 *    lib/cache/kept-page-answer.ts), for the same reason;
 * 4. hands everything else to Next, untouched.
 *
 * A route answered here gets the response headers next.config.ts gives every response (the same
 * function, from the variables this process runs with). Nothing of Next's middleware applies to
 * it: `proxy.ts` does not run for `/api/` paths anyway.
 */

export type RouteHandler = (request: Request) => Promise<Response>
/** Answers the request and returns true, or returns false to let it go on. */
export type Refusal = (request: IncomingMessage, response: ServerResponse, headers: Record<string, string>) => boolean

/**
 * Undefined for a request it does not answer; else whether it answered it (false: Next does).
 * It sets `headers` on what it sends.
 */
export type PageAnswer = (
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
) => Promise<boolean> | undefined

export type BeforeNext = {
  refuse?: Refusal
  /** Handlers by method and path, e.g. `POST /api/crm/contacts`; the query string is ignored. */
  routes?: Record<string, RouteHandler>
  pages?: PageAnswer
}

// Once per process, on globalThis whichever bundle loads this module.
const INSTALLED = Symbol.for('meridian.before-next')

/** Installs `options` in front of every HTTP server of this process; `instrumentation.ts` calls it once. */
export function installBeforeNext({ refuse, routes = {}, pages }: BeforeNext): void {
  const scope = globalThis as { [INSTALLED]?: true }
  if (scope[INSTALLED] || (!refuse && !pages && Object.keys(routes).length === 0)) return
  scope[INSTALLED] = true
  const wrapped = new WeakSet<Server>()
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server }
    if (wrapped.has(server)) return
    wrapped.add(server)
    // The request being started is emitted after this returns, so it already meets the wrapper.
    const listeners = server.listeners('request') as RequestListener[]
    server.removeAllListeners('request')
    server.on('request', beforeNext(server, listeners, refuse, routes, pages))
  })
}

function beforeNext(
  server: Server,
  listeners: RequestListener[],
  refuse: Refusal | undefined,
  routes: Record<string, RouteHandler>,
  pages: PageAnswer | undefined,
): RequestListener {
  // What every answer carries (docs/security.md), from the variables this process runs with.
  const headers = Object.fromEntries(securityHeaders(process.env).map(({ key, value }) => [key, value]))
  return (request: IncomingMessage, response: ServerResponse) => {
    if (refuse?.(request, response, headers)) return
    const url = request.url ?? ''
    const query = url.indexOf('?')
    const handler = routes[`${request.method} ${query < 0 ? url : url.slice(0, query)}`]
    if (handler) {
      answer(handler, request, response, headers).catch((error: unknown) => {
        // Sending failed (the connection went, or a header the handler set is not valid).
        console.error(
          `[server] answering ${request.method} ${url} failed: ${error instanceof Error ? error.message : error}`,
        )
        if (response.headersSent) response.destroy()
        else response.writeHead(500).end()
      })
      return
    }
    const next = () => {
      for (const listener of listeners) listener.call(server, request, response)
    }
    const page = pages?.(request, response, headers)
    if (!page) return next()
    page.then(
      (answered) => answered || next(),
      (error: unknown) => {
        // The copy could not be made or looked up: Next answers, as it would have without it.
        console.error(`[server] ${request.method} ${url} from its kept copy failed:`, error)
        if (response.headersSent) response.destroy()
        else next()
      },
    )
  }
}

/** Calls `handler` with the request as a web `Request` and sends what it answers. */
async function answer(
  handler: RouteHandler,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  // Whatever the handler left unread (a refusal before the body, a body over its cap) is read and
  // dropped once it has answered, so the connection stays usable for the client's next request:
  // closing it instead could reset it before the client has read the answer.
  response.once('finish', () => {
    if (request.complete) return
    request.removeAllListeners('data')
    request.resume()
  })
  let given: Request
  try {
    given = webRequest(request)
  } catch {
    // A header Node's parser let through that a web Request refuses: the client's doing.
    return send(
      response,
      headers,
      new Response('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
    )
  }
  let answered: Response
  try {
    answered = await handler(given)
  } catch (error) {
    console.error(`[server] ${request.method} ${request.url} failed: ${error instanceof Error ? error.message : error}`)
    answered = new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } })
  }
  return send(response, headers, answered)
}

async function send(response: ServerResponse, headers: Record<string, string>, answered: Response): Promise<void> {
  const body = Buffer.from(await answered.arrayBuffer())
  if (response.destroyed) return
  response.statusCode = answered.status
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value)
  for (const [key, value] of answered.headers) response.setHeader(key, value)
  response.setHeader('Content-Length', body.byteLength)
  response.end(body)
}

function webRequest(request: IncomingMessage): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (value) for (const each of value) headers.append(key, each)
  }
  // The path as asked; the origin is not the client's to choose (a handler never needs it).
  return new Request(new URL(request.url ?? '/', 'http://localhost'), {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : bodyOf(request),
    // @ts-expect-error -- Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: 'half',
  })
}

/** The request's body as a web stream that reads from the socket only as fast as it is read. */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  // Once the reader has cancelled (a body over its cap), what the socket still brings is dropped.
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // Paused before listening, so that listening does not start the flow.
      request.pause()
      request.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) request.pause()
      })
      request.once('end', () => cancelled || controller.close())
      request.once('error', (error) => cancelled || controller.error(error))
    },
    pull() {
      request.resume()
    },
    cancel() {
      cancelled = true
      request.removeAllListeners('data')
      request.resume()
    },
  })
}
