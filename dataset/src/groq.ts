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
  const tree = parseQuery(query, params)
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
    return (evaluateSync(tree, options(view, params, context)) as { data?: unknown }).data
  } catch (error) {
    throw executionError(error)
  }
}

export const viewOf = (documents: readonly SanityDocument[]): QueryView => ({
  documents,
  byId: new Map(documents.map((doc) => [doc._id, doc])),
})
