import { parseQuery } from '../data/groq.ts'
import { httpError, LakeError } from '../errors.ts'
import { randomId } from '../ids.ts'
import type { RouteInput } from '../server/context.ts'
import { flag } from '../server/http.ts'
import { openEventStream } from '../server/sse.ts'
import { paramsFromSearch } from './query.ts'

/** `GET /data/listen/{dataset}`: server-sent events for documents matching a GROQ filter. */
export function listen({ req, res, url, ctx }: RouteInput): void {
  const search = url.searchParams
  const text = search.get('query')
  if (!text) throw httpError(400, 'Missing `query`')
  const authenticated = ctx.auth.access(req) === 'editor'
  const params = paramsFromSearch(search)

  const stream = openEventStream(req, res, ctx.streams)
  let tree
  try {
    tree = parseQuery(text, params)
  } catch (error) {
    // The client turns a `channelError` into a ChannelError with this message and does not retry.
    const body = error instanceof LakeError ? error.body : { message: (error as Error).message }
    stream.send('channelError', { message: (error as Error).message, ...body })
    stream.end()
    return
  }

  const { projectId, dataset } = ctx.lake.config
  const remove = ctx.listeners.add(
    {
      tree,
      params,
      authenticated,
      includeResult: flag(search, 'includeResult', true),
      includePreviousRevision: flag(search, 'includePreviousRevision'),
      includeMutations: flag(search, 'includeMutations', true),
      includeAllVersions: flag(search, 'includeAllVersions'),
      effectFormat: search.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined,
      context: { projectId, dataset, identity: authenticated ? ctx.user.id : undefined },
    },
    stream.send,
  )
  stream.onClose(remove)
  stream.send('welcome', { listenerName: `lake-${randomId(12)}` })
}
