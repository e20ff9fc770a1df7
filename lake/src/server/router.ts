import * as assets from '../endpoints/assets.ts'
import * as history from '../endpoints/history.ts'
import { listen } from '../endpoints/listen.ts'
import { liveEvents } from '../endpoints/live.ts'
import * as project from '../endpoints/project.ts'
import { getCrossDatasetReferences, getDocuments, query } from '../endpoints/query.ts'
import { actions, mutate } from '../endpoints/write.ts'
import { httpError, notFound } from '../errors.ts'
import type { LakeContext, RouteInput } from './context.ts'
import { handleCors } from './cors.ts'
import { sendError, type Request, type Response } from './http.ts'

type Handler = (input: RouteInput) => void | Promise<void>

type Route = {
  methods: string[]
  /** Matched against the path after the `/v{apiVersion}` prefix (or the whole path when unversioned). */
  pattern: RegExp
  versioned: boolean
  /** Index of the capture holding a dataset name that must be the lake's. */
  dataset?: number
  handle: Handler
}

const GET = ['GET', 'HEAD']
const seg = '([^/]+)'

const routes: Route[] = [
  { methods: GET, pattern: /^\/ping$/, versioned: true, handle: project.ping },
  { methods: GET, pattern: new RegExp(`^/data/ping/${seg}$`), versioned: true, dataset: 0, handle: project.ping },
  {
    methods: [...GET, 'POST'],
    pattern: new RegExp(`^/data/query/${seg}$`),
    versioned: true,
    dataset: 0,
    handle: query,
  },
  { methods: GET, pattern: new RegExp(`^/data/doc/${seg}/(.+)$`), versioned: true, dataset: 0, handle: getDocuments },
  { methods: GET, pattern: new RegExp(`^/data/listen/${seg}$`), versioned: true, dataset: 0, handle: listen },
  {
    methods: GET,
    pattern: new RegExp(`^/data/references/${seg}/documents/([^/]+)/to$`),
    versioned: true,
    dataset: 0,
    handle: getCrossDatasetReferences,
  },
  {
    methods: GET,
    pattern: new RegExp(`^/data/live/events/${seg}$`),
    versioned: true,
    dataset: 0,
    handle: liveEvents,
  },
  { methods: ['POST'], pattern: new RegExp(`^/data/mutate/${seg}$`), versioned: true, dataset: 0, handle: mutate },
  { methods: ['POST'], pattern: new RegExp(`^/data/actions/${seg}$`), versioned: true, dataset: 0, handle: actions },
  {
    methods: GET,
    pattern: new RegExp(`^/data/history/${seg}/transactions/(.+)$`),
    versioned: true,
    dataset: 0,
    handle: history.transactions,
  },
  {
    methods: GET,
    pattern: new RegExp(`^/data/history/${seg}/documents/(.+)$`),
    versioned: true,
    dataset: 0,
    handle: history.documentsAt,
  },
  {
    methods: GET,
    pattern: new RegExp(`^/data/history/${seg}/events/documents/(.+)$`),
    versioned: true,
    dataset: 0,
    handle: history.events,
  },
  {
    methods: ['POST'],
    pattern: new RegExp(`^/assets/images/${seg}$`),
    versioned: true,
    dataset: 0,
    handle: assets.upload('image'),
  },
  {
    methods: ['POST'],
    pattern: new RegExp(`^/assets/files/${seg}$`),
    versioned: true,
    dataset: 0,
    handle: assets.upload('file'),
  },
  {
    methods: GET,
    pattern: new RegExp(`^/images/${seg}/${seg}/${seg}$`),
    versioned: false,
    handle: assets.serve('image'),
  },
  {
    methods: GET,
    pattern: new RegExp(`^/files/${seg}/${seg}/${seg}$`),
    versioned: false,
    handle: assets.serve('file'),
  },
  { methods: GET, pattern: /^\/projects$/, versioned: true, handle: project.getProjects },
  { methods: GET, pattern: new RegExp(`^/projects/${seg}$`), versioned: true, handle: project.getProject },
  { methods: GET, pattern: new RegExp(`^/projects/${seg}/datasets$`), versioned: true, handle: project.getDatasets },
  {
    methods: GET,
    pattern: new RegExp(`^/projects/${seg}/datasets/${seg}/acl$`),
    versioned: true,
    handle: project.getAcl,
  },
  { methods: GET, pattern: new RegExp(`^/projects/${seg}/grants$`), versioned: true, handle: project.getGrants },
  { methods: GET, pattern: new RegExp(`^/projects/${seg}/roles$`), versioned: true, handle: project.getRoles },
  { methods: GET, pattern: new RegExp(`^/projects/${seg}/features$`), versioned: true, handle: project.getFeatures },
  { methods: GET, pattern: /^\/features$/, versioned: true, handle: project.getFeatures },
  { methods: GET, pattern: /^\/users\/me$/, versioned: true, handle: project.getCurrentUser },
  { methods: GET, pattern: new RegExp(`^/users/me/keyvalue/${seg}$`), versioned: true, handle: project.getKeyValues },
  { methods: ['PUT'], pattern: /^\/users\/me\/keyvalue$/, versioned: true, handle: project.putKeyValues },
  { methods: GET, pattern: new RegExp(`^/users/${seg}$`), versioned: true, handle: project.getUsers },
  { methods: GET, pattern: /^\/auth\/providers$/, versioned: true, handle: project.getAuthProviders },
  { methods: ['POST'], pattern: /^\/auth\/logout$/, versioned: true, handle: project.logout },
  { methods: GET, pattern: /^\/intake\/telemetry-status$/, versioned: true, handle: project.getTelemetryStatus },
  { methods: GET, pattern: /^\/journey\/(.+)$/, versioned: true, handle: project.getJourney },
  { methods: GET, pattern: /^\/help$/, versioned: true, handle: project.getHelp },
  {
    methods: GET,
    pattern: new RegExp(`^/projects/${seg}/user-applications$`),
    versioned: true,
    handle: project.getUserApplications,
  },
]

const VERSION_PREFIX = /^\/v(1|X|\d{4}-\d{2}-\d{2})(\/.*)$/

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw httpError(400, `Malformed URL segment: ${segment}`)
  }
}

async function route(req: Request, res: Response, ctx: LakeContext): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://lake.local')
  const versioned = VERSION_PREFIX.exec(url.pathname)
  const apiVersion = versioned?.[1] ?? ''
  const path = versioned?.[2] ?? url.pathname
  let allowed: string[] = []
  for (const candidate of routes) {
    if (candidate.versioned !== Boolean(versioned)) continue
    const match = candidate.pattern.exec(path)
    if (!match) continue
    if (!candidate.methods.includes(req.method ?? 'GET')) {
      allowed = candidate.methods
      continue
    }
    const params = match.slice(1).map(decode)
    if (candidate.dataset !== undefined && params[candidate.dataset] !== ctx.lake.config.dataset) {
      throw notFound(
        `Dataset "${params[candidate.dataset]}" not found for project ID "${ctx.lake.config.projectId}" (the local lake serves "${ctx.lake.config.dataset}")`,
      )
    }
    await candidate.handle({ req, res, url, params, apiVersion, ctx })
    return
  }
  if (allowed.length > 0) {
    res.setHeader('allow', allowed.join(', '))
    throw httpError(405, `${req.method} is not allowed on ${url.pathname}`)
  }
  throw notFound(`The local Content Lake does not implement ${req.method} ${url.pathname}`)
}

/** The one request handler behind both HTTP/1.1 and HTTP/2. */
export function createHandler(ctx: LakeContext) {
  return (req: Request, res: Response): void => {
    if (handleCors(req, res, ctx.studioOrigin)) return
    route(req, res, ctx).catch((error: unknown) => sendError(res, error))
  }
}
