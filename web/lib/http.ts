import 'server-only'
import { after } from 'next/server'
import { failureReason } from './failure.ts'

/**
 * What the site's JSON route handlers share: short text answers that are never cached,
 * bodies read with a hard size cap, and work that runs once the answer is sent.
 *
 * `no-transform` keeps `next start` from gzipping them: Next compresses every streamed answer
 * whatever its size, and a gzip stream set up for a seven-byte `Success` costs CPU that a flood of
 * requests multiplies (bench/README.md, "bench:leads").
 */
const SHORT_ANSWER_CACHE_CONTROL = 'no-store, no-transform'

export const textResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SHORT_ANSWER_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': SHORT_ANSWER_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })

/** The request's media type, lower-cased, without parameters. */
export const mediaType = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()

/**
 * Reads at most `cap` bytes, whatever Content-Length claims (it may be absent or false,
 * as with chunked bodies); returns null past the cap, after cancelling the upload.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    if (size > cap) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 413 }
  /** `field` names the string that cannot be stored, when that is the reason (`(body)` at the top). */
  | { ok: false; status: 400; message: string; field?: string }

/** A NUL, or half of a surrogate pair: JSON can carry them (`\u0000`, `\ud800`), text columns cannot. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** The path of the first string (or key) in `value` that PostgreSQL cannot store, if any. */
export function unstorableTextAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || '(body)' : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, '(a key)'].join('.')
    const found = unstorableTextAt(item, [...path, key])
    if (found) return found
  }
  return undefined
}

/**
 * The body as JSON: 413 past `cap` bytes; 400 when it is not UTF-8 JSON, or when a string in it
 * holds a character no text column can store, which would otherwise fail the insert as if the
 * database were down (a 5xx the client would retry).
 */
export async function readJson(request: Request, cap: number): Promise<JsonBody> {
  if (Number(request.headers.get('content-length')) > cap) return { ok: false, status: 413 }
  let value: unknown
  try {
    const bytes = await readCapped(request.body, cap)
    if (!bytes) return { ok: false, status: 413 }
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid UTF-8 JSON' }
  }
  const field = unstorableTextAt(value)
  if (field) {
    return {
      ok: false,
      status: 400,
      field,
      message: 'Contains a character that cannot be stored (a NUL or an unpaired surrogate)',
    }
  }
  return { ok: true, value }
}

/**
 * Runs `task` once the response is sent, with Next's `after()`. Outside a Next request
 * (Vitest calls handlers directly) `after()` has no response to wait for and throws; the
 * task then starts on the next turn of the event loop, still after the handler returns.
 */
export function afterResponse(task: () => Promise<unknown>, label: string): void {
  const run = () =>
    task().catch((error: unknown) =>
      console.error(`[${label}] work after the response failed: ${failureReason(error)}`),
    )
  try {
    after(run)
  } catch {
    setImmediate(run)
  }
}
