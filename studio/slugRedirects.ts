import type { SanityClient } from '@sanity/client'
import { useClient, type DocumentActionComponent, type DocumentActionsResolver } from 'sanity'

import { documentPath, redirectsForMove } from '@meridian/dataset/paths'

import { apiVersion } from './env.ts'

type Slugged = { slug?: { current?: unknown } } | null | undefined

const slugOf = (document: Slugged) =>
  typeof document?.slug?.current === 'string' && document.slug.current !== '' ? document.slug.current : null

/**
 * Records the redirect a publish that changes a page's slug needs (docs/content-model.md,
 * "Redirects"), in one transaction: the old path's redirect, earlier redirects to it pointed at
 * the new path, and any redirect from the new path removed. Nothing for a type without pages, a
 * first publish or an unchanged slug.
 */
export async function recordSlugRedirect(
  client: SanityClient,
  type: string,
  fromSlug: string,
  toSlug: string,
): Promise<void> {
  const from = documentPath(type, fromSlug)
  const to = documentPath(type, toSlug)
  if (!from || !to || from === to) return
  const move = redirectsForMove(from, to)
  const earlier = await client.fetch<string[]>(
    `*[_type == "redirect" && to == $from && !(_id in path("drafts.**")) && !(_id in [$own, $removed])]._id`,
    { from, own: move.put._id, removed: move.remove },
  )
  const transaction = client.transaction().createOrReplace(move.put).delete(move.remove)
  for (const id of earlier) transaction.patch(id, { set: { to } })
  await transaction.commit({ visibility: 'sync' })
}

/**
 * The Studio's Publish, recording the redirect first when the slug changed. Used with a hosted
 * project; the local lake records it itself, in the publishing transaction. Should the publish
 * then fail, the redirect is in place early: the editor sees the failure and publishes again.
 */
function publishRecordingRedirect(Publish: DocumentActionComponent): DocumentActionComponent {
  const Action: DocumentActionComponent = (props) => {
    const client = useClient({ apiVersion })
    const description = Publish(props)
    if (!description?.onHandle) return description
    const fromSlug = slugOf(props.published as Slugged)
    const toSlug = slugOf(props.draft as Slugged)
    const publish = description.onHandle
    return {
      ...description,
      onHandle: () => {
        if (!fromSlug || !toSlug || fromSlug === toSlug) return publish()
        recordSlugRedirect(client, props.type, fromSlug, toSlug).then(publish, (error: unknown) => {
          console.error('The redirect from the old address could not be recorded; nothing was published', error)
        })
      },
    }
  }
  Action.action = Publish.action
  Action.displayName = 'PublishRecordingRedirect'
  return Action
}

/** Hosted mode: Publish also records slug redirects (see above). */
export const withSlugRedirects: DocumentActionsResolver = (actions) =>
  actions.map((action) => (action.action === 'publish' ? publishRecordingRedirect(action) : action))
