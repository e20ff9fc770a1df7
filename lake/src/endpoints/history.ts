import { documentEvents } from '../history/events.ts'
import { isDraftId, publishedIdOf } from '../ids.ts'
import { documentHistory, revisions } from '../history/timeline.ts'
import type { LogEntry } from '../store/txlog.ts'
import type { RouteInput } from '../server/context.ts'
import { flag, sendJson } from '../server/http.ts'

const idsOf = (segment: string | undefined) => (segment ?? '').split(',').filter(Boolean)

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: NDJSON of the transactions touching the
 * documents, oldest first (`reverse=true`: newest first), with mendoza effects on request.
 */
export function transactions({ req, res, url, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading history')
  const ids = idsOf(params[1])
  const search = url.searchParams
  const { lake } = ctx
  const genesis = new Map<string, LogEntry>()
  const logged = new Set<LogEntry>()
  for (const id of ids) {
    const history = documentHistory(lake, id)
    if (history.genesis) {
      const same = genesis.get(history.genesis.id)
      genesis.set(
        history.genesis.id,
        same ? { ...same, documents: [...same.documents, ...history.genesis.documents] } : history.genesis,
      )
    }
    for (const { entry } of history.entries) logged.add(entry)
  }
  let list = [
    ...[...genesis.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp)),
    ...[...logged].sort((a, b) => lake.log.position(a) - lake.log.position(b)),
  ]
  const from = search.get('fromTransaction')
  const to = search.get('toTransaction')
  if (from)
    list = list.slice(
      Math.max(
        0,
        list.findIndex((entry) => entry.id === from),
      ),
    )
  if (to) {
    const end = list.findIndex((entry) => entry.id === to)
    if (end >= 0) list = list.slice(0, end + 1)
  }
  const fromTime = search.get('fromTime')
  const toTime = search.get('toTime')
  if (fromTime) list = list.filter((entry) => entry.timestamp >= fromTime)
  if (toTime) list = list.filter((entry) => entry.timestamp <= toTime)
  const authors = idsOf(search.get('authors') ?? undefined)
  if (authors.length > 0) list = list.filter((entry) => authors.includes(entry.author))
  if (flag(search, 'reverse')) list.reverse()
  const limit = Number(search.get('limit'))
  if (limit > 0) list = list.slice(0, limit)

  const onlyIdentified = flag(search, 'includeIdentifiedDocumentsOnly')
  const withEffects = search.get('effectFormat') === 'mendoza'
  const lines = list.map((entry) => {
    const documents = onlyIdentified ? entry.documents.filter((doc) => ids.includes(doc.id)) : entry.documents
    return JSON.stringify({
      id: entry.id,
      timestamp: entry.timestamp,
      author: entry.author,
      documentIDs: documents.map((doc) => doc.id),
      ...(withEffects
        ? { effects: Object.fromEntries(documents.map((doc) => [doc.id, { apply: doc.apply, revert: doc.revert }])) }
        : {}),
    })
  })
  const body = lines.map((line) => line + '\n').join('')
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  })
  res.end(body)
}

/** `GET /data/history/{dataset}/documents/{ids}?revision=|time=|lastRevision=true`: documents as they were. */
export function documentsAt({ req, res, url, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading history')
  const search = url.searchParams
  const revision = search.get('revision')
  const time = search.get('time') ?? new Date().toISOString()
  const ids = idsOf(params[1])
  const documents = ids.flatMap((id) => {
    const states = revisions(ctx.lake, id)
    let match = revision
      ? states.find((state) => state.rev === revision)
      : flag(search, 'lastRevision')
        ? states.findLast((state) => state.doc !== null)
        : states.findLast((state) => state.timestamp <= time)
    // The Studio shows a draft's history as its document's: the revisions it lists include the
    // publishes (events.ts), and it asks for the draft at those. A publish ends the draft with the
    // content it gives the published document, which is what the editor sees at that revision.
    // (Asked for both, the published document answers for itself.)
    if (revision && !match?.doc && isDraftId(id) && !ids.includes(publishedIdOf(id))) {
      match = revisions(ctx.lake, publishedIdOf(id)).find((state) => state.rev === revision)
    }
    return match?.doc ? [match.doc] : []
  })
  sendJson(res, 200, { documents })
}

/** `GET /data/history/{dataset}/events/documents/{id}`: the Studio's document history events. */
export function events({ req, res, url, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading history')
  const id = params[1] ?? ''
  const limit = Number(url.searchParams.get('limit')) || 100
  sendJson(res, 200, { events: { [id]: documentEvents(ctx.lake, id).slice(0, limit) }, nextCursor: '' })
}
