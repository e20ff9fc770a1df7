import { resolvePerspective } from '@meridian/dataset'
import { httpError } from '../errors.ts'
import { runQuery } from '../data/groq.ts'
import { queryTags } from '../data/live-feed.ts'
import { isRecord, tryParseJson } from '../json.ts'
import type { RouteInput } from '../server/context.ts'
import { flag, readJson, rejectDeepNesting, sendJson } from '../server/http.ts'

/** `$name=<json>` query-string parameters, as @sanity/client encodes them. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    const parsed = tryParseJson(value)
    if (!parsed) throw httpError(400, `Invalid value for parameter "${key}": not JSON`)
    rejectDeepNesting(parsed.value, `Parameter "${key}"`)
    params[key.slice(1)] = parsed.value
  }
  return params
}

/** `GET|POST /data/query/{dataset}`: GROQ over the perspective's documents. */
export async function query({ req, res, url, apiVersion, ctx }: RouteInput): Promise<void> {
  let text = url.searchParams.get('query')
  let params = paramsFromSearch(url.searchParams)
  let perspectiveParam = url.searchParams.get('perspective')
  if (req.method === 'POST') {
    const body = await readJson(req)
    if (!isRecord(body)) throw httpError(400, 'Request body must be an object with `query` and `params`')
    if (typeof body.query === 'string') text = body.query
    if (isRecord(body.params)) params = { ...params, ...body.params }
    if (typeof body.perspective === 'string' && perspectiveParam === null) perspectiveParam = body.perspective
  }
  if (!text) throw httpError(400, 'Missing `query`')
  const access = ctx.auth.access(req)
  const { perspective, explicit } = resolvePerspective(perspectiveParam, apiVersion)
  if (explicit && perspective !== 'published') ctx.auth.requireEditor(req, `The "${perspectiveParam}" perspective`)
  const view = ctx.lake.views.get(perspective, access === 'editor')
  const started = performance.now()
  const { projectId, dataset } = ctx.lake.config
  const result = await runQuery(text, params, view, {
    projectId,
    dataset,
    identity: access === 'editor' ? ctx.user.id : undefined,
  })
  const ms = Math.round(performance.now() - started)
  // What Sanity Live matches `message` tags against; `lastLiveEventId` needs nothing (no CDN).
  const syncTags = queryTags(dataset, access === 'editor' && perspective !== 'published')
  const body = { result, syncTags, ms }
  sendJson(res, 200, flag(url.searchParams, 'returnQuery', true) ? { query: text, ...body } : body)
}

/** `GET /data/doc/{dataset}/{id,id…}`: documents by id, and which ones do not exist. */
export function getDocuments({ req, res, url, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading documents by ID')
  const ids = (params[1] ?? '').split(',').filter(Boolean)
  const excludeContent = flag(url.searchParams, 'excludeContent')
  const documents = []
  const omitted = []
  for (const id of ids) {
    const doc = ctx.lake.store.get(id)
    if (!doc) omitted.push({ id, reason: 'existence' })
    else documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc)
  }
  sendJson(res, 200, { documents, omitted })
}

/**
 * References to a document from other datasets (`…/data/references/{dataset}/documents/{id}/to`),
 * which the Studio lists before an unpublish or delete. The lake serves one dataset, so there are
 * none; references within the dataset the Studio finds itself, with GROQ.
 */
export function getCrossDatasetReferences({ res, url }: RouteInput): void {
  if (url.searchParams.get('excludeInternalReferences') !== 'true') {
    throw httpError(
      400,
      'The local Content Lake lists references from other datasets only: excludeInternalReferences=true',
    )
  }
  sendJson(res, 200, { totalCount: 0, references: [] })
}
