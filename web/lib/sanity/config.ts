import 'server-only'
import { contentMode, env } from '@/lib/env'

/** Project and dataset the site reads; `local` names the sample content in `content/`. */
export const sanityConfig = {
  projectId: env.SANITY_PROJECT_ID ?? 'local',
  dataset: env.SANITY_DATASET,
  apiVersion: env.SANITY_API_VERSION,
  hosted: contentMode === 'hosted',
} as const
