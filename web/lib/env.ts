import 'server-only'
import { z } from 'zod'

/**
 * The one place that reads `process.env` on the server. A missing optional service means
 * "feature off", never a crash; a malformed value fails the start with a clear message.
 */
const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'SANITY_PROJECT_ID: lower-case letters, digits and dashes')
    .optional(),
  SANITY_DATASET: z.string().min(1).default('production'),
  SANITY_API_VERSION: z.string().default('2026-11-01'),
  SANITY_API_READ_TOKEN: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
}

export const env = parsed.data

/** Hosted mode reads Sanity's Content Lake; otherwise the sample content in `content/`. */
export const contentMode = env.SANITY_PROJECT_ID ? 'hosted' : 'embedded'
