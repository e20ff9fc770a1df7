import 'server-only'
import type { ClientReturn, QueryParams } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { client, previewClient } from './client'
import { sanityConfig } from './config'
import { publishedVersion, queryLocalDataset } from './local-dataset'

/**
 * One content read, declared once beside its query (web/lib/content/): the GROQ and the cache
 * tags it depends on. Tags are document types (a list changes when any document of the type
 * is published) and `type:slug` (one document's page); `/api/revalidate` expires exactly the
 * tags of the document that changed (lib/sanity/revalidate.ts). `content/tags.test.ts` checks
 * that every type a query filters on or dereferences is among its tags.
 */
export type ContentRead<Q extends string, P extends QueryParams> = {
  readonly query: Q
  readonly tags: (params: P) => string[]
}

type NoParams = Record<string, never>

/**
 * A tag every published read carries besides its own: the whole dataset, expired when a server
 * starts on content other than the build's (lib/warm-up.ts).
 */
export const ALL_CONTENT_TAG = 'content'

/** Declares a content read: its query and the tags its result depends on, for given params. */
export function contentRead<const Q extends string, P extends QueryParams = NoParams>(
  query: Q,
  tags: (params: P) => string[],
): ContentRead<Q, P> {
  return { query, tags }
}

/** The params argument: required when the read takes any, absent otherwise. */
type ParamsArg<P extends QueryParams> = [NoParams] extends [P] ? [params?: P] : [params: P]

/**
 * Whether this request shows drafts: the browser is in draft mode (only
 * /api/draft-mode/enable turns it on) and a token to read them is configured.
 */
export async function isPreviewing(): Promise<boolean> {
  return previewClient !== null && (await draftMode()).isEnabled
}

/**
 * The one way pages read content. Visitors get the published perspective, cached with the
 * read's tags; a browser in draft mode gets the drafts perspective, read afresh every time.
 */
export async function sanityFetch<const Q extends string, P extends QueryParams>(
  read: ContentRead<Q, P>,
  ...[params]: ParamsArg<P>
): Promise<ClientReturn<Q, unknown>> {
  const values = params ?? ({} as P)
  return (await isPreviewing()) ? fetchDrafts(read, values) : fetchPublished(read, ...([values] as ParamsArg<P>))
}

/**
 * Published content only, whatever the request: for code that runs with no request at all
 * (generateStaticParams, where asking for draft mode throws) or must never see drafts (the
 * sitemap, a booking's deal).
 */
export async function fetchPublished<const Q extends string, P extends QueryParams>(
  { query, tags }: ContentRead<Q, P>,
  ...[params]: ParamsArg<P>
): Promise<ClientReturn<Q, unknown>> {
  const values = params ?? ({} as P)
  const cacheTags = [...tags(values), ALL_CONTENT_TAG]
  if (sanityConfig.hosted) {
    return client.fetch(query, values as QueryParams, { next: { revalidate: false, tags: cacheTags } })
  }
  // The content's hash is part of the key: Next keeps this cache in .next/cache across restarts
  // and builds, and content may change while no server runs to be told (lib/sanity/local-dataset.ts).
  const key = ['sanity', await publishedVersion(), query, JSON.stringify(values)]
  const cached = unstable_cache(() => queryLocalDataset(query, values), key, { revalidate: false, tags: cacheTags })
  return (await cached()) as ClientReturn<Q, unknown>
}

/**
 * Published content read afresh, outside Next's cache: for code that runs before any route, with
 * no render to cache in (the proxy's redirect table, lib/redirects.ts, which keeps its own copy).
 */
export async function fetchPublishedAfresh<const Q extends string, P extends QueryParams>(
  { query }: ContentRead<Q, P>,
  ...[params]: ParamsArg<P>
): Promise<ClientReturn<Q, unknown>> {
  const values = params ?? ({} as P)
  if (sanityConfig.hosted) return client.fetch(query, values as QueryParams, { cache: 'no-store' })
  return (await queryLocalDataset(query, values)) as ClientReturn<Q, unknown>
}

async function fetchDrafts<const Q extends string, P extends QueryParams>(
  { query }: ContentRead<Q, P>,
  params: P,
): Promise<ClientReturn<Q, unknown>> {
  if (sanityConfig.hosted) return previewClient!.fetch<ClientReturn<Q, unknown>>(query, params, { cache: 'no-store' })
  return (await queryLocalDataset(query, params, { perspective: 'drafts' })) as ClientReturn<Q, unknown>
}
