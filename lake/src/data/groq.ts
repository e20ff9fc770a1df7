import {
  parseQuery as parseTree,
  QueryError,
  runQuery as run,
  runQuerySync as runSync,
  type QueryContext,
  type QueryTree,
  type QueryView,
} from '@meridian/dataset'
import { LakeError } from '../errors.ts'

/**
 * GROQ for the lake's endpoints: @meridian/dataset's evaluator, its `QueryError`s answered with
 * the bodies Sanity's query API gives (400 `queryParseError` / `queryExecutionError`).
 */

export { viewOf, type QueryContext, type QueryTree, type QueryView } from '@meridian/dataset'

function lakeError(error: unknown): unknown {
  if (!(error instanceof QueryError)) return error
  if (error.type === 'queryParseError') {
    const { query, start, end } = error
    return new LakeError(400, { error: { type: error.type, description: error.reason, query, start, end } })
  }
  const description = error.unsupported
    ? `The query uses a function the local Content Lake (groq-js) does not implement, such as text::query(); configure the Studio with search: {strategy: 'groqLegacy'} (${error.reason})`
    : error.message
  return new LakeError(400, { error: { type: error.type, description } })
}

export function parseQuery(query: string, params: Record<string, unknown>): QueryTree {
  try {
    return parseTree(query, params)
  } catch (error) {
    throw lakeError(error)
  }
}

export async function runQuery(
  query: string,
  params: Record<string, unknown>,
  view: QueryView,
  context: QueryContext,
): Promise<unknown> {
  try {
    return await run(query, params, view, context)
  } catch (error) {
    throw lakeError(error)
  }
}

export function runQuerySync(tree: QueryTree, params: Record<string, unknown>, view: QueryView, context: QueryContext) {
  try {
    return runSync(tree, params, view, context)
  } catch (error) {
    throw lakeError(error)
  }
}
