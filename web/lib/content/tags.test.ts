import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContentRead } from '@/lib/sanity/fetch'
import { missingTags, typesReadBy } from '@/test/tag-coverage'
import { tagsFor } from '@/lib/sanity/revalidate'
import type { RoutedType } from './routes'

type AnyRead = ContentRead<string, Record<string, unknown>>

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

const isRead = (value: unknown): value is AnyRead =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyRead).query === 'string' &&
  typeof (value as AnyRead).tags === 'function'

const reads = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isRead(value))
    .map(([name, read]) => ({ name: `${path.basename(file, '.ts')}.${name}`, read: read as AnyRead })),
)

const ROUTED_TYPES: RoutedType[] = ['deal', 'airline', 'post', 'region', 'city', 'page']

/**
 * The params each read is called with: every routed type for `$type`, a slug for `$slug`, a
 * page's slice for `$start` and `$end` (GROQ slices take constants), no ended deals for `$ended`,
 * a region tab's length for `$perRegion`.
 */
function paramSets(query: string): Record<string, unknown>[] {
  const names = new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]))
  const base = {
    ...(names.has('slug') ? { slug: 'any-slug' } : {}),
    ...(names.has('start') ? { start: 0, end: 6 } : {}),
    ...(names.has('ended') ? { ended: [] } : {}),
    ...(names.has('perRegion') ? { perRegion: 6 } : {}),
  }
  return names.has('type') ? ROUTED_TYPES.map((type) => ({ ...base, type })) : [base]
}

describe('content reads', () => {
  it('are all found (every query in web/lib/content is declared as a read)', () => {
    expect(reads.length).toBeGreaterThanOrEqual(16)
    const queries = Object.values(modules).flatMap((exports) =>
      Object.entries(exports)
        .filter(([name, value]) => name.endsWith('Query') && typeof value === 'string')
        .map(([, value]) => value),
    )
    const declared = new Set(reads.map(({ read }) => read.query))
    expect(queries.filter((query) => !declared.has(query as string))).toEqual([])
  })

  it.each(reads)('$name is tagged with every type it filters on or dereferences', ({ read }) => {
    for (const params of paramSets(read.query)) {
      const { types, unknownDereferences } = typesReadBy(read.query, params)
      expect(types.length, 'the query reads at least one document type').toBeGreaterThan(0)
      expect(unknownDereferences, 'every `->` follows a reference field of the schema').toEqual([])
      expect(missingTags(read.query, params, read.tags(params)), JSON.stringify(params)).toEqual([])
    }
  })

  it.each(reads.filter(({ read }) => read.query.includes('$slug')))(
    '$name of one document is expired by a publish of that document',
    ({ read }) => {
      for (const params of paramSets(read.query)) {
        const tags = read.tags(params)
        const [type] = typesReadBy(read.query, params).types.filter((t) => tags.includes(`${t}:any-slug`))
        expect(type, `a \`type:slug\` tag among ${tags.join(', ')}`).toBeDefined()
        expect(tagsFor({ _type: type, slug: 'any-slug' }).every((tag) => tags.includes(tag))).toBe(true)
      }
    },
  )
})

describe('the tag check', () => {
  const postWithAuthor = `*[_type == "post" && slug.current == $slug][0]{ title, "author": author->{ name } }`

  it('fails for a query that dereferences a type missing from its tags', () => {
    expect(missingTags(postWithAuthor, { slug: 'x' }, ['post', 'post:x'])).toEqual(['author'])
    expect(missingTags(postWithAuthor, { slug: 'x' }, ['post', 'post:x', 'author'])).toEqual([])
  })

  it('follows dereferences of arrays, nested projections and filters on other types', () => {
    const query = `*[_id == "homePage"][0]{
      "deals": featuredDeals[]->{ title, "airlines": airlines[]->{ name } },
      "faqs": *[_type in ["faq", "review"]],
      image { asset->{ url } }
    }`
    expect(typesReadBy(query).types).toEqual(['airline', 'deal', 'faq', 'homePage', 'review'])
    expect(missingTags(query, {}, ['homePage', 'deal', 'faq', 'review'])).toEqual(['airline'])
  })

  it('reads the type a query takes as a parameter', () => {
    expect(missingTags(`*[_type == $type].slug.current`, { type: 'city' }, ['deal'])).toEqual(['city'])
  })

  it('reports a dereference it cannot place rather than passing it', () => {
    expect(typesReadBy(`*[_type == "deal"]{ "x": unknownField-> }`).unknownDereferences).toEqual(['unknownField'])
  })
})

describe('pages', () => {
  /** Every route file under web/app. */
  const routeFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? routeFiles(path.join(dir, entry.name))
        : /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.')
          ? [path.join(dir, entry.name)]
          : [],
    )

  it('only call loaders: no page writes a query or reads content directly', () => {
    const offenders = routeFiles(path.join(import.meta.dirname, '..', '..', 'app')).filter((file) =>
      /defineQuery|sanityFetch|fetchPublished/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
