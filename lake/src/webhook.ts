import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { SanityDocument } from '@meridian/dataset'
import { isAssetType, isPublishedId, isSystemDocument } from './ids.ts'
import type { DocumentStore, Transaction } from './store/store.ts'

export type RevalidationOptions = {
  url: string
  secret: string | undefined
  /** Delays between attempts; the first attempt is immediate. */
  retryDelaysMs?: number[]
  log?: (message: string) => void
}

/** The body of Sanity's GROQ webhook with projection `{_id, _type, "slug": slug.current}`. */
export type RevalidationBody = { _id: string; _type: string; slug: string | null }

const slugOf = (doc: SanityDocument) => {
  const slug = doc.slug as { current?: unknown } | undefined
  return typeof slug?.current === 'string' ? slug.current : null
}

/**
 * Published, non-system, non-asset documents that a transaction created, changed or removed;
 * a changed slug yields the old one too, so its page stops serving stale content.
 */
export function revalidationBodies(transaction: Transaction): RevalidationBody[] {
  return transaction.changes.flatMap(({ id, before, after }) => {
    const doc = after ?? before
    if (!doc || !isPublishedId(id) || isSystemDocument(doc) || isAssetType(doc._type)) return []
    const current = { _id: id, _type: doc._type, slug: slugOf(doc) }
    const previousSlug = before && after ? slugOf(before) : null
    return previousSlug !== null && previousSlug !== current.slug
      ? [current, { _id: id, _type: before?._type ?? doc._type, slug: previousSlug }]
      : [current]
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Calls the site's revalidation route after every durable commit that changes what is
 * published, signed like Sanity's webhooks. Fire-and-forget: the write has already been
 * acknowledged; failures are retried a few times and logged.
 */
export function startRevalidation(store: DocumentStore, options: RevalidationOptions): void {
  const log = options.log ?? ((message: string) => console.log(message))
  const delays = options.retryDelaysMs ?? [1_000, 5_000]
  let warnedNoSecret = false

  async function deliver(body: RevalidationBody, secret: string) {
    const payload = JSON.stringify(body)
    for (let attempt = 0; attempt <= delays.length; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1] ?? 0)
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        })
        await response.body?.cancel()
        if (response.ok) return
        log(`[lake] revalidation of ${body._id} answered HTTP ${response.status} (attempt ${attempt + 1})`)
      } catch (error) {
        log(`[lake] revalidation of ${body._id} failed: ${(error as Error).message} (attempt ${attempt + 1})`)
      }
    }
    log(`[lake] gave up revalidating ${body._id} at ${options.url}`)
  }

  store.onCommit((transaction) => {
    const bodies = revalidationBodies(transaction)
    if (bodies.length === 0) return
    const { secret } = options
    if (!secret) {
      if (!warnedNoSecret) log('[lake] SANITY_REVALIDATE_SECRET is not set: not calling the revalidation webhook')
      warnedNoSecret = true
      return
    }
    for (const body of bodies) void deliver(body, secret)
  })
}
