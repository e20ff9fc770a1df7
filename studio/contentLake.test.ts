import { randomBytes } from 'node:crypto'

import { firstValueFrom } from 'rxjs'
import { prepareConfig, type SingleWorkspace } from 'sanity'
import { afterEach, describe, expect, test, vi } from 'vitest'

const lakeToken = randomBytes(16).toString('hex')

/** The Studio config as built with these environment variables (they are read at import). */
async function studioConfigWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  return (await import('./sanity.config.ts')).default
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('Content Lake modes', () => {
  test('without a project id the Studio works against the local lake, signed in locally', async () => {
    const config = await studioConfigWith({
      SANITY_STUDIO_PROJECT_ID: undefined,
      SANITY_STUDIO_LAKE_URL: 'https://localhost:3410',
      SANITY_STUDIO_LAKE_TOKEN: lakeToken,
    })
    if (Array.isArray(config)) throw new Error('Expected a single-workspace Studio config')
    expect(config).toMatchObject({
      projectId: 'local',
      dataset: 'production',
      apiHost: 'https://localhost:3410',
      search: { strategy: 'groqLegacy' },
    })

    // The workspace takes the given store as is: Sanity's own store, the one that asks
    // api.sanity.io for login providers and sessions, is never created.
    const [workspace] = prepareConfig(config).workspaces
    if (!workspace) throw new Error('The config prepares no workspace')
    expect(workspace.auth).toBe(config.auth)
    // The store asks the lake's /v1/ping before signing in (localAuthStore.ts): here it answers.
    vi.stubGlobal('fetch', async () => new Response('PONG'))
    const { currentUser, client } = await firstValueFrom(workspace.auth.state)
    // An editor of this browser's own (localAuthStore.ts, browserEditor), an administrator.
    expect(currentUser).toMatchObject({ id: expect.stringMatching(/^local-/), role: 'administrator' })
    expect(client.config()).toMatchObject({ apiHost: 'https://localhost:3410', token: lakeToken })
  })

  test('in local mode nothing is offered that needs Sanity’s hosted services; hosted mode keeps them', async () => {
    const hostedOnly = (
      workspace: ReturnType<typeof prepareConfig>['workspaces'][number],
      config: SingleWorkspace,
    ) => ({
      tasks: workspace.tasks?.enabled,
      scheduledPublishing: workspace.scheduledPublishing.enabled,
      scheduledDrafts: workspace.scheduledDrafts?.enabled,
      releases: workspace.releases?.enabled,
      comments: config.document?.comments?.enabled,
    })
    const local = await studioConfigWith({ SANITY_STUDIO_PROJECT_ID: undefined })
    if (Array.isArray(local)) throw new Error('Expected a single-workspace Studio config')
    expect(hostedOnly(prepareConfig(local).workspaces[0]!, local)).toEqual({
      tasks: false,
      scheduledPublishing: false,
      scheduledDrafts: false,
      releases: false,
      comments: false,
    })
    expect(local).toMatchObject({ announcements: { enabled: false }, mediaLibrary: { enabled: false } })
    // Nor words that hold only for a hosted project (offlineWords.ts): the invitation to its
    // members, "Up to date" from a version check that has no answer offline, releases.
    const words = Object.assign({}, ...(local.i18n?.bundles ?? []).map((bundle) => bundle.resources)) as Record<
      string,
      string
    >
    expect(words['presence.no-one-else-description']).toMatch(/another browser/)
    expect(words['help-resources.up-to-date']).toMatch(/no update check offline/)
    expect(words['settings.perspectives.pinned-release-label']).toBe('The Studio’s perspective')
    // With releases off, Sanity lacks the words its list rows label presence with.
    expect(words['presence.tooltip.one']).toBe('{{displayName}} is editing this document right now')

    const hosted = await studioConfigWith({ SANITY_STUDIO_PROJECT_ID: 'abc123' })
    if (Array.isArray(hosted)) throw new Error('Expected a single-workspace Studio config')
    expect(hostedOnly(prepareConfig(hosted).workspaces[0]!, hosted)).toEqual({
      tasks: true,
      scheduledPublishing: true,
      scheduledDrafts: true,
      releases: true,
      comments: true,
    })
    expect(hosted.i18n?.bundles).toEqual([])
  })

  test('the lake defaults to https://localhost:3400', async () => {
    const config = await studioConfigWith({ SANITY_STUDIO_PROJECT_ID: undefined, SANITY_STUDIO_LAKE_URL: undefined })
    expect(config).toMatchObject({ apiHost: 'https://localhost:3400' })
  })

  test('with a project id the Studio keeps Sanity’s hosted API, login and search', async () => {
    const config = await studioConfigWith({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'staging' })
    if (Array.isArray(config)) throw new Error('Expected a single-workspace Studio config')
    expect(config).toMatchObject({ projectId: 'abc123', dataset: 'staging' })
    expect(config.apiHost).toBeUndefined()
    expect(config.auth).toBeUndefined()
    expect(config.search).toBeUndefined()
  })
})
