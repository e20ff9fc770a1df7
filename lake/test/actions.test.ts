import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { persistedContent, startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

const act = (actions: unknown[], token?: string | null) =>
  lake.api('/v2025-02-19/data/actions/production', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
    token,
  })

const get = (id: string) => lake.client.getDocument(id)

describe('POST /data/actions', () => {
  it('creates a draft, edits it, publishes, unpublishes, discards and deletes', async () => {
    const created = await lake.client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'deal.test-fare',
      attributes: {
        _id: 'drafts.deal.test-fare',
        _type: 'deal',
        title: 'Test fare',
        slug: { _type: 'slug', current: 'test-fare' },
      },
      ifExists: 'fail',
    })
    expect(created.transactionId).toEqual(expect.any(String))
    expect((await get('drafts.deal.test-fare'))?._rev).toBe(created.transactionId)

    await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
      patch: { set: { title: 'Test fare, edited' } },
    })
    const draft = await get('drafts.deal.test-fare')
    expect(draft?.title).toBe('Test fare, edited')

    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
      ifDraftRevisionId: draft?._rev,
    })
    expect(await get('drafts.deal.test-fare')).toBeUndefined()
    const published = await get('deal.test-fare')
    expect(published).toMatchObject({ _type: 'deal', title: 'Test fare, edited', _createdAt: draft?._createdAt })
    expect(await lake.anonymous.fetch('*[slug.current == "test-fare"][0].title')).toBe('Test fare, edited')

    // Editing a published document starts the draft from it.
    await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
      patch: { set: { excerpt: 'New excerpt' } },
    })
    expect(await get('drafts.deal.test-fare')).toMatchObject({ title: 'Test fare, edited', excerpt: 'New excerpt' })

    await lake.client.action({
      actionType: 'sanity.action.document.discard',
      draftId: 'drafts.deal.test-fare',
    })
    expect(await get('drafts.deal.test-fare')).toBeUndefined()

    await lake.client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
    })
    expect(await get('deal.test-fare')).toBeUndefined()
    expect(await get('drafts.deal.test-fare')).toMatchObject({ title: 'Test fare, edited' })

    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
    })
    await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.deal.test-fare',
      publishedId: 'deal.test-fare',
      patch: { set: { title: 'Pending change' } },
    })
    await lake.client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'deal.test-fare',
      includeDrafts: ['drafts.deal.test-fare'],
    })
    expect(await lake.client.getDocuments(['deal.test-fare', 'drafts.deal.test-fare'])).toEqual([null, null])
  })

  it('replaces a draft (the Studio restores revisions this way)', async () => {
    await lake.client.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'airline.acacia-continental',
      attributes: { _id: 'drafts.airline.acacia-continental', _type: 'airline', name: 'Restored' },
    })
    expect(await get('drafts.airline.acacia-continental')).toMatchObject({ name: 'Restored' })
  })

  it('strengthens references marked for publish', async () => {
    await lake.client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'note.refs',
      attributes: {
        _id: 'drafts.note.refs',
        _type: 'note',
        city: {
          _type: 'reference',
          _ref: 'city.business-class-flights-to-rome',
          _weak: true,
          _strengthenOnPublish: { type: 'city' },
        },
      },
      ifExists: 'fail',
    })
    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.note.refs',
      publishedId: 'note.refs',
    })
    expect((await get('note.refs'))?.city).toEqual({ _type: 'reference', _ref: 'city.business-class-flights-to-rome' })
  })

  it('answers revision conflicts and missing documents with 409, applying nothing', async () => {
    await lake.client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'note.conflict',
      attributes: { _id: 'drafts.note.conflict', _type: 'note', title: 'v1' },
      ifExists: 'fail',
    })
    const before = await persistedContent(lake)
    const stale = await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.note.conflict',
        publishedId: 'note.conflict',
        patch: { set: { title: 'v2' } },
      },
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.note.conflict',
        publishedId: 'note.conflict',
        ifDraftRevisionId: 'stale',
      },
    ])
    expect(stale.status).toBe(409)
    const body = await stale.json()
    expect(body.error).toMatchObject({ type: 'actionError', items: [{ index: 1 }] })
    expect((await get('drafts.note.conflict'))?.title).toBe('v1')
    expect(await persistedContent(lake)).toBe(before)

    const publishedRev = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.note.conflict',
        publishedId: 'note.conflict',
        ifPublishedRevisionId: 'nope',
      },
    ])
    expect(publishedRev.status).toBe(409)
    const exists = await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'note.conflict',
        attributes: { _type: 'note' },
        ifExists: 'fail',
      },
    ])
    expect(exists.status).toBe(409)
    const ignored = await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'note.conflict',
        attributes: { _type: 'note' },
        ifExists: 'ignore',
      },
    ])
    expect(ignored.status).toBe(200)
    const noDraft = await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.nothing-here' }])
    expect(noDraft.status).toBe(409)
    // Deleting a document whose draft is not listed would orphan the draft.
    const orphan = await act([
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'deal.seattle-to-oslo-business-class',
        includeDrafts: [],
      },
    ])
    expect(orphan.status).toBe(409)
  })

  it('validates bodies and refuses unsupported action types with 400', async () => {
    const cases: [unknown[], RegExp][] = [
      [[{ actionType: 'sanity.action.document.publish', publishedId: 'x' }], /draftId/],
      [
        [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.a', publishedId: 'b', patch: { set: {} } }],
        /is not a draft or version of/,
      ],
      [[{ actionType: 'sanity.action.document.version.create', publishedId: 'x', document: {} }], /not supported/],
      [[{ actionType: 'sanity.action.release.create', releaseId: 'r' }], /not supported/],
    ]
    for (const [actions, message] of cases) {
      const response = await act(actions)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(message)
    }
  })

  it('requires the token', async () => {
    const action = { actionType: 'sanity.action.document.discard', draftId: 'drafts.post.draft-only-post' }
    expect((await act([action], null)).status).toBe(401)
    expect((await act([action], 'wrong')).status).toBe(403)
    expect(await get('drafts.post.draft-only-post')).toBeDefined()
  })

  it('supports dryRun', async () => {
    await lake.client.action(
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.post.draft-only-post' },
      { dryRun: true },
    )
    expect(await get('drafts.post.draft-only-post')).toBeDefined()
  })
})
