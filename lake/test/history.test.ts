import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake
const PUBLISHED = 'post.business-class-etiquette'
let publishedId = PUBLISHED

beforeAll(async () => {
  lake = await startTestLake()
  publishedId = (await lake.client.fetch<string>('*[_type == "post"][0]._id')) ?? PUBLISHED
})
afterAll(() => lake.dispose())

const ndjson = async (response: Response) =>
  (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

describe('history', () => {
  it('describes content older than the log as one transaction named after its revision', async () => {
    const current = await lake.client.getDocument(publishedId)
    const response = await lake.api(
      `/v2025-02-19/data/history/production/transactions/${publishedId},drafts.${publishedId}?effectFormat=mendoza&excludeContent=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50`,
    )
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/)
    const [genesis, ...rest] = await ndjson(response)
    expect(rest).toEqual([])
    expect(genesis).toMatchObject({ id: current?._rev, documentIDs: [publishedId], author: 'local-editor' })
    expect(genesis.effects[publishedId].revert).toEqual([0, null])
  })

  it('opens the original revision of a sample document from its draft, as the Studio asks for it', async () => {
    const current = await lake.client.getDocument(publishedId)
    // The Studio's drafts view lists the document's events and asks for the draft at each one.
    const events = await (
      await lake.api(`/v2025-02-19/data/history/production/events/documents/drafts.${publishedId}`)
    ).json()
    const [original] = events.events[`drafts.${publishedId}`]
    expect(original).toMatchObject({ type: 'publishDocumentVersion', revisionId: current?._rev })
    const response = await lake.api(
      `/v2025-02-19/data/history/production/documents/drafts.${publishedId}?revision=${original.revisionId}`,
    )
    expect((await response.json()).documents).toEqual([
      expect.objectContaining({ _rev: current?._rev, title: current?.title }),
    ])
    // A revision the document never had is still nothing.
    const unknown = await lake.api(`/v2025-02-19/data/history/production/documents/drafts.${publishedId}?revision=nope`)
    expect((await unknown.json()).documents).toEqual([])
  })

  it('lists edits and publishes, newest first, and returns documents at any revision', async () => {
    const original = await lake.client.getDocument(publishedId)
    const edit = await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${publishedId}`,
      publishedId,
      patch: { set: { title: 'History, first edit' } },
    })
    const publish = await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: `drafts.${publishedId}`,
      publishedId,
    })
    const transactions = await ndjson(
      await lake.api(
        `/v2025-02-19/data/history/production/transactions/${publishedId},drafts.${publishedId}?effectFormat=mendoza&reverse=true`,
      ),
    )
    expect(transactions.map((tx) => tx.id)).toEqual([publish.transactionId, edit.transactionId, original?._rev])
    expect(transactions[0].documentIDs.sort()).toEqual([`drafts.${publishedId}`, publishedId].sort())

    const limited = await ndjson(
      await lake.api(
        `/v2025-02-19/data/history/production/transactions/${publishedId}?reverse=true&limit=50&toTransaction=${publish.transactionId}`,
      ),
    )
    expect(limited.map((tx) => tx.id)).toEqual([publish.transactionId, original?._rev])

    const atOriginal = await lake.api(
      `/v2025-02-19/data/history/production/documents/${publishedId},drafts.${publishedId}?revision=${original?._rev}`,
    )
    expect((await atOriginal.json()).documents).toEqual([original])
    const atEdit = await lake.api(
      `/v2025-02-19/data/history/production/documents/drafts.${publishedId}?revision=${edit.transactionId}`,
    )
    expect((await atEdit.json()).documents[0]).toMatchObject({ _rev: edit.transactionId, title: 'History, first edit' })
    const lastRevision = await lake.api(
      `/v2025-02-19/data/history/production/documents/drafts.${publishedId}?lastRevision=true`,
    )
    expect((await lastRevision.json()).documents[0]).toMatchObject({ title: 'History, first edit' })
    const beforeAll = await lake.api(
      `/v2025-02-19/data/history/production/documents/${publishedId}?time=2000-01-01T00:00:00Z`,
    )
    expect((await beforeAll.json()).documents).toEqual([])
  })

  it('answers the events API with publish and create events', async () => {
    const response = await lake.api(
      `/v2025-02-19/data/history/production/events/documents/drafts.${publishedId}?limit=100`,
    )
    const body = await response.json()
    const events = body.events[`drafts.${publishedId}`]
    expect(body.nextCursor).toBe('')
    expect(events[0]).toMatchObject({
      type: 'publishDocumentVersion',
      documentId: publishedId,
      versionId: `drafts.${publishedId}`,
    })
    expect(events.at(-1)).toMatchObject({ type: 'publishDocumentVersion' })
  })

  it('requires the token', async () => {
    const response = await lake.api(`/v2025-02-19/data/history/production/transactions/${publishedId}`, { token: null })
    expect(response.status).toBe(401)
  })
})
