import { evaluate, evaluateSync, GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import type { SanityDocument } from './export-layout.ts'

/**
 * GROQ over a dataset, with groq-js: the one evaluator of the site's in-process reads and the
 * local lake's query, listen and mutate-by-query endpoints. Failures are `QueryError`s; the
 * lake answers them with Sanity's 400 error bodies, the site lets them propagate.
 */

/** A parsed query. */
export type QueryTree = ExprNode

/** What a query runs against: the documents of one perspective, indexed by id for `->`. */
export type QueryView = { documents: readonly SanityDocument[]; byId: ReadonlyMap<string, SanityDocument> }

export type QueryContext = { projectId: string; dataset: string; identity?: string }

/**
 * A query that cannot be parsed (`queryParseError`, with the offending range of `query`) or
 * evaluated (`queryExecutionError`). `reason` is groq-js's own message; `unsupported` marks an
 * evaluation that failed because groq-js does not implement a function (`text::query()`, say).
 */
export class QueryError extends Error {
  readonly type: 'queryParseError' | 'queryExecutionError'
  readonly reason: string
  readonly query?: string
  readonly start?: number
  readonly end?: number
  readonly unsupported: boolean

  constructor(
    type: QueryError['type'],
    reason: string,
    details: { query?: string; start?: number; end?: number; unsupported?: boolean } = {},
  ) {
    super(type === 'queryParseError' ? reason : `Query evaluation failed: ${reason}`)
    this.name = 'QueryError'
    this.type = type
    this.reason = reason
    this.query = details.query
    this.start = details.start
    this.end = details.end
    this.unsupported = details.unsupported ?? false
  }
}

const MAX_CACHED = 500
const trees = new Map<string, ExprNode>()

/**
 * Parses a query (parameters are inlined at parse time, as groq-js needs them for slices),
 * remembering recent trees: the site and the Studio repeat the same few queries.
 */
export function parseQuery(query: string, params: Record<string, unknown>): QueryTree {
  const key = `${query}\u0000${JSON.stringify(params)}`
  const cached = trees.get(key)
  if (cached) {
    trees.delete(key)
    trees.set(key, cached)
    return cached
  }
  let tree: ExprNode
  try {
    tree = parse(query, { params })
  } catch (error) {
    throw parseError(query, error)
  }
  trees.set(key, tree)
  if (trees.size > MAX_CACHED) trees.delete(trees.keys().next().value as string)
  return tree
}

function parseError(query: string, error: unknown): QueryError {
  if (error instanceof GroqSyntaxError) {
    return new QueryError('queryParseError', error.message, {
      query,
      start: error.position,
      end: Math.min(error.position + 1, query.length),
    })
  }
  return new QueryError('queryParseError', (error as Error).message, { query, start: 0, end: query.length })
}

function executionError(error: unknown): QueryError {
  const reason = (error as Error).message
  return new QueryError('queryExecutionError', reason, { unsupported: /not implemented/.test(reason) })
}

/** Documents by `_type` and by `slug.current`, in the view's order, built on a view's first use. */
type Indexes = { byType: Map<string, SanityDocument[]>; bySlug: Map<string, SanityDocument[]> }
const indexes = new WeakMap<QueryView, Indexes>()

function indexesOf(view: QueryView): Indexes {
  let built = indexes.get(view)
  if (built) return built
  built = { byType: new Map(), bySlug: new Map() }
  const add = (map: Map<string, SanityDocument[]>, key: string, doc: SanityDocument) => {
    const list = map.get(key)
    if (list) list.push(doc)
    else map.set(key, [doc])
  }
  for (const doc of view.documents) {
    if (typeof doc._type === 'string') add(built.byType, doc._type, doc)
    // What `slug.current` reads in groq-js: an attribute of an object (not of an array).
    const slug = doc.slug
    if (slug && typeof slug === 'object' && !Array.isArray(slug) && Object.hasOwn(slug, 'current')) {
      const current = (slug as { current: unknown }).current
      if (typeof current === 'string') add(built.bySlug, current, doc)
    }
  }
  indexes.set(view, built)
  return built
}

/** `name` or `@.name` (`base.name` when `base` is given), as groq-js parses an attribute of the document. */
function isAttribute(node: ExprNode, name: string, base?: string): boolean {
  if (node.type !== 'AccessAttribute' || node.name !== name) return false
  if (base !== undefined) return node.base !== undefined && isAttribute(node.base, base)
  return node.base === undefined || node.base.type === 'This'
}

/**
 * The only documents a filter can match, when its shape says so: a conjunct `_id == "…"`,
 * `_type == "…"` or `slug.current == "…"` (either way round; parameters are values by now).
 * Undefined when nothing narrows it: the filter then scans every document.
 */
function candidates(expr: ExprNode, view: QueryView): readonly SanityDocument[] | undefined {
  if (expr.type === 'And') {
    const left = candidates(expr.left, view)
    const right = candidates(expr.right, view)
    if (!left || !right) return left ?? right
    return left.length <= right.length ? left : right
  }
  if (expr.type !== 'OpCall' || expr.op !== '==') return undefined
  for (const [attribute, value] of [
    [expr.left, expr.right],
    [expr.right, expr.left],
  ] as const) {
    if (value.type !== 'Value' || typeof value.value !== 'string') continue
    const key = value.value
    if (isAttribute(attribute, '_id')) {
      const doc = view.byId.get(key)
      return doc ? [doc] : []
    }
    if (isAttribute(attribute, '_type')) return indexesOf(view).byType.get(key) ?? []
    if (isAttribute(attribute, 'current', 'slug')) return indexesOf(view).bySlug.get(key) ?? []
  }
  return undefined
}

/**
 * The query with each `*[filter]` whose filter names an id, a type or a slug (see `candidates`)
 * reading only those documents instead of all of them. The filter itself still runs on each, so
 * the result is groq-js's over the whole view, in the same order; only the scan is shorter.
 * Nodes are copied where they change: parsed trees are cached and shared.
 */
function narrowed(node: ExprNode, view: QueryView): ExprNode {
  const changes: [string, unknown][] = []
  for (const [key, child] of Object.entries(node)) {
    let next: unknown = child
    if (Array.isArray(child)) {
      const items = child.map((item: unknown) => (isNode(item) ? narrowed(item, view) : item))
      if (items.some((item, index) => item !== child[index])) next = items
    } else if (isNode(child)) {
      next = narrowed(child, view)
    }
    if (next !== child) changes.push([key, next])
  }
  const result = changes.length > 0 ? ({ ...node, ...Object.fromEntries(changes) } as ExprNode) : node
  if (result.type === 'Filter' && result.base.type === 'Everything') {
    const subset = candidates(result.expr, view)
    if (subset) return { ...result, base: { type: 'Value', value: subset } }
  }
  return result
}

const isNode = (value: unknown): value is ExprNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

function options(view: QueryView, params: Record<string, unknown>, context: QueryContext) {
  return {
    dataset: view.documents as SanityDocument[],
    params,
    identity: context.identity,
    sanity: { projectId: context.projectId, dataset: context.dataset },
    // An index lookup instead of groq-js's default scan of the whole dataset for every `->`.
    dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
  }
}

/**
 * Runs a query. groq-js's synchronous evaluator gives the same results several times faster
 * (measured in bench/lake.ts); the asynchronous one is the fallback for anything it refuses.
 */
export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  view: QueryView,
  context: QueryContext,
): Promise<unknown> {
  const tree = narrowed(parseQuery(query, params), view)
  try {
    return (evaluateSync(tree, options(view, params, context)) as { data?: unknown }).data
  } catch {
    try {
      return await (await evaluate(tree, options(view, params, context))).get()
    } catch (error) {
      throw executionError(error)
    }
  }
}

/** Synchronous evaluation, for filters inside a transaction or a listener. */
export function runQuerySync(tree: QueryTree, params: Record<string, unknown>, view: QueryView, context: QueryContext) {
  try {
    // The synchronous evaluator yields static values; their `get()` is still async, `data` is not.
    return (evaluateSync(narrowed(tree, view), options(view, params, context)) as { data?: unknown }).data
  } catch (error) {
    throw executionError(error)
  }
}

export const viewOf = (documents: readonly SanityDocument[]): QueryView => ({
  documents,
  byId: new Map(documents.map((doc) => [doc._id, doc])),
})
