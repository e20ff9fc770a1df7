import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { client, previewClient } from './client'
import { sanityConfig } from './config'
import { publishedVersion, queryLocalDataset } from './local-dataset'

type Read<Q extends string> = { query: Q; params?: QueryParams; tags: string[] }

/**
 * Whether this request shows drafts: the browser is in draft mode (only
 * /api/draft-mode/enable turns it on) and a token to read them is configured.
 */
export async function isPreviewing(): Promise<boolean> {
  return previewClient !== null && (await draftMode()).isEnabled
}

/**
 * The one way pages read content. Visitors get the published perspective, cached with the
 * given tags (document types, or `type:slug`), which `/api/revalidate` invalidates on
 * publish. A browser in draft mode gets the drafts perspective, read afresh every time.
 */
export async function sanityFetch<const Q extends string>(read: Read<Q>): Promise<ClientReturn<Q, unknown>> {
  return (await isPreviewing()) ? fetchDrafts(read) : fetchPublished(read)
}

/**
 * Published content only, whatever the request: for code that runs with no request at all
 * (generateStaticParams, where asking for draft mode throws) or must never list drafts.
 */
export async function fetchPublished<const Q extends string>({
  query,
  params = {},
  tags,
}: Read<Q>): Promise<ClientReturn<Q, unknown>> {
  if (sanityConfig.hosted) {
    return client.fetch(query, params, { next: { revalidate: false, tags } })
  }
  const key = ['sanity', await publishedVersion(), query, JSON.stringify(params)]
  const cached = unstable_cache(() => queryLocalDataset(query, params), key, { revalidate: false, tags })
  return (await cached()) as ClientReturn<Q, unknown>
}

async function fetchDrafts<const Q extends string>({ query, params = {} }: Read<Q>): Promise<ClientReturn<Q, unknown>> {
  if (sanityConfig.hosted) return previewClient!.fetch<ClientReturn<Q, unknown>>(query, params, { cache: 'no-store' })
  return (await queryLocalDataset(query, params, { perspective: 'drafts' })) as ClientReturn<Q, unknown>
}
