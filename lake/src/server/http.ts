import type { IncomingMessage } from 'node:http'
import type { Http2ServerRequest } from 'node:http2'
import { httpError, LakeError } from '../errors.ts'
import { MAX_JSON_DEPTH, nestsDeeperThan, tryParseJson } from '../json.ts'

/** HTTP/1.1 (plain or TLS) and HTTP/2 requests reach the same handler through Node's compat API. */
export type Request = IncomingMessage | Http2ServerRequest

/** What the handlers use of `http.ServerResponse` and `http2.Http2ServerResponse` (both fit). */
export type Response = {
  readonly headersSent: boolean
  writeHead(status: number, headers?: Record<string, string>): unknown
  setHeader(name: string, value: string): unknown
  write(chunk: string | Uint8Array): boolean
  end(chunk?: string | Uint8Array): unknown
  destroy(error?: Error): unknown
  on(event: 'close' | 'error', listener: () => void): unknown
}

export const isHttp2 = (req: Request) => req.httpVersionMajor === 2

export function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(payload)
}

export function sendError(res: Response, error: unknown): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof LakeError) {
    sendJson(res, error.status, error.body)
    return
  }
  console.error('[lake] request failed:', error)
  const failure = httpError(500, `Internal error in the local Content Lake: ${(error as Error).message}`)
  sendJson(res, failure.status, failure.body)
}

export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (declared > limit) throw httpError(413, `Request body larger than ${limit} bytes`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw httpError(413, `Request body larger than ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function readJson(req: Request, limit = 32 * 1024 * 1024): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8')
  if (text.trim() === '') throw httpError(400, 'Request body is empty; expected JSON')
  const parsed = tryParseJson(text)
  if (!parsed) throw httpError(400, 'Request body is not valid JSON')
  rejectDeepNesting(parsed.value, 'Request body')
  return parsed.value
}

/**
 * 400 for JSON from a client that nests deeper than MAX_JSON_DEPTH, checked right after parsing
 * (JSON.parse itself takes any depth) and before any recursive work could overflow the stack.
 */
export function rejectDeepNesting(value: unknown, what: string): void {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
    throw httpError(400, `${what} nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`)
  }
}

/** A boolean query parameter as @sanity/client sends them (`true` / `false`). */
export function flag(params: URLSearchParams, name: string, fallback = false): boolean {
  const value = params.get(name)
  if (value === null) return fallback
  return value !== 'false' && value !== '0'
}
