/**
 * Studio settings from the environment, the one reader of `process.env` in the Studio.
 * `SANITY_STUDIO_*` variables are read by both the CLI (Node) and the Studio bundle (Sanity's
 * Vite build inlines them at build or dev-server start, so changing one takes a rebuild).
 *
 * With `SANITY_STUDIO_PROJECT_ID` the Studio works against that hosted project; without it,
 * against the local Content Lake (`lake/`) as the placeholder project `local`. See the README.
 */
const hostedProjectId = process.env.SANITY_STUDIO_PROJECT_ID || undefined

export type StudioMode = 'hosted' | 'local'
export const mode: StudioMode = hostedProjectId ? 'hosted' : 'local'

export const projectId = hostedProjectId ?? 'local'
/** The local lake serves one dataset, `production`; a hosted project may name another. */
export const dataset = (hostedProjectId && process.env.SANITY_STUDIO_DATASET) || 'production'

/**
 * GROQ API version of the Studio's own client and the Vision tool (same default as web/lib/env.ts):
 * the newest dated version Vision lists, so it opens on the project's version by name rather than
 * as "Other" with a version typed in. The GROQ the site and Studio use is the same in every version
 * since (the published perspective is the default from this one on).
 */
export const apiVersion = '2025-02-19'

/** Local mode: origin of the local Content Lake (HTTPS, so the browser can use HTTP/2). */
export const lakeUrl = process.env.SANITY_STUDIO_LAKE_URL || 'https://localhost:3400'
/** Local mode: the lake's token (`SANITY_LAKE_TOKEN` of `npm run start -w lake`). */
export const lakeToken = process.env.SANITY_STUDIO_LAKE_TOKEN || undefined

/** Origin of the site (`web/`) that the Presentation tool previews. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'
