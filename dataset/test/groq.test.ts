import { describe, expect, it } from 'vitest'
import type { SanityDocument } from '../src/export-layout.ts'
import { parseQuery, QueryError, runQuery, runQuerySync, viewOf } from '../src/groq.ts'

const CONTEXT = { projectId: 'local', dataset: 'production' }
const documents: SanityDocument[] = [
  { _id: 'deal.a', _type: 'deal', title: 'A', airline: { _type: 'reference', _ref: 'airline.x' } },
  { _id: 'airline.x', _type: 'airline', name: 'X Air' },
]
const view = viewOf(documents)

describe('GROQ over a dataset', () => {
  it('runs queries with parameters and dereferences through the view', async () => {
    expect(
      await runQuery('*[_type == $type][0]{ title, "airline": airline->name }', { type: 'deal' }, view, CONTEXT),
    ).toEqual({ title: 'A', airline: 'X Air' })
    expect(runQuerySync(parseQuery('count(*)', {}), {}, view, CONTEXT)).toBe(2)
    expect(await runQuery('sanity::projectId()', {}, view, CONTEXT)).toBe('local')
  })

  it('remembers parsed trees', () => {
    expect(parseQuery('*[_id == $id]', { id: 'a' })).toBe(parseQuery('*[_id == $id]', { id: 'a' }))
    expect(parseQuery('*[_id == $id]', { id: 'a' })).not.toBe(parseQuery('*[_id == $id]', { id: 'b' }))
  })

  it('throws QueryError for a query it cannot parse, with where', () => {
    const query = '*[_type == ]'
    const error = (() => {
      try {
        parseQuery(query, {})
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(QueryError)
    expect(error).toMatchObject({ type: 'queryParseError', query, unsupported: false })
    expect((error as QueryError).start).toBeGreaterThanOrEqual(0)
  })

  it('throws QueryError for a function groq-js does not implement, marked unsupported', async () => {
    const failure = runQuery('*[text::query("x")]', {}, view, CONTEXT)
    await expect(failure).rejects.toBeInstanceOf(QueryError)
    await expect(failure).rejects.toMatchObject({ type: 'queryExecutionError', unsupported: true })
  })
})
