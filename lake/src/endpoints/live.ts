import type { RouteInput } from '../server/context.ts'
import { flag } from '../server/http.ts'
import { openEventStream } from '../server/sse.ts'

/**
 * `GET /data/live/events/{dataset}`: the Live Content API (`client.live.events()`), which Sanity
 * Live and the Presentation tool use to refetch queries whose sync tags a commit touched.
 * `welcome` at once, then a `message` `{tags}` (SSE id: the transaction id) per commit the stream
 * may see; `restart` when a reconnecting client's `Last-Event-ID` shows it missed some. `tag` and
 * `waitFor` are accepted and ignored. Never `goaway`: the Presentation tool throws on it.
 */
export function liveEvents({ req, res, url, ctx }: RouteInput): void {
  const includeDrafts = flag(url.searchParams, 'includeDrafts')
  if (includeDrafts) ctx.auth.requireEditor(req, 'Live events with drafts (`includeDrafts=true`)')
  // Validates a token sent anyway (a wrong one is 403); without includeDrafts it changes nothing.
  else ctx.auth.access(req)

  const stream = openEventStream(req, res, ctx.streams)
  stream.onClose(ctx.live.subscribe(includeDrafts, ({ id, tags }) => stream.send('message', { tags }, id)))
  stream.send('welcome', {})
  const resumedFrom = req.headers['last-event-id']
  const lastId = ctx.live.lastId(includeDrafts)
  if (typeof resumedFrom === 'string' && resumedFrom !== lastId) stream.send('restart', {}, lastId)
}
