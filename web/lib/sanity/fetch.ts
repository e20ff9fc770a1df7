import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { client } from './client'
import { sanityConfig } from './config'
import { queryLocalDataset } from './local-dataset'

/**
 * The one way pages read content. Every result is cached with the given tags (document
 * types, or `type:slug`), and `/api/revalidate` invalidates exactly those tags on publish.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: {
  query: Q
  params?: QueryParams
  tags: string[]
}): Promise<ClientReturn<Q, unknown>> {
  if (sanityConfig.hosted) {
    return client.fetch(query, params, { next: { revalidate: false, tags } })
  }
  const cached = unstable_cache(() => queryLocalDataset(query, params), ['sanity', query, JSON.stringify(params)], {
    revalidate: false,
    tags,
  })
  return (await cached()) as ClientReturn<Q, unknown>
}
