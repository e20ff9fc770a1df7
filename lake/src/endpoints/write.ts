import { parseActionsBody, runActions } from '../data/actions.ts'
import { parseMutateBody, runMutations } from '../data/mutate.ts'
import type { RouteInput } from '../server/context.ts'
import { flag, readJson, sendJson } from '../server/http.ts'

/** `POST /data/mutate/{dataset}`: one transaction of create/createOrReplace/createIfNotExists/delete/patch. */
export async function mutate({ req, res, url, ctx }: RouteInput): Promise<void> {
  ctx.auth.requireEditor(req, 'Mutations')
  const { mutations, transactionId } = parseMutateBody(await readJson(req))
  const search = url.searchParams
  const returnDocuments = flag(search, 'returnDocuments')
  const { projectId, dataset } = ctx.lake.config
  const { transaction, result } = await ctx.lake.store.transact(
    (ws) => runMutations(ws, mutations, { projectId, dataset, identity: ctx.user.id }),
    {
      transactionId: transactionId ?? search.get('transactionId') ?? undefined,
      identity: ctx.user.id,
      dryRun: flag(search, 'dryRun'),
    },
  )
  const results = result.map(({ id, operation, document }) =>
    returnDocuments && document ? { id, operation, document } : { id, operation },
  )
  sendJson(res, 200, {
    transactionId: transaction.transactionId,
    results,
    ...(flag(search, 'returnIds') ? { documentIds: results.map((r) => r.id) } : {}),
  })
}

/** `POST /data/actions/{dataset}`: one transaction of document actions (what the Studio sends). */
export async function actions({ req, res, url, ctx }: RouteInput): Promise<void> {
  ctx.auth.requireEditor(req, 'Actions')
  const { actions: list, transactionId, dryRun } = parseActionsBody(await readJson(req))
  const { transaction } = await ctx.lake.store.transact((ws) => runActions(ws, list), {
    transactionId,
    identity: ctx.user.id,
    dryRun: dryRun || flag(url.searchParams, 'dryRun'),
  })
  sendJson(res, 200, { transactionId: transaction.transactionId })
}
