import { evaluate, evaluateSync, GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import type { SanityDocument } from '../dataset.ts'
import { LakeError } from '../errors.ts'

/** What a query runs against: the documents of one perspective, indexed by id for `->`. */
export type QueryView = { documents: readonly SanityDocument[]; byId: ReadonlyMap<string, SanityDocument> }

export type QueryContext = { projectId: string; dataset: string; identity?: string }

const MAX_CACHED = 500
const trees = new Map<string, ExprNode>()

/**
 * Parses a query (parameters are inlined at parse time, as groq-js needs them for slices),
 * remembering recent trees: the site and the Studio repeat the same few queries.
 */
export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
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
    throw queryParseError(query, error)
  }
  trees.set(key, tree)
  if (trees.size > MAX_CACHED) trees.delete(trees.keys().next().value as string)
  return tree
}

function queryParseError(query: string, error: unknown): LakeError {
  if (error instanceof GroqSyntaxError) {
    return new LakeError(400, {
      error: {
        type: 'queryParseError',
        description: error.message,
        query,
        start: error.position,
        end: Math.min(error.position + 1, query.length),
      },
    })
  }
  return new LakeError(400, {
    error: { type: 'queryParseError', description: (error as Error).message, query, start: 0, end: query.length },
  })
}

function queryError(error: unknown): LakeError {
  const message = (error as Error).message
  const description = /not implemented/.test(message)
    ? `The query uses a function the local Content Lake (groq-js) does not implement, such as text::query(); configure the Studio with search: {strategy: 'groqLegacy'} (${message})`
    : `Query evaluation failed: ${message}`
  return new LakeError(400, { error: { type: 'queryExecutionError', description } })
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
      throw queryError(error)
    }
  }
}

/** Synchronous evaluation for filters inside a transaction or a listener. */
export function runQuerySync(tree: ExprNode, params: Record<string, unknown>, view: QueryView, context: QueryContext) {
  try {
    // The synchronous evaluator yields static values; their `get()` is still async, `data` is not.
    return (evaluateSync(tree, options(view, params, context)) as { data?: unknown }).data
  } catch (error) {
    throw queryError(error)
  }
}

export const viewOf = (documents: readonly SanityDocument[]): QueryView => ({
  documents,
  byId: new Map(documents.map((doc) => [doc._id, doc])),
})
