import { z } from 'zod'
import { parseOrThrow } from '../data/request-bodies.ts'
import { notFound } from '../errors.ts'
import type { Editor } from '../presence.ts'
import type { RouteInput } from '../server/context.ts'
import { readJson, sendJson } from '../server/http.ts'

/**
 * The project-level endpoints the Studio asks at startup, answered for one local project with
 * one administrator: enough for it to decide the editor may read, write and publish everything.
 */

const CREATED_AT = '2026-01-01T00:00:00.000Z'
const ADMIN_ROLE = { name: 'administrator', title: 'Administrator' }

function checkProject({ params, ctx }: RouteInput): void {
  if (params[0] !== ctx.lake.config.projectId) throw notFound(`Project "${params[0]}" not found`)
}

function project(input: RouteInput) {
  const { ctx } = input
  const { projectId } = ctx.lake.config
  return {
    id: projectId,
    displayName: 'Meridian Business Travel (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: { color: '#0b4f6c', externalStudioHost: '' },
    maxRetentionDays: 3650,
    activityFeedEnabled: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    pendingInvites: 0,
    features: [],
    members: [
      {
        id: ctx.user.id,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
        isCurrentUser: true,
        isRobot: false,
        role: ADMIN_ROLE.name,
        roles: [ADMIN_ROLE],
      },
    ],
  }
}

export function getProjects(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Listing projects')
  sendJson(input.res, 200, [project({ ...input, params: [input.ctx.lake.config.projectId] })])
}

export function getProject(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Reading the project')
  checkProject(input)
  sendJson(input.res, 200, project(input))
}

export function getDatasets(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Listing datasets')
  checkProject(input)
  // The Studio also asks for add-on datasets (comments); there are none.
  if (input.url.searchParams.has('addonFor')) return sendJson(input.res, 200, [])
  sendJson(input.res, 200, [
    {
      name: input.ctx.lake.config.dataset,
      aclMode: 'public',
      createdAt: CREATED_AT,
      createdByUserId: input.ctx.user.id,
      addonFor: null,
      datasetProfile: 'content',
      features: [],
      tags: [],
    },
  ])
}

const ALL_DOCUMENTS = '_id in path("**")'

export function getAcl(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Reading grants')
  checkProject(input)
  if (input.params[1] !== input.ctx.lake.config.dataset) throw notFound(`Dataset "${input.params[1]}" not found`)
  sendJson(input.res, 200, [{ filter: ALL_DOCUMENTS, permissions: ['history', 'read', 'update', 'create'] }])
}

export function getGrants(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Reading grants')
  checkProject(input)
  const grants = (names: string[], config: Record<string, unknown> = {}) => [
    { grants: names.map((name) => ({ name, params: {} })), config },
  ]
  sendJson(input.res, 200, {
    'sanity.project': grants(['read', 'update']),
    'sanity.project.datasets': grants(['read']),
    'sanity.project.members': grants(['read']),
    'sanity.document.filter': grants(['read', 'update', 'create', 'history'], { filter: ALL_DOCUMENTS }),
  })
}

export function getRoles(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Reading roles')
  checkProject(input)
  sendJson(input.res, 200, [
    {
      ...ADMIN_ROLE,
      description: 'The local editor',
      isCustom: false,
      projectId: input.params[0],
      appliesToUsers: true,
    },
  ])
}

export function getFeatures(input: RouteInput): void {
  input.ctx.auth.requireEditor(input.req, 'Reading features')
  // No hosted add-ons (releases, scheduling, comments, tasks): the Studio hides them.
  sendJson(input.res, 200, [])
}

export function getCurrentUser({ req, res, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading the current user')
  sendJson(res, 200, {
    ...ctx.user,
    profileImage: null,
    role: ADMIN_ROLE.name,
    roles: [ADMIN_ROLE],
    provider: 'local',
  })
}

export function getUsers({ req, res, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading users')
  const ids = (params[0] ?? '').split(',')
  const user = (editor: Editor, isCurrentUser: boolean) => ({
    id: editor.id,
    projectId: ctx.lake.config.projectId,
    displayName: editor.name,
    familyName: null,
    givenName: null,
    middleName: null,
    imageUrl: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    isCurrentUser,
  })
  // The lake's own user (every request's author), and the editors of the Studio sessions that
  // have used presence (lake/src/presence.ts), whose avatars the Studio draws. Unknown ids
  // are left out rather than 404: the Studio then shows no avatar instead of failing.
  sendJson(
    res,
    200,
    ids.flatMap((id) => {
      if (id === ctx.user.id || id === 'me') return [user(ctx.user, true)]
      const editor = ctx.presence.editor(id)
      return editor ? [user(editor, false)] : []
    }),
  )
}

export function getKeyValues({ req, res, params, ctx }: RouteInput): void {
  ctx.auth.requireEditor(req, 'Reading user settings')
  const keys = (params[0] ?? '').split(',').filter(Boolean)
  sendJson(
    res,
    200,
    keys.map((key) => ({ key, value: ctx.keyValue.get(key) })),
  )
}

const keyValueBody = z.array(z.strictObject({ key: z.string().min(1).max(256), value: z.unknown() }))

export async function putKeyValues({ req, res, ctx }: RouteInput): Promise<void> {
  ctx.auth.requireEditor(req, 'Writing user settings')
  const entries = parseOrThrow(keyValueBody, await readJson(req), 'body').map(({ key, value }) => ({
    key,
    value: value ?? null,
  }))
  await ctx.keyValue.set(entries)
  sendJson(res, 200, entries)
}

export function getAuthProviders({ res }: RouteInput): void {
  sendJson(res, 200, { providers: [], thirdPartyLogin: false, sso: { saml: false } })
}

/** The token is fixed for the lake's lifetime; logging out is the Studio forgetting it. */
export function logout({ res }: RouteInput): void {
  sendJson(res, 200, {})
}

export function getTelemetryStatus({ res }: RouteInput): void {
  sendJson(res, 200, { status: 'denied' })
}

export function ping({ res }: RouteInput): void {
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  res.end('PONG')
}

/**
 * Hosted services the Studio asks about at startup: upsell and trial dialogs (`/journey/*`), the
 * help menu's links and version check (`/help`) and registered apps. The lake has none of them and
 * answers "nothing to show", so the Studio shows nothing instead of logging failed requests.
 */
export function getJourney(input: RouteInput): void {
  // The trial dialog reads `showOnLoad` from an object; every upsell treats null as "no offer".
  sendJson(input.res, 200, input.params[0] === 'trial' ? {} : null)
}

export function getHelp(input: RouteInput): void {
  sendJson(input.res, 200, {})
}

export function getUserApplications(input: RouteInput): void {
  checkProject(input)
  sendJson(input.res, 200, [])
}
