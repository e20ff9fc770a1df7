import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

const json = async (pathname: string, init?: Parameters<TestLake['api']>[1]) => {
  const response = await lake.api(pathname, init)
  return { status: response.status, body: await response.json() }
}

describe('what the Studio asks at startup', () => {
  it('describes the project, its dataset, the editor and their permissions', async () => {
    expect((await json('/v2021-12-15/projects/local')).body).toMatchObject({
      id: 'local',
      members: [{ id: 'local-editor', isCurrentUser: true, role: 'administrator' }],
    })
    expect((await json('/v2021-12-15/projects/local/datasets')).body).toEqual([
      expect.objectContaining({ name: 'production', aclMode: 'public' }),
    ])
    expect(
      (await json('/v2021-12-15/projects/local/datasets?datasetProfile=comments&addonFor=production')).body,
    ).toEqual([])
    expect((await json('/v2021-06-07/projects/local/datasets/production/acl')).body).toEqual([
      { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
    ])
    expect((await json('/v2021-12-15/projects/local/grants')).body['sanity.project']).toBeDefined()
    expect((await json('/v2025-02-19/features')).body).toEqual([])
    expect((await json('/v2025-02-19/users/me')).body).toMatchObject({ id: 'local-editor', name: 'Local Editor' })
    expect((await json('/v2021-06-07/users/local-editor,someone-else')).body).toEqual([
      expect.objectContaining({ id: 'local-editor', displayName: 'Local Editor' }),
    ])
    expect((await json('/v2021-12-15/projects/other')).status).toBe(404)
    expect((await json('/v2021-12-15/projects/local', { token: null })).status).toBe(401)
  })

  it('stores the per-user key-value settings', async () => {
    const put = await json('/v2025-02-19/users/me/keyvalue', {
      method: 'PUT',
      body: JSON.stringify([{ key: 'studio.search.recent', value: { terms: ['rome'] } }]),
    })
    expect(put.body).toEqual([{ key: 'studio.search.recent', value: { terms: ['rome'] } }])
    expect((await json('/v2025-02-19/users/me/keyvalue/studio.search.recent')).body).toEqual([
      { key: 'studio.search.recent', value: { terms: ['rome'] } },
    ])
    expect((await json('/v2025-02-19/users/me/keyvalue', { method: 'PUT', body: '{"key":1}' })).status).toBe(400)
    expect((await json('/v2025-02-19/users/me/keyvalue/x', { token: null })).status).toBe(401)
  })

  it('answers the small endpoints and rejects wrong methods', async () => {
    expect((await json('/v2025-02-19/auth/providers')).body).toMatchObject({ providers: [] })
    expect((await json('/v2025-02-19/intake/telemetry-status')).body).toEqual({ status: 'denied' })
    expect(await (await lake.api('/v2025-02-19/data/ping/production')).text()).toBe('PONG')
    const wrongMethod = await lake.api('/v2025-02-19/data/mutate/production')
    expect(wrongMethod.status).toBe(405)
  })

  it('has nothing to offer for the hosted services the Studio asks about, rather than a 404 each', async () => {
    expect(await json('/v2023-12-11/journey/trial?studioVersion=6.9.2')).toEqual({ status: 200, body: {} })
    for (const journey of ['document-limit', 'comments', 'scheduled-publishing', 'content-releases']) {
      expect(await json(`/v2025-02-19/journey/${journey}`), journey).toEqual({ status: 200, body: null })
    }
    expect(await json('/v1/help?m=sanity%406.9.2&locale=en-US')).toEqual({ status: 200, body: {} })
    expect(await json('/v2024-08-01/projects/local/user-applications')).toEqual({ status: 200, body: [] })
    expect((await json('/v2024-08-01/projects/other/user-applications')).status).toBe(404)
    // One dataset: nothing outside it refers to a document (the unpublish dialog asks).
    const references = '/v2025-02-19/data/references/production/documents/deal.boston-to-dublin-business-class/to'
    expect(await json(`${references}?excludeInternalReferences=true&excludePaths=true`)).toEqual({
      status: 200,
      body: { totalCount: 0, references: [] },
    })
    expect((await json(references)).status).toBe(400)
  })
})
