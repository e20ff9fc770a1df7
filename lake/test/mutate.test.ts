import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { persistedContent, readText, startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

const mutate = (mutations: unknown[], query = '', token?: string | null) =>
  lake.api(`/v2025-02-19/data/mutate/production${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
    token,
  })

const snapshot = async () => ({
  data: await persistedContent(lake),
  log: await readText(path.join(lake.stateDir, 'transactions.ndjson')).catch(() => ''),
})

describe('POST /data/mutate', () => {
  it('creates, replaces, creates if missing, patches and deletes, with new revisions', async () => {
    const created = await lake.client.create({ _id: 'note.a', _type: 'note', title: 'A', count: 1 })
    expect(created).toMatchObject({ _id: 'note.a', title: 'A', _rev: expect.any(String) })
    expect(created._createdAt).toBe(created._updatedAt)

    const replaced = await lake.client.createOrReplace<Record<string, unknown>>({
      _id: 'note.a',
      _type: 'note',
      title: 'A2',
    })
    expect(replaced.title).toBe('A2')
    expect(replaced.count).toBeUndefined()
    expect(replaced._rev).not.toBe(created._rev)
    expect(replaced._createdAt).toBe(created._createdAt)

    const kept = await lake.client.createIfNotExists({ _id: 'note.a', _type: 'note', title: 'ignored' })
    expect(kept.title).toBe('A2')

    const patched = await lake.client
      .patch('note.a')
      .setIfMissing({ tags: [] })
      .set({ title: 'A3' })
      .inc({ views: 0 })
      .insert('after', 'tags[-1]', ['x', 'y'])
      .commit()
    expect(patched).toMatchObject({ title: 'A3', tags: ['x', 'y'] })
    const decremented = await lake.client
      .patch('note.a')
      .set({ count: 10 })
      .dec({ count: 3 })
      .unset(['tags[0]'])
      .commit()
    expect(decremented).toMatchObject({ count: 7, tags: ['y'] })
    const dmp = await lake.client.patch('note.a').diffMatchPatch({ title: '@@ -1,2 +1,3 @@\n A3\n+!\n' }).commit()
    expect(dmp.title).toBe('A3!')

    const result = await lake.client.delete('note.a')
    expect(result.results).toMatchObject([{ id: 'note.a', operation: 'delete' }])
    expect(await lake.client.getDocument('note.a')).toBeUndefined()
  })

  it('generates ids for create without one, or with a trailing dot', async () => {
    const anonymous = await lake.client.create({ _type: 'note' })
    expect(anonymous._id).toMatch(/^[0-9a-f-]{36}$/)
    const prefixed = await lake.client.create({ _id: 'drafts.', _type: 'note' })
    expect(prefixed._id).toMatch(/^drafts\.[0-9a-f-]{36}$/)
  })

  it('deletes and patches by query', async () => {
    await lake.client
      .transaction()
      .create({ _id: 'bulk.1', _type: 'bulk', n: 1 })
      .create({ _id: 'bulk.2', _type: 'bulk', n: 2 })
      .commit()
    const response = await mutate([{ patch: { query: '*[_type == "bulk"]', inc: { n: 10 } } }], '?returnDocuments=true')
    const body = await response.json()
    expect(body.results.map((r: { document: { n: number } }) => r.document.n).sort()).toEqual([11, 12])
    const deleted = await mutate([{ delete: { query: '*[_type == $type]', params: { type: 'bulk' } } }])
    expect((await deleted.json()).results).toHaveLength(2)
    expect(await lake.client.fetch('count(*[_type == "bulk"])')).toBe(0)
  })

  it('answers ifRevisionID mismatches with 409 and applies nothing', async () => {
    const doc = await lake.client.create({ _id: 'note.rev', _type: 'note', title: 'v1' })
    const response = await mutate([{ patch: { id: 'note.rev', ifRevisionID: 'stale', set: { title: 'v2' } } }])
    expect(response.status).toBe(409)
    const { error } = await response.json()
    expect(error.type).toBe('mutationError')
    expect(error.description).toMatch(/unexpected revision/)
    expect((await lake.client.getDocument('note.rev'))?._rev).toBe(doc._rev)
    await expect(
      lake.client.patch('note.rev').ifRevisionId(doc._rev).set({ title: 'v2' }).commit(),
    ).resolves.toMatchObject({ title: 'v2' })
  })

  it('rejects malformed bodies with 400 naming the problem, writing nothing', async () => {
    const before = await snapshot()
    const cases: [unknown[], RegExp][] = [
      [[{ create: { _id: 'x' } }], /_type/],
      [[{ patch: { id: 'x', inc: { n: 'one' } } }], /inc\.n/],
      [[{ patch: { id: 'x', merge: {} } }], /merge/],
      [[{ patch: { set: { a: 1 } } }], /exactly one of `id` or `query`/],
      [[{ create: { _type: 'x' }, delete: { id: 'y' } }], /exactly one of/],
      [[{ create: { _id: 'has spaces', _type: 'x' } }], /Malformed document ID/],
    ]
    for (const [mutations, message] of cases) {
      const response = await mutate(mutations)
      expect(response.status, JSON.stringify(mutations)).toBe(400)
      const body = await response.json()
      expect(JSON.stringify(body)).toMatch(message)
    }
    const notJson = await lake.api('/v2025-02-19/data/mutate/production', { method: 'POST', body: '{nope' })
    expect(notJson.status).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('applies all of a transaction or none of it', async () => {
    const before = await snapshot()
    const response = await mutate([
      { create: { _id: 'atomic.1', _type: 'note' } },
      { patch: { id: 'deal.new-york-to-london-business-class', set: { title: 'changed' } } },
      { patch: { id: 'does-not-exist', set: { title: 'boom' } } },
    ])
    expect(response.status).toBe(409)
    const { error } = await response.json()
    expect(error.items[0].index).toBe(2)
    expect(await lake.client.getDocument('atomic.1')).toBeUndefined()
    expect(await lake.client.fetch('*[_id == "deal.new-york-to-london-business-class"][0].title')).not.toBe('changed')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses writes without a token (401) or with a wrong one (403)', async () => {
    const before = await snapshot()
    const missing = await mutate([{ create: { _type: 'note' } }], '', null)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401, message: expect.any(String) })
    const wrong = await mutate([{ create: { _type: 'note' } }], '', 'wrong-token')
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({ error: 'Forbidden', statusCode: 403 })
    await expect(lake.anonymous.create({ _type: 'note' })).rejects.toMatchObject({ statusCode: 401 })
    expect(await snapshot()).toEqual(before)
  })

  it('supports dryRun and client transaction ids', async () => {
    const dry = await mutate([{ create: { _id: 'dry.1', _type: 'note' } }], '?dryRun=true&returnIds=true')
    expect((await dry.json()).documentIds).toEqual(['dry.1'])
    expect(await lake.client.getDocument('dry.1')).toBeUndefined()
    const response = await lake.api('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: JSON.stringify({
        mutations: [{ create: { _id: 'tx.1', _type: 'note' } }],
        transactionId: 'my-transaction-1',
      }),
    })
    expect((await response.json()).transactionId).toBe('my-transaction-1')
    expect((await lake.client.getDocument('tx.1'))?._rev).toBe('my-transaction-1')
    const reused = await lake.api('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: JSON.stringify({
        mutations: [{ create: { _id: 'tx.2', _type: 'note' } }],
        transactionId: 'my-transaction-1',
      }),
    })
    expect(reused.status).toBe(409)
  })
})

describe('referential integrity', () => {
  it('refuses strong references to missing documents, and deleting referenced documents', async () => {
    const dangling = await mutate([
      { create: { _id: 'note.dangling', _type: 'note', city: { _type: 'reference', _ref: 'city.nowhere' } } },
    ])
    expect(dangling.status).toBe(409)
    expect((await dangling.json()).error.description).toMatch(/non-existent document "city.nowhere"/)

    const weak = await mutate([
      { create: { _id: 'note.weak', _type: 'note', city: { _type: 'reference', _ref: 'city.nowhere', _weak: true } } },
    ])
    expect(weak.status).toBe(200)

    const referenced = await mutate([{ delete: { id: 'airline.acacia-continental' } }])
    expect(referenced.status).toBe(409)
    expect((await referenced.json()).error.description).toMatch(/cannot be deleted: "deal\./)
    expect(await lake.client.getDocument('airline.acacia-continental')).toBeDefined()

    // Removing the references in the same transaction makes the delete legal.
    await lake.client.create({ _id: 'note.target', _type: 'note' })
    await lake.client.create({ _id: 'note.source', _type: 'note', target: { _type: 'reference', _ref: 'note.target' } })
    const together = await mutate([
      { delete: { id: 'note.target' } },
      { patch: { id: 'note.source', unset: ['target'] } },
    ])
    expect(together.status).toBe(200)
  })
})

describe('concurrent writers', () => {
  it('counts 20 parallel increments exactly', async () => {
    await lake.client.create({ _id: 'counter', _type: 'counter', count: 0 })
    await Promise.all(Array.from({ length: 20 }, () => lake.client.patch('counter').inc({ count: 1 }).commit()))
    expect((await lake.client.getDocument('counter'))?.count).toBe(20)
  })

  it('lets exactly one of several ifRevisionID patches win', async () => {
    const doc = await lake.client.create({ _id: 'contended', _type: 'note', owner: 'nobody' })
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        lake.client
          .patch('contended')
          .ifRevisionId(doc._rev)
          .set({ owner: `writer-${i}` })
          .commit(),
      ),
    )
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled')
    const lost = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(9)
    for (const attempt of lost) expect(attempt.reason.statusCode).toBe(409)
  })
})
