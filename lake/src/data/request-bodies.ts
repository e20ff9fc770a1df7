import { z } from 'zod'
import { httpError } from '../errors.ts'

/**
 * Request bodies of the write endpoints. Parsed before anything runs, so a malformed request is
 * a 400 that names the offending path and writes nothing.
 */

const params = z.record(z.string(), z.unknown())

/** A document as a client sends it: `_type` required, the rest free-form. */
const documentBody = z.looseObject({
  _id: z.string().min(1).optional(),
  _type: z.string().min(1),
  _createdAt: z.string().optional(),
})

const identifiedDocumentBody = documentBody.extend({ _id: z.string().min(1) })

const insert = z.union([
  z.strictObject({ before: z.string(), items: z.array(z.unknown()) }),
  z.strictObject({ after: z.string(), items: z.array(z.unknown()) }),
  z.strictObject({ replace: z.string(), items: z.array(z.unknown()) }),
])

const patchOperationShape = {
  set: z.record(z.string(), z.unknown()).optional(),
  setIfMissing: z.record(z.string(), z.unknown()).optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
  unset: z.array(z.string()).optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  insert: insert.optional(),
  ifRevisionID: z.string().optional(),
}

const patchOperations = z.strictObject(patchOperationShape)
export type PatchOperations = z.infer<typeof patchOperations>

const selection = {
  id: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
  query: z.string().optional(),
  params: params.optional(),
}

const selected = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (value: { id?: unknown; query?: unknown }) => (value.id === undefined) !== (value.query === undefined),
    {
      message: 'Select documents with exactly one of `id` or `query`',
    },
  )

export const mutationSchemas = {
  create: documentBody,
  createOrReplace: identifiedDocumentBody,
  createIfNotExists: identifiedDocumentBody,
  delete: selected(z.strictObject(selection)),
  patch: selected(z.strictObject({ ...selection, ...patchOperationShape })),
}

export type MutationKind = keyof typeof mutationSchemas
export type Mutation = {
  [K in MutationKind]: { kind: K; body: z.infer<(typeof mutationSchemas)[K]> }
}[MutationKind]

export const mutateBody = z.looseObject({
  mutations: z.array(z.record(z.string(), z.unknown())),
  transactionId: z.string().min(1).optional(),
})

export const actionsBody = z.looseObject({
  actions: z.array(z.looseObject({ actionType: z.string() })),
  transactionId: z.string().min(1).optional(),
  dryRun: z.boolean().optional(),
})

export const actionSchemas = {
  'sanity.action.document.create': z.looseObject({
    publishedId: z.string().min(1),
    attributes: documentBody,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  'sanity.action.document.replaceDraft': z.looseObject({
    publishedId: z.string().min(1),
    attributes: documentBody,
  }),
  'sanity.action.document.edit': z.looseObject({
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    patch: patchOperations,
  }),
  'sanity.action.document.delete': z.looseObject({
    publishedId: z.string().min(1),
    includeDrafts: z.array(z.string()).optional(),
    purge: z.boolean().optional(),
  }),
  'sanity.action.document.discard': z.looseObject({
    draftId: z.string().min(1),
    purge: z.boolean().optional(),
  }),
  'sanity.action.document.publish': z.looseObject({
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  'sanity.action.document.unpublish': z.looseObject({
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
  }),
}

export type ActionType = keyof typeof actionSchemas
export type Action = {
  [K in ActionType]: { actionType: K } & z.infer<(typeof actionSchemas)[K]>
}[ActionType]

const describeIssues = (error: z.ZodError, at: string) =>
  error.issues
    .map((issue) => {
      const path = [at, ...issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))].join('')
      return `${issue.message} at ${path.replace(/\.\[/g, '[')}`
    })
    .join('; ')

/** Parses with a schema or throws a 400 naming where the input is wrong. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, at: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw httpError(400, `Invalid request body: ${describeIssues(result.error, at)}`)
}
