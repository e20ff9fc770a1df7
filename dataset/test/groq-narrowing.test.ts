import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { loadDataset, type SanityDocument } from '../src/export-layout.ts'
import { runQuery, viewOf, type QueryView } from '../src/groq.ts'
import { withPerspective, type Perspective } from '../src/perspective.ts'

/**
 * `runQuery` reads only the documents a filter's `_id`, `_type` or `slug.current` names; these
 * tests hold it to groq-js's own answer over every document, on the site's real queries.
 */

const CONTEXT = { projectId: 'local', dataset: 'production' }
const root = path.join(import.meta.dirname, '..', '..')

/** The site's queries, as TypeGen recorded them in schemas/sanity.types.ts (`SanityQueries`). */
async function siteQueries(): Promise<string[]> {
  const file = path.join(root, 'schemas', 'sanity.types.ts')
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest)
  const queries: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'SanityQueries') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && ts.isStringLiteral(member.name)) queries.push(member.name.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return queries
}

/** groq-js alone, scanning the whole view for every filter. */
function plain(query: string, params: Record<string, unknown>, view: QueryView) {
  const tree = parse(query, { params })
  const result = evaluateSync(tree, {
    dataset: view.documents as SanityDocument[],
    params,
    sanity: CONTEXT,
    dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
  })
  return (result as { data?: unknown }).data
}

/**
 * A paginated list's parameters (web/lib/content/list-page.ts): its first page and a later one (or
 * one deal and six a region, for the region tabs), with no deal ended and with one ended, so both
 * the slice and the `$ended` filter are compared.
 */
function listParams(query: string): Record<string, unknown>[] {
  const pages = query.includes('$start')
    ? [
        { start: 0, end: 6 },
        { start: 6, end: 12 },
      ]
    : query.includes('$perRegion')
      ? [{ perRegion: 1 }, { perRegion: 6 }]
      : [{}]
  const ended = query.includes('$ended') ? [{ ended: [] }, { ended: [firstDealId] }] : [{}]
  return pages.flatMap((page) => ended.map((end) => ({ ...page, ...end })))
}

const sample = await loadDataset(path.join(root, 'content'), { ...CONTEXT, assetBaseUrl: '' })
const firstDealId = sample.find((doc) => doc._type === 'deal')!._id

describe('narrowed filters', () => {
  it('answer every query of the site exactly as groq-js does, for every slug and type, in each perspective', async () => {
    const queries = await siteQueries()
    expect(queries.length).toBeGreaterThan(10)
    const slugs = [...new Set(sample.map((doc) => (doc.slug as { current?: string } | undefined)?.current))]
    const types = [...new Set(sample.map((doc) => doc._type))]
    let compared = 0
    for (const perspective of ['published', 'drafts', 'raw'] as Perspective[]) {
      const view = viewOf(withPerspective(sample, perspective))
      for (const query of queries) {
        const base = query.includes('$slug')
          ? [...slugs, 'no-such-slug'].map((slug) => ({ slug }))
          : query.includes('$type')
            ? types.map((type) => ({ type }))
            : [{}]
        const paramSets = base.flatMap((params) => listParams(query).map((list) => ({ ...params, ...list })))
        for (const params of paramSets) {
          expect(await runQuery(query, params, view, CONTEXT), `${query} ${JSON.stringify(params)}`).toEqual(
            plain(query, params, view),
          )
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(300)
  }, 60_000)

  it('match groq-js on the shapes the index reads, and on documents that only look like a match', async () => {
    const odd: SanityDocument[] = [
      ...sample,
      { _id: 'deal.slug-array', _type: 'deal', slug: [{ current: 'boston-to-dublin-business-class' }] },
      { _id: 'deal.slug-number', _type: 'deal', slug: { current: 7 } },
      { _id: 'deal.slug-null', _type: 'deal', slug: null },
      { _id: 'note.no-slug', _type: 'note', title: 'deal' },
      { _id: 'drafts.note.no-slug', _type: 'note', title: 'draft' },
      { _id: 'note.number-ref', _type: 'note', region: { _ref: 5 } },
      { _id: 'note.string-ref', _type: 'note', region: { _ref: '5' } },
    ]
    const view = viewOf(odd)
    const shapes: [string, Record<string, unknown>][] = [
      ['*[_type == "deal" && slug.current == $slug]._id', { slug: 'boston-to-dublin-business-class' }],
      ['*[slug.current == $slug && _type == "deal"]._id', { slug: 'boston-to-dublin-business-class' }],
      ['*[$slug == @.slug.current]._id', { slug: 'boston-to-dublin-business-class' }],
      ['*["deal" == _type]._id', {}],
      ['*[@._type == "note" && title == "deal"]._id', {}],
      ['*[_id == "note.no-slug" || _type == "faq"]._id', {}],
      ['*[_id == $id][0]', { id: 'drafts.note.no-slug' }],
      ['*[_id == $id]', { id: 'missing' }],
      ['*[_type == 7]', {}],
      ['*[slug.current == 7]._id', {}],
      ['*[slug.current == "7"]._id', {}],
      ['*[_type == "deal" && !defined(slug.current)]._id', {}],
      ['*[_type == "region"]{ name, "deals": *[_type == "deal" && region._ref == ^._id]._id }', {}],
      ['count(*[_type == "deal"])', {}],
      ['*[_type in ["region", "deal", "region"]]._id', {}],
      [
        '*[_id in $ids]._id',
        { ids: ['note.no-slug', 'airline.cedar-atlantic-airways', 'missing', 'drafts.note.no-slug'] },
      ],
      ['*[slug.current in ["7", "boston-to-dublin-business-class"]]._id', {}],
      ['*[_type in ["deal", null]]._id', {}],
      ['*[region._ref in [5]]._id', {}],
      ['*[_type in [...$types]]._id', { types: ['faq', 'note'] }],
      // A parameter is data, even one shaped like a parsed filter.
      [
        '$p',
        {
          p: {
            type: 'Filter',
            base: { type: 'Everything' },
            expr: {
              type: 'OpCall',
              op: '==',
              left: { type: 'AccessAttribute', name: '_id' },
              right: { type: 'Value', value: 'note.no-slug' },
            },
          },
        },
      ],
      ['*[_type == "region"]{ "deals": *[^._id == region._ref]._id }', {}],
      ['*[_type == "faq"][0...2]{ "regionless": count(*[region._ref == ^.region._ref]) }', {}],
      ['*[_id == "note.number-ref"]{ "same": *[region._ref == ^.region._ref]._id }', {}],
      [
        '*[_type == "region"][0...2]{ "cities": *[_type == "city" && region._ref == ^._id]{ name, "deals": *[_type == "deal" && region._ref == ^.^._id]._id } }',
        {},
      ],
      ['*[_type == "region"]{ "x": *[_id == "homePage" && _type != ^._type]._id }', {}],
      [
        '*[_type == "deal"][0...3]{ "others": *[_type == "deal" && region._ref == ^.region._ref && _id != ^._id] | order(fareFrom asc)[0...3]._id }',
        {},
      ],
      ['*[_type == "deal"] | order(fareFrom asc)[0...5]._id', {}],
    ]
    for (const [query, params] of shapes) {
      expect(await runQuery(query, params, view, CONTEXT), query).toEqual(plain(query, params, view))
    }
  })

  it('read only the documents a slug names once the view is indexed, not every document', async () => {
    let reads = 0
    const watched = {
      _id: 'note.watched',
      get _type() {
        reads++
        return 'note'
      },
    }
    const view = viewOf([...sample, watched as SanityDocument])
    const query = '*[_type == "deal" && slug.current == $slug][0].title'
    const params = { slug: 'boston-to-dublin-business-class' }
    const expected = plain(query, params, view)
    expect(expected).toBe('Boston to Dublin in business class')
    await runQuery(query, params, view, CONTEXT) // indexes the view
    reads = 0
    expect(await runQuery(query, params, view, CONTEXT)).toBe(expected)
    expect(reads).toBe(0)
  })
})
