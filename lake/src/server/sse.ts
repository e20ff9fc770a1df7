import type { EventSink } from '../data/listeners.ts'
import { isHttp2, type Request, type Response } from './http.ts'

// Well under the 45 s after which the browser EventSource polyfill gives up on a silent stream.
const KEEPALIVE_MS = 15_000

export type EventStream = {
  send: EventSink
  /** Ends the response (a no-op once the stream is closed). */
  end: () => void
  /** Runs `cleanup` once the stream closes (the client left, `end`, or the lake shut down); at once if it has. */
  onClose: (cleanup: () => void) => void
}

/**
 * Starts a `text/event-stream` response: keepalive comments, tracked in `streams` (which shutdown
 * ends), cleaned up however it closes. A HEAD request gets the headers and an ended stream.
 */
export function openEventStream(req: Request, res: Response, streams: Set<Response>): EventStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // Connection-specific headers are forbidden in HTTP/2.
    ...(isHttp2(req) ? {} : { connection: 'keep-alive' }),
  })
  let closed = false
  const cleanups: (() => void)[] = []
  const write = (chunk: string) => {
    if (!closed) res.write(chunk)
  }
  const keepalive = setInterval(() => write(': keepalive\n\n'), KEEPALIVE_MS)
  const close = () => {
    if (closed) return
    closed = true
    clearInterval(keepalive)
    streams.delete(res)
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  const end = () => {
    if (closed) return
    close()
    res.end()
  }
  streams.add(res)
  res.on('close', close)
  // A write racing a disconnect errors the response; the stream is simply gone.
  res.on('error', close)
  req.on('close', close)
  if (req.method === 'HEAD') end()
  return {
    send: (event, data, id) => write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
    end,
    onClose: (cleanup) => (closed ? cleanup() : void cleanups.push(cleanup)),
  }
}
