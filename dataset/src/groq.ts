import {
  evaluate,
  evaluateSync,
  GroqSyntaxError,
  parse,
  type ArrayElementNode,
  type ExprNode,
  type FuncCallNode,
  type ValueNode,
} from 'groq-js'
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

/** An attribute path of the filtered document (`a.b` or `@.a.b`), as its names. */
function documentPath(node: ExprNode): string[] | undefined {
  const names: string[] = []
  let current: ExprNode | undefined = node
  while (current?.type === 'AccessAttribute') {
    names.unshift(current.name)
    current = current.base
  }
  return names.length > 0 && (current === undefined || current.type === 'This') ? names : undefined
}

/**
 * An attribute path of an enclosing document (`^.a.b`, `^.^.a`), rewritten to be read where the
 * filter's base is evaluated: there, `^` is `@` and `^.^` is `^`.
 */
function outerPath(node: ExprNode): ExprNode | undefined {
  if (node.type === 'Parent') return node.n === 1 ? { type: 'This' } : { type: 'Parent', n: node.n - 1 }
  if (node.type !== 'AccessAttribute' || !node.base) return undefined
  const base = outerPath(node.base)
  return base && { ...node, base }
}

/** A path's value as groq-js reads it: own attributes of objects (not arrays), else null. */
function valueAt(doc: SanityDocument, path: readonly string[]): unknown {
  let value: unknown = doc
  for (const name of path) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, name)) return undefined
    value = (value as Record<string, unknown>)[name]
  }
  return value
}

/** Per view, per attribute path: the documents by the path's value (strings only), in the view's order. */
const indexes = new WeakMap<QueryView, Map<string, Map<string, SanityDocument[]>>>()

function lookup(view: QueryView, path: readonly string[], value: string): readonly SanityDocument[] {
  if (path.length === 1 && path[0] === '_id') {
    const doc = view.byId.get(value)
    return doc ? [doc] : []
  }
  let byPath = indexes.get(view)
  if (!byPath) indexes.set(view, (byPath = new Map()))
  const key = JSON.stringify(path)
  let index = byPath.get(key)
  if (!index) {
    index = new Map()
    for (const doc of view.documents) {
      const found = valueAt(doc, path)
      if (typeof found !== 'string') continue
      const list = index.get(found)
      if (list) list.push(doc)
      else index.set(found, [doc])
    }
    byPath.set(key, index)
  }
  return index.get(value) ?? []
}

const positions = new WeakMap<QueryView, Map<SanityDocument, number>>()

/** The documents with any of the values at the path, in the view's order. */
function lookupAny(view: QueryView, path: readonly string[], values: readonly string[]): readonly SanityDocument[] {
  const unique = [...new Set(values)]
  if (unique.length === 1) return lookup(view, path, unique[0] as string)
  let order = positions.get(view)
  if (!order) positions.set(view, (order = new Map(view.documents.map((doc, index) => [doc, index]))))
  const byPosition = order
  const docs = unique.flatMap((value) => lookup(view, path, value))
  return docs.sort((a, b) => (byPosition.get(a) ?? 0) - (byPosition.get(b) ?? 0))
}

/** The strings of `["a", "b"]` or of a parameter's array, if they are all strings. */
function stringsOf(node: ExprNode): string[] | undefined {
  let values: unknown[] | undefined
  if (node.type === 'Value' && Array.isArray(node.value)) values = node.value as unknown[]
  if (node.type === 'Array') {
    const elements: ArrayElementNode[] = node.elements
    if (elements.every((element) => !element.isSplat && element.value.type === 'Value')) {
      values = elements.map((element) => (element.value as ValueNode).value as unknown)
    }
  }
  return values?.every((value) => typeof value === 'string') ? (values as string[]) : undefined
}

/**
 * How `*[filter]` can read fewer documents: `docs`, the only ones a conjunct `path == "…"` or
 * `path in ["…", …]` can match (parameters are values by now), or a join, a conjunct
 * `path == ^.path` whose value is known only per enclosing document. Undefined when nothing
 * narrows the filter.
 */
type Narrowing =
  { docs: readonly SanityDocument[] } | { path: string[]; outer: ExprNode; fallback?: readonly SanityDocument[] }

/** A list this short is read as it is rather than looked up per enclosing document. */
const SHORT_LIST = 16

function narrowing(expr: ExprNode, view: QueryView): Narrowing | undefined {
  if (expr.type === 'And') {
    const left = narrowing(expr.left, view)
    const right = narrowing(expr.right, view)
    if (!left || !right) return left ?? right
    if ('docs' in left && 'docs' in right) return left.docs.length <= right.docs.length ? left : right
    const fixed = 'docs' in left ? left : 'docs' in right ? right : undefined
    const join = 'docs' in left ? right : left
    if (!fixed) return join
    return fixed.docs.length <= SHORT_LIST ? fixed : { ...join, fallback: fixed.docs }
  }
  if (expr.type === 'OpCall' && expr.op === 'in') {
    const path = documentPath(expr.left)
    const values = path && stringsOf(expr.right)
    return path && values ? { docs: lookupAny(view, path, values) } : undefined
  }
  if (expr.type !== 'OpCall' || expr.op !== '==') return undefined
  for (const [side, other] of [
    [expr.left, expr.right],
    [expr.right, expr.left],
  ] as const) {
    const path = documentPath(side)
    if (!path) continue
    if (other.type === 'Value' && typeof other.value === 'string') return { docs: lookup(view, path, other.value) }
    const outer = outerPath(other)
    if (outer) return { path, outer }
  }
  return undefined
}

// `_ref`s that look up an index for the value of a join (see `narrowed`); the random part keeps a
// real document's reference from ever reading as one.
const JOIN_REF = `\u0000join-${Math.random().toString(36).slice(2)}\u0000`
const COALESCE = (parse('coalesce(a, b)') as FuncCallNode).func

/** The documents a join's `_ref` names: `JOIN_REF`, the path as JSON, a NUL, the value. */
function joined(view: QueryView, ref: string): readonly SanityDocument[] {
  const rest = ref.slice(JOIN_REF.length)
  const split = rest.indexOf('\u0000')
  return lookup(view, JSON.parse(rest.slice(0, split)) as string[], rest.slice(split + 1))
}

/**
 * The query with each `*[filter]` whose filter has a conjunct `path == "…"`, `path in […]` or
 * `path == ^.path` reading only the documents with that value at that path, from indexes built on first use
 * (per view and path). A join's base is `coalesce((JOIN_REF + path + value)->, <fallback>)`: the
 * dereference hook answers the indexed documents, and a value that is not a string (null, say,
 * which the filter may well match) falls back to every document, or a fixed conjunct's. The whole
 * filter still runs on each document read, so the result is groq-js's over the whole view, in
 * the same order. Nodes are copied where they change: parsed trees are cached and shared.
 */
function narrowed(node: ExprNode, view: QueryView): ExprNode {
  // Selectors (`diff::changedAny`, …) evaluate in hidden scopes, where `^` skips a level; a
  // value (a parameter's, say) is data, not query.
  if (node.type.startsWith('Selector') || node.type === 'Value') return node
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
  if (result.type !== 'Filter' || result.base.type !== 'Everything') return result
  const found = narrowing(result.expr, view)
  if (!found) return result
  if ('docs' in found) return { ...result, base: { type: 'Value', value: found.docs } }
  const ref: ExprNode = {
    type: 'OpCall',
    op: '+',
    left: { type: 'Value', value: `${JOIN_REF}${JSON.stringify(found.path)}\u0000` },
    right: found.outer,
  }
  const lookedUp: ExprNode = {
    type: 'Deref',
    base: { type: 'Object', attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: ref }] },
  }
  const base: ExprNode = {
    type: 'FuncCall',
    func: COALESCE,
    namespace: 'global',
    name: 'coalesce',
    args: [lookedUp, found.fallback ? { type: 'Value', value: found.fallback } : { type: 'Everything' }],
  }
  return { ...result, base }
}

const isNode = (value: unknown): value is ExprNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'

function options(view: QueryView, params: Record<string, unknown>, context: QueryContext) {
  return {
    dataset: view.documents as SanityDocument[],
    params,
    identity: context.identity,
    sanity: { projectId: context.projectId, dataset: context.dataset },
    // An index lookup instead of groq-js's default scan of the whole dataset for every `->`;
    // `narrowed` joins read their documents this way too.
    dereference: ({ _ref }: { _ref: string }) =>
      _ref.startsWith(JOIN_REF) ? joined(view, _ref) : (view.byId.get(_ref) ?? null),
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
