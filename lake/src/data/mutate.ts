import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { SanityDocument } from '@meridian/dataset'
import { conflict, invalid, StepError, transactionError, httpError } from '../errors.ts'
import { isValidDocumentId } from '../ids.ts'
import { omit } from '../json.ts'
import type { WorkingSet } from '../store/working-set.ts'
import { parseQuery, runQuerySync, viewOf, type QueryContext } from './groq.ts'
import { applyPatch } from './patch.ts'
import { assertReferences } from './references.ts'
import { mutateBody, mutationSchemas, parseOrThrow, type Mutation, type MutationKind } from './request-bodies.ts'

export type MutationResult = {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  document?: SanityDocument
}

const KINDS = Object.keys(mutationSchemas) as MutationKind[]

/** Validates a `/data/mutate` body completely before anything runs. */
export function parseMutateBody(body: unknown): { mutations: Mutation[]; transactionId?: string } {
  const { mutations, transactionId } = parseOrThrow(mutateBody, body, 'body')
  const parsed = mutations.map((mutation, index): Mutation => {
    const keys = Object.keys(mutation)
    const kind = keys[0] as MutationKind
    if (keys.length !== 1 || !KINDS.includes(kind)) {
      throw httpError(
        400,
        `Invalid request body: mutations[${index}] must have exactly one of ${KINDS.join(', ')}; got ${keys.join(', ') || 'nothing'}`,
      )
    }
    const schema: z.ZodType<unknown> = mutationSchemas[kind]
    return { kind, body: parseOrThrow(schema, mutation[kind], `mutations[${index}].${kind}`) } as Mutation
  })
  return { mutations: parsed, transactionId }
}

export function checkDocumentId(id: string): void {
  if (!isValidDocumentId(id)) throw invalid(`Malformed document ID: "${id}"`)
}

function newId(id: string | undefined): string {
  // As in the hosted lake: no id, or an id ending in ".", gets a generated one (a prefix keeps its path).
  if (id === undefined) return randomUUID()
  return id.endsWith('.') ? `${id}${randomUUID()}` : id
}

function selectIds(
  ws: WorkingSet,
  selection: { id?: string | string[]; query?: string; params?: Record<string, unknown> },
  context: QueryContext,
): string[] {
  if (selection.id !== undefined) return Array.isArray(selection.id) ? selection.id : [selection.id]
  const params = selection.params ?? {}
  const result = runQuerySync(parseQuery(selection.query ?? '', params), params, viewOf(ws.documents()), context)
  const docs = Array.isArray(result) ? result : [result]
  return docs.flatMap((doc) =>
    doc && typeof doc === 'object' && typeof (doc as { _id?: unknown })._id === 'string'
      ? [(doc as { _id: string })._id]
      : [],
  )
}

function applyMutation(ws: WorkingSet, mutation: Mutation, context: QueryContext): MutationResult[] {
  switch (mutation.kind) {
    case 'create': {
      const id = newId(mutation.body._id)
      checkDocumentId(id)
      if (ws.get(id)) throw conflict(`Document by ID "${id}" already exists`)
      return [{ id, operation: 'create', document: ws.put({ ...mutation.body, _id: id }) }]
    }
    case 'createOrReplace': {
      const id = mutation.body._id
      checkDocumentId(id)
      const existed = ws.get(id) !== null
      return [{ id, operation: existed ? 'update' : 'create', document: ws.put({ ...mutation.body, _id: id }) }]
    }
    case 'createIfNotExists': {
      const id = mutation.body._id
      checkDocumentId(id)
      const existing = ws.get(id)
      if (existing) return [{ id, operation: 'none', document: existing }]
      return [{ id, operation: 'create', document: ws.put({ ...mutation.body, _id: id }) }]
    }
    case 'delete':
      return selectIds(ws, mutation.body, context).map((id) => {
        const existing = ws.get(id)
        if (!existing) return { id, operation: 'none' }
        ws.remove(id)
        return { id, operation: 'delete', document: existing }
      })
    case 'patch': {
      const { query } = mutation.body
      const operations = omit(mutation.body, ['id', 'query', 'params'])
      return selectIds(ws, mutation.body, context).map((id) => {
        const doc = ws.get(id)
        if (!doc) {
          if (query !== undefined) return { id, operation: 'none' }
          throw conflict(`Cannot modify document "${id}": it does not exist`)
        }
        return { id, operation: 'update', document: ws.put(applyPatch(doc, operations)) }
      })
    }
  }
}

/**
 * Runs a transaction's mutations in order on the working set. The first failure aborts the
 * whole transaction (the store then discards the working set: nothing is applied).
 */
export function runMutations(ws: WorkingSet, mutations: Mutation[], context: QueryContext): MutationResult[] {
  const results = mutations.flatMap((mutation, index) => {
    try {
      return applyMutation(ws, mutation, context)
    } catch (error) {
      if (error instanceof StepError) {
        throw transactionError('mutationError', [
          { index, description: error.message, type: error.type, status: error.status },
        ])
      }
      throw error
    }
  })
  assertReferences(ws, 'mutationError')
  return results
}
