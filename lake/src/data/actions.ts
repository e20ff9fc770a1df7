import type { z } from 'zod'
import type { SanityDocument } from '@meridian/dataset'
import { conflict, httpError, invalid, StepError, transactionError } from '../errors.ts'
import { DRAFTS_PREFIX, isDraftId, isPublishedId, isVersionId, publishedIdOf } from '../ids.ts'
import { isRecord } from '../json.ts'
import type { WorkingSet } from '../store/working-set.ts'
import { checkDocumentId } from './mutate.ts'
import { applyPatch } from './patch.ts'
import { assertReferences } from './references.ts'
import { actionSchemas, actionsBody, parseOrThrow, type Action, type ActionType } from './request-bodies.ts'

const SUPPORTED = Object.keys(actionSchemas) as ActionType[]

/** Validates an `/data/actions` body completely before anything runs. */
export function parseActionsBody(body: unknown): { actions: Action[]; transactionId?: string; dryRun: boolean } {
  const { actions, transactionId, dryRun } = parseOrThrow(actionsBody, body, 'body')
  const parsed = actions.map((action, index) => {
    const type = action.actionType as ActionType
    if (!SUPPORTED.includes(type)) {
      throw httpError(
        400,
        `Action type "${action.actionType}" (actions[${index}]) is not supported by the local Content Lake; supported: ${SUPPORTED.join(', ')}`,
      )
    }
    const schema: z.ZodType<object> = actionSchemas[type]
    return { ...parseOrThrow(schema, action, `actions[${index}]`), actionType: type } as Action
  })
  return { actions: parsed, transactionId, dryRun: dryRun ?? false }
}

/** The draft (`drafts.x`) or release version (`versions.r.x`) of `publishedId`. */
function versionIdFor(id: string, publishedId: string, what: string): string {
  checkDocumentId(id)
  checkDocumentId(publishedId)
  if (!isPublishedId(publishedId)) throw invalid(`publishedId "${publishedId}" is not a published document ID`)
  if ((!isDraftId(id) && !isVersionId(id)) || publishedIdOf(id) !== publishedId) {
    throw invalid(`${what} "${id}" is not a draft or version of "${publishedId}"`)
  }
  return id
}

/** As the Studio does before publishing: references marked `_strengthenOnPublish` become strong. */
function strengthenOnPublish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthenOnPublish)
  if (!isRecord(value)) return value
  if (typeof value._ref === 'string' && isRecord(value._strengthenOnPublish)) {
    const { _strengthenOnPublish: marker, _weak, ...reference } = value
    return marker.weak === true ? { ...reference, _weak } : reference
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, strengthenOnPublish(child)]))
}

const withoutSystemFields = ({ _rev: _r, _updatedAt: _u, ...doc }: SanityDocument) => doc

function applyAction(ws: WorkingSet, action: Action): void {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const { publishedId, attributes } = action
      const draftId = versionIdFor(attributes._id ?? `${DRAFTS_PREFIX}${publishedId}`, publishedId, 'attributes._id')
      if (ws.get(publishedId)) throw conflict(`Cannot create a draft of "${publishedId}": it is already published`)
      if (ws.get(draftId)) {
        if (action.ifExists === 'ignore') return
        throw conflict(`Document by ID "${draftId}" already exists`)
      }
      ws.put({ ...attributes, _id: draftId })
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const { publishedId, attributes } = action
      const draftId = versionIdFor(attributes._id ?? `${DRAFTS_PREFIX}${publishedId}`, publishedId, 'attributes._id')
      if (!ws.get(draftId) && !ws.get(publishedId)) {
        throw conflict(`Cannot replace the draft of "${publishedId}": neither a draft nor a published version exists`)
      }
      ws.put({ ...attributes, _id: draftId })
      return
    }
    case 'sanity.action.document.edit': {
      const draftId = versionIdFor(action.draftId, action.publishedId, 'draftId')
      const draft = ws.get(draftId)
      const published = ws.get(action.publishedId)
      // Editing a published document without a draft starts the draft from the published version.
      const base = draft ?? (published && { ...withoutSystemFields(published), _id: draftId })
      if (!base) throw conflict(`Cannot edit "${draftId}": neither it nor "${action.publishedId}" exists`)
      if (!draft && action.patch.ifRevisionID !== undefined) {
        throw conflict(`Document "${draftId}" does not exist, expected revision "${action.patch.ifRevisionID}"`)
      }
      ws.put(applyPatch(base, action.patch))
      return
    }
    case 'sanity.action.document.publish': {
      const { publishedId, ifDraftRevisionId, ifPublishedRevisionId } = action
      const draftId = versionIdFor(action.draftId, publishedId, 'draftId')
      const draft = ws.get(draftId)
      if (!draft) throw conflict(`Cannot publish "${publishedId}": the draft "${draftId}" does not exist`)
      if (ifDraftRevisionId !== undefined && draft._rev !== ifDraftRevisionId) {
        throw conflict(`Draft "${draftId}" has revision "${draft._rev}", expected "${ifDraftRevisionId}"`)
      }
      const published = ws.get(publishedId)
      if (ifPublishedRevisionId !== undefined && published?._rev !== ifPublishedRevisionId) {
        throw conflict(
          `Published document "${publishedId}" has revision "${published?._rev ?? '(none)'}", expected "${ifPublishedRevisionId}"`,
        )
      }
      const next = strengthenOnPublish({ ...withoutSystemFields(draft), _id: publishedId }) as SanityDocument
      ws.put({ ...next, _createdAt: published?._createdAt ?? draft._createdAt })
      ws.remove(draftId)
      return
    }
    case 'sanity.action.document.unpublish': {
      const { publishedId } = action
      const draftId = versionIdFor(action.draftId, publishedId, 'draftId')
      const published = ws.get(publishedId)
      if (!published) throw conflict(`Cannot unpublish "${publishedId}": it is not published`)
      if (!ws.get(draftId)) ws.put({ ...withoutSystemFields(published), _id: draftId })
      ws.remove(publishedId)
      return
    }
    case 'sanity.action.document.discard': {
      const { draftId } = action
      checkDocumentId(draftId)
      if (isPublishedId(draftId)) throw invalid(`"${draftId}" is not a draft or version ID`)
      if (!ws.get(draftId)) throw conflict(`Cannot discard "${draftId}": it does not exist`)
      ws.remove(draftId)
      return
    }
    case 'sanity.action.document.delete': {
      const { publishedId } = action
      const includeDrafts = action.includeDrafts ?? []
      for (const id of includeDrafts) versionIdFor(id, publishedId, 'includeDrafts entry')
      const leftOver = ws
        .documents()
        .find(
          (doc) =>
            !isPublishedId(doc._id) && publishedIdOf(doc._id) === publishedId && !includeDrafts.includes(doc._id),
        )
      if (leftOver) {
        throw conflict(`Cannot delete "${publishedId}": "${leftOver._id}" exists but is not listed in includeDrafts`)
      }
      for (const id of [publishedId, ...includeDrafts]) if (ws.get(id)) ws.remove(id)
      return
    }
  }
}

/** Runs a transaction's actions in order; the first failure aborts the whole transaction. */
export function runActions(ws: WorkingSet, actions: Action[]): void {
  actions.forEach((action, index) => {
    try {
      applyAction(ws, action)
    } catch (error) {
      if (error instanceof StepError) {
        throw transactionError('actionError', [
          { index, description: error.message, type: error.type, status: error.status },
        ])
      }
      throw error
    }
  })
  assertReferences(ws, 'actionError')
}
