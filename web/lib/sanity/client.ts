import 'server-only'
import { createClient } from '@sanity/client'
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
