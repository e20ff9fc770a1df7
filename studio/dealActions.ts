import { TrashIcon } from '@sanity/icons/Trash'
import type { SanityClient } from '@sanity/client'
import { useState } from 'react'
import { useClient, type DocumentActionComponent, type DocumentActionsResolver } from 'sanity'

import { documentPath, redirectIdFor } from '@meridian/dataset/paths'

import { apiVersion } from './env.ts'

/**
 * Deletes a published deal and, in the same transaction, makes its address a permanent redirect
 * to its region's page (docs/content-model.md, "Redirects"), so links to it keep leading
 * somewhere useful. Nothing is written unless both go through (a deal the home page still
 * features cannot be deleted: the lake refuses, as Sanity's does). Resolves to the region's path.
 */
export async function deleteDealToRegion(client: SanityClient, dealId: string): Promise<string> {
  const deal = await client.fetch<{ slug: string | null; region: string | null } | null>(
    `*[_id == $id][0]{ "slug": slug.current, "region": region->slug.current }`,
    { id: dealId },
  )
  const from = deal?.slug ? documentPath('deal', deal.slug) : null
  const to = deal?.region ? documentPath('region', deal.region) : null
  if (!from || !to) throw new Error('This deal has no published address, or no region to send it to')
  await client
    .transaction()
    .createOrReplace({ _id: redirectIdFor(from), _type: 'redirect', from, to, permanent: true })
    .delete(`drafts.${dealId}`)
    .delete(dealId)
    .commit({ visibility: 'sync' })
  return to
}

type Step = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'working' } | { kind: 'failed'; message: string }

/** "Delete and redirect to its region", beside the Studio's own Delete on a published deal. */
export const DeleteToRegionAction: DocumentActionComponent = ({ id, published, onComplete }) => {
  const client = useClient({ apiVersion })
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  if (!published) return null
  const close = () => {
    setStep({ kind: 'idle' })
    onComplete()
  }
  return {
    label: 'Delete and redirect to its region',
    icon: TrashIcon,
    tone: 'critical',
    disabled: step.kind === 'working',
    onHandle: () => setStep({ kind: 'confirm' }),
    dialog:
      step.kind === 'confirm'
        ? {
            type: 'confirm',
            tone: 'critical',
            message:
              'Delete this deal? Its address will lead to its region’s page from now on (a permanent redirect, listed under Redirects).',
            onCancel: close,
            onConfirm: () => {
              setStep({ kind: 'working' })
              deleteDealToRegion(client, id).then(close, (error: unknown) =>
                setStep({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
              )
            },
          }
        : step.kind === 'failed'
          ? { type: 'popover', content: `Not deleted: ${step.message}`, onClose: close }
          : null,
  }
}
DeleteToRegionAction.displayName = 'DeleteToRegionAction'

/** Adds "Delete and redirect to its region" to deals. */
export const withDealActions: DocumentActionsResolver = (actions, { schemaType }) =>
  schemaType === 'deal' ? [...actions, DeleteToRegionAction] : actions
