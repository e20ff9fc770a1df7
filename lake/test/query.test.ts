import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

describe('GET /data/query', () => {
  it('defaults to the published perspective, which never returns drafts', async () => {
    const ids = await lake.anonymous.fetch<string[]>('*[]._id')
    expect(ids.length).toBeGreaterThan(50)
    expect(ids.filter((id) => id.startsWith('drafts.'))).toEqual([])
    const authenticated = await lake.client.fetch<string[]>('*[]._id', {}, { perspective: 'published' })
    expect(authenticated.filter((id) => id.startsWith('drafts.'))).toEqual([])
  })

  it('overlays drafts on published documents under the drafts perspective', async () => {
    const query = '*[_id == $id][0]{_id, _originalId, title}'
    const published = await lake.client.fetch(query, { id: 'deal.seattle-to-oslo-business-class' })
    const drafted = await lake.client.fetch(
      query,
      { id: 'deal.seattle-to-oslo-business-class' },
      { perspective: 'drafts' },
    )
    expect(drafted._originalId).toBe('drafts.deal.seattle-to-oslo-business-class')
    expect(drafted._id).toBe('deal.seattle-to-oslo-business-class')
    expect(drafted.title).not.toBe(published.title)
    // A draft without a published version shows up under its published id.
    const draftOnly = await lake.client.fetch(
      '*[_id == "deal.draft-only-secret-fare"][0]._id',
      {},
      { perspective: 'drafts' },
    )
    expect(draftOnly).toBe('deal.draft-only-secret-fare')
    const hidden = await lake.client.fetch('*[_id == "deal.draft-only-secret-fare"][0]._id')
    expect(hidden).toBeNull()
  })

  it('returns everything under raw', async () => {
    const drafts = await lake.client.fetch<string[]>(
      '*[_id in path("drafts.**")]._id | order(@)',
      {},
      { perspective: 'raw' },
    )
    expect(drafts).toEqual([
      'drafts.deal.draft-only-secret-fare',
      'drafts.deal.seattle-to-oslo-business-class',
      'drafts.post.draft-only-post',
    ])
  })

  it('requires the token for non-published perspectives', async () => {
    for (const perspective of ['drafts', 'raw', 'previewDrafts']) {
      const response = await lake.api(`/v2025-02-19/data/query/production?query=1&perspective=${perspective}`, {
        token: null,
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
    }
    const wrong = await lake.api('/v2025-02-19/data/query/production?query=1', { token: 'not-the-token' })
    expect(wrong.status).toBe(403)
  })

  it('shows anonymous readers of old API versions (default raw) only published documents', async () => {
    const response = await lake.api('/v2021-06-07/data/query/production?query=count(*[_id in path("drafts.**")])', {
      token: null,
    })
    expect((await response.json()).result).toBe(0)
  })

  it('passes $params, dereferences, and answers {query, result, ms}', async () => {
    const response = await lake.api(
      `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == $type && slug.current == $slug][0]{title, "airlines": airlines[]->name}')}&$type=${encodeURIComponent('"deal"')}&$slug=${encodeURIComponent('"new-york-to-london-business-class"')}`,
    )
    const body = await response.json()
    expect(body.query).toContain('slug.current == $slug')
    expect(typeof body.ms).toBe('number')
    expect(body.result.title).toMatch(/New York/)
    expect(body.result.airlines.every((name: unknown) => typeof name === 'string')).toBe(true)
  })

  it('accepts POST bodies and returnQuery=false', async () => {
    const response = await lake.api('/v1/data/query/production?returnQuery=false', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == $type])', params: { type: 'deal' } }),
    })
    const body = await response.json()
    expect(body.query).toBeUndefined()
    // v1 defaults to raw: 54 published deals and 2 deal drafts.
    expect(body.result).toBe(56)
  })

  it('answers GROQ syntax errors with 400 and the position', async () => {
    const response = await lake.api(`/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == ]')}`)
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error).toMatchObject({ type: 'queryParseError', query: '*[_type == ]' })
    expect(error.description).toMatch(/Syntax error/)
    await expect(lake.client.fetch('*[')).rejects.toThrow(/GROQ query parse error/)
  })

  it('explains text::query, which groq-js does not implement', async () => {
    const response = await lake.api(
      `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[text::query("x")]')}`,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.description).toMatch(/groqLegacy/)
  })

  it('supports sanity::versionOf used by Studio previews', async () => {
    const ids = await lake.client.fetch<string[]>(
      '*[sanity::versionOf($id)]._id | order(@)',
      { id: 'deal.seattle-to-oslo-business-class' },
      { perspective: 'raw' },
    )
    expect(ids).toEqual(['deal.seattle-to-oslo-business-class', 'drafts.deal.seattle-to-oslo-business-class'])
  })

  it('serves only the configured dataset and answers unknown routes with 404 JSON', async () => {
    expect((await lake.api('/v2025-02-19/data/query/staging?query=1')).status).toBe(404)
    const unknown = await lake.api('/v2025-02-19/nothing/here')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ statusCode: 404 })
  })
})

describe('GET /data/doc', () => {
  it('returns documents and the ids that do not exist', async () => {
    const response = await lake.api('/v2025-02-19/data/doc/production/deal.new-york-to-london-business-class,nope')
    const body = await response.json()
    expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(['deal.new-york-to-london-business-class'])
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }])
    const [draft, missing] = await lake.client.getDocuments(['drafts.post.draft-only-post', 'missing'])
    expect(draft?._id).toBe('drafts.post.draft-only-post')
    expect(missing).toBeNull()
  })

  it('requires the token', async () => {
    expect((await lake.api('/v2025-02-19/data/doc/production/x', { token: null })).status).toBe(401)
  })
})
