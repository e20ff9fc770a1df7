import 'server-only'
import { createClient } from '@sanity/client'
import { createClient as createPreviewClient } from 'next-sanity'
import { env } from '@/lib/env'
import { sanityConfig } from './config'

/** The one configured client for hosted mode: published content from the CDN. */
export const client = createClient({
  projectId: sanityConfig.projectId,
  dataset: sanityConfig.dataset,
  apiVersion: sanityConfig.apiVersion,
  useCdn: true,
  perspective: 'published',
  token: env.SANITY_API_READ_TOKEN,
})

/**
 * The token client draft mode needs, or null when no token is configured (draft mode then
 * stays off). Hosted: the project's API, never the CDN, which reads drafts in draft mode.
 * Embedded: the local lake, asked only whether a preview secret is valid, since the secrets
 * are system documents it keeps outside content/ (drafts themselves are read in-process).
 *
 * Made with next-sanity's own @sanity/client (7.x; the site's is 8.x), the version its
 * draft-mode handler is typed and tested against.
 */
export const previewClient = sanityConfig.hosted
  ? env.SANITY_API_READ_TOKEN
    ? createPreviewClient({
        projectId: sanityConfig.projectId,
        dataset: sanityConfig.dataset,
        apiVersion: sanityConfig.apiVersion,
        useCdn: false,
        perspective: 'drafts',
        stega: false,
        token: env.SANITY_API_READ_TOKEN,
      })
    : null
  : env.SANITY_LAKE_TOKEN
    ? createPreviewClient({
        projectId: sanityConfig.projectId,
        dataset: sanityConfig.dataset,
        apiVersion: sanityConfig.apiVersion,
        apiHost: env.SANITY_LAKE_URL,
        useProjectHostname: false,
        useCdn: false,
        perspective: 'drafts',
        stega: false,
        token: env.SANITY_LAKE_TOKEN,
        // A lake that is not running should fail the preview link in seconds, not minutes.
        timeout: 10_000,
        maxRetries: 1,
      })
    : null
