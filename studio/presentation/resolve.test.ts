import { evaluate, parse } from 'groq-js'
import type { DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, test } from 'vitest'

import { loadSampleDocuments, selectPaths } from '../testing/sampleDataset.ts'
import type { SampleDocument } from '../testing/sampleDataset.ts'
import { locations, mainDocuments } from './resolve.ts'

const documents = loadSampleDocuments()

/** What the Presentation tool shows for `doc`: its `select` read from the dataset, then `resolve`. */
function locationsOf(doc: SampleDocument): DocumentLocationsState | null | undefined | void {
  const resolver = locations[doc._type as keyof typeof locations]
  if (!resolver) return undefined
  if (!('resolve' in resolver)) return resolver
  return resolver.resolve(selectPaths(doc, resolver.select, documents))
}

const hrefsOf = (doc: SampleDocument) => (locationsOf(doc)?.locations ?? []).map((location) => location.href)

/** The `:param` segments of a route pattern, as the Presentation tool matches them (path-to-regexp). */
function matchRoute(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = []
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const match = new RegExp(`^${source}$`).exec(path)
  return match
    ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]))
    : undefined
}

/** The document the Presentation tool opens beside the page at `path` (first matching route). */
async function mainDocumentAt(path: string): Promise<{ _id: string } | null> {
  for (const resolver of mainDocuments) {
    const routes = Array.isArray(resolver.route) ? resolver.route : [resolver.route]
    const params = routes.map((route) => matchRoute(route, path)).find(Boolean)
    if (!params) continue
    const filter = resolver.type ? `_type == "${resolver.type}"` : (resolver.filter as string)
    const query = `*[${filter}][0]{_id}`
    const result = await evaluate(parse(query), { dataset: documents, params })
    return (await result.get()) as { _id: string } | null
  }
  return null
}

const sample = (type: string) => {
  const doc = documents.find((candidate) => candidate._type === type)
  if (!doc) throw new Error(`No ${type} in the sample dataset`)
  return doc
}
const slugOf = (doc: SampleDocument) => (doc.slug as { current: string }).current

describe('document locations', () => {
  test('a deal with slug x resolves to /all-deals/x, then Best deals, its region and its city', () => {
    const deal = documents.find((doc) => doc._type === 'deal' && doc.city !== undefined) ?? sample('deal')
    const region = documents.find((doc) => doc._id === (deal.region as { _ref: string })._ref)!
    expect(locationsOf(deal)?.locations?.[0]).toEqual({ title: deal.title, href: `/all-deals/${slugOf(deal)}` })
    expect(hrefsOf(deal)).toEqual(
      expect.arrayContaining(['/business-class-flights-alldeals', `/region/${slugOf(region)}`]),
    )
    if (deal.city) expect(hrefsOf(deal).some((href) => href.startsWith('/city/'))).toBe(true)
  })

  test.each([
    ['airline', '/airlines/'],
    ['region', '/region/'],
    ['city', '/city/'],
    ['post', '/blog/posts/'],
    ['page', '/'],
  ])('a %s resolves to its page under %s', (type, prefix) => {
    const doc = sample(type)
    expect(hrefsOf(doc)[0]).toBe(`${prefix}${slugOf(doc)}`)
  })

  test('the home page and the site settings resolve to /', () => {
    expect(hrefsOf(sample('homePage'))).toEqual(['/'])
    expect(hrefsOf(sample('siteSettings'))).toEqual(['/'])
  })

  test('a document without a slug asks for one instead of linking to a broken page', () => {
    const state = locationsOf({ _id: 'drafts.new-deal', _type: 'deal', title: 'New deal' })
    expect(state?.tone).toBe('caution')
    expect(state?.locations).toBeUndefined()
  })
})

describe('main documents', () => {
  const routed = documents.filter((doc) => ['deal', 'airline', 'region', 'city', 'post', 'page'].includes(doc._type))

  test('every routed document of the sample dataset is the main document of its own page', async () => {
    expect(routed.length).toBeGreaterThan(20)
    for (const doc of routed) {
      const [ownPage] = hrefsOf(doc)
      expect(await mainDocumentAt(ownPage!), ownPage).toEqual({ _id: doc._id })
    }
  })

  test('/ opens the home page', async () => {
    expect(await mainDocumentAt('/')).toEqual({ _id: 'homePage' })
  })

  test('the generic /deal/{slug} and /destination/{slug} routes open the same documents', async () => {
    const deal = sample('deal')
    const city = sample('city')
    const region = sample('region')
    expect(await mainDocumentAt(`/deal/${slugOf(deal)}`)).toEqual({ _id: deal._id })
    expect(await mainDocumentAt(`/destination/${slugOf(city)}`)).toEqual({ _id: city._id })
    expect(await mainDocumentAt(`/destination/${slugOf(region)}`)).toEqual({ _id: region._id })
  })

  test('listing pages and unknown paths open no document', async () => {
    expect(await mainDocumentAt('/airlines')).toBeNull()
    expect(await mainDocumentAt('/all-deals/no-such-deal')).toBeNull()
  })
})
