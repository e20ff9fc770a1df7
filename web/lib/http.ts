import 'server-only'
import { after } from 'next/server'

/**
 * What the site's JSON route handlers share: short text answers that are never cached,
 * bodies read with a hard size cap, and work that runs once the answer is sent.
 */

export const textResponse = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
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

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 413 | 400 }

/** The body as JSON: 413 past `cap` bytes, 400 when it is not UTF-8 JSON. */
export async function readJson(request: Request, cap: number): Promise<JsonBody> {
  if (Number(request.headers.get('content-length')) > cap) return { ok: false, status: 413 }
  try {
    const bytes = await readCapped(request.body, cap)
    if (!bytes) return { ok: false, status: 413 }
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
  } catch {
    return { ok: false, status: 400 }
  }
}

/**
 * Runs `task` once the response is sent, with Next's `after()`. Outside a Next request
 * (Vitest calls handlers directly) `after()` has no response to wait for and throws; the
 * task then starts on the next turn of the event loop, still after the handler returns.
 */
export function afterResponse(task: () => Promise<unknown>, label: string): void {
  const run = () =>
    task().catch((error: unknown) =>
      console.error(`[${label}] work after the response failed: ${error instanceof Error ? error.message : error}`),
    )
  try {
    after(run)
  } catch {
    setImmediate(run)
  }
}
