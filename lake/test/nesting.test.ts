import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { persistedContent, startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

/** `levels` arrays inside each other, as JSON text (JSON.stringify cannot build the deepest). */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

const post = async (endpoint: string, body: string, method = 'POST') => {
  const response = await lake.api(`/v2025-02-19/${endpoint}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const mutate = (mutations: string) => post('data/mutate/production', `{"mutations":[${mutations}]}`)

describe('nesting depth (400 levels of arrays and objects)', () => {
  it('answers 400 with the limit, not 500, to bodies nested too deep for the recursive work', async () => {
    const data = await persistedContent(lake)
    const cases = [
      mutate(`{"create":{"_type":"note","deep":${nested(10_000)}}}`),
      mutate(`{"create":{"_type":"note","deep":${nested(100_000)}}}`),
      post(
        'data/actions/production',
        `{"actions":[{"actionType":"sanity.action.document.create","publishedId":"note.deep","attributes":{"_id":"drafts.note.deep","_type":"note","deep":${nested(10_000)}}}]}`,
      ),
      post('data/query/production', `{"query":"$p","params":{"p":${nested(10_000)}}}`),
      post('users/me/keyvalue', `[{"key":"studio.deep","value":${nested(10_000)}}]`, 'PUT'),
    ]
    for (const { status, body } of await Promise.all(cases)) {
      expect(status).toBe(400)
      expect(body.message).toMatch(/^Request body nests arrays and objects deeper than 400 levels$/)
    }
    const inUrl = await lake.api(
      `/v2025-02-19/data/query/production?query=%24p&%24p=${encodeURIComponent(nested(1_000))}`,
    )
    expect(inUrl.status).toBe(400)
    expect((await inUrl.json()).message).toBe('Parameter "$p" nests arrays and objects deeper than 400 levels')
    expect(await persistedContent(lake)).toBe(data)
  })

  it('keeps documents nested up to the limit, and refuses a patch that deepens one past it', async () => {
    // The body's own four levels (body, mutations, mutation, create) and 396 arrays: 400.
    const created = await mutate(`{"create":{"_id":"note.deep","_type":"note","deep":${nested(396)}}}`)
    expect(created.status).toBe(200)
    expect(await lake.client.fetch('count(*[_id == "note.deep"])')).toBe(1)
    expect((await mutate(`{"create":{"_type":"note","deep":${nested(397)}}}`)).status).toBe(400)

    // A path 300 fields long sets a value 300 levels deep: within the body's limit, not the document's.
    const path300 = Array.from({ length: 300 }, () => 'a').join('.')
    const deepened = await mutate(`{"patch":{"id":"note.deep","set":{"${path300}":${nested(150)}}}}`)
    expect(deepened.status).toBe(400)
    expect(JSON.stringify(deepened.body)).toContain(
      'Document \\"note.deep\\" would nest arrays and objects deeper than 400 levels',
    )
    expect(await lake.client.fetch('*[_id == "note.deep"][0].a')).toBeNull()

    // A path too long to walk is refused before the patch engine recurses down it.
    const path10k = Array.from({ length: 10_000 }, () => 'a').join('.')
    for (const operation of [
      `"set":{"${path10k}":1}`,
      `"unset":["${path10k}"]`,
      `"insert":{"after":"${path10k}","items":[1]}`,
    ]) {
      const tooLong = await mutate(`{"patch":{"id":"note.deep",${operation}}}`)
      expect(tooLong.status).toBe(400)
      expect(JSON.stringify(tooLong.body)).toContain(
        'A patch path of document \\"note.deep\\" descends more than 400 levels',
      )
    }

    const shallow = await mutate(`{"patch":{"id":"note.deep","set":{"${path300}":${nested(50)}}}}`)
    expect(shallow.status).toBe(200)
    expect(await lake.client.fetch(`defined(*[_id == "note.deep"][0].${path300})`)).toBe(true)
  })
})
