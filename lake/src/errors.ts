/**
 * An error that becomes an HTTP response. `body` follows the shapes @sanity/client parses:
 * Boom-style `{error, message, statusCode}` for transport and auth errors, and
 * `{error: {type, description, ...}}` for query, mutation and action errors.
 */
export class LakeError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>

  constructor(status: number, body: Record<string, unknown>, message?: string) {
    super(message ?? errorDescription(body))
    this.status = status
    this.body = body
  }
}

function errorDescription(body: Record<string, unknown>): string {
  const { error, message } = body
  if (typeof message === 'string') return message
  if (error && typeof error === 'object' && typeof (error as { description?: unknown }).description === 'string') {
    return (error as { description: string }).description
  }
  return String(error)
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** A Boom-style error, as Sanity's API answers auth and routing failures. */
export const httpError = (status: number, message: string) =>
  new LakeError(status, { error: REASONS[status] ?? 'Error', message, statusCode: status })

export const notFound = (message = 'Not found') => httpError(404, message)

/** One failed item of a mutation or action transaction (no index: the transaction as a whole). */
type ItemError = { index?: number; description: string; type?: string; status?: number }

/**
 * A failed transaction: the whole request is rejected and nothing is applied. The status is the
 * most specific one of the items (409 for conflicts, otherwise 400).
 */
export function transactionError(kind: 'mutationError' | 'actionError', items: ItemError[]): LakeError {
  const status = items.some((item) => item.status === 409) ? 409 : (items[0]?.status ?? 400)
  const verb = kind === 'mutationError' ? 'mutation(s)' : 'action(s)'
  const description = `The ${verb} failed: ${items.map((item) => item.description).join('; ')}`
  return new LakeError(status, {
    error: {
      type: kind,
      description,
      items: items.map((item) => ({
        ...(item.index === undefined ? {} : { index: item.index }),
        error: { type: item.type ?? 'validationError', description: item.description },
      })),
    },
  })
}

/** Thrown inside a transaction step; the step's index is added by the caller. */
export class StepError extends Error {
  readonly status: number
  readonly type: string

  constructor(status: number, type: string, description: string) {
    super(description)
    this.status = status
    this.type = type
  }
}

export const conflict = (description: string) => new StepError(409, 'conflictError', description)
export const invalid = (description: string) => new StepError(400, 'validationError', description)
