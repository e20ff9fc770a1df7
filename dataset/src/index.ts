/**
 * @meridian/dataset: the dataset as the site and the local Content Lake both read it. No HTTP
 * here; the lake's server and the site's routes are thin adapters over these modules.
 */
export * from './export-layout.ts'
export * from './sample-dates.ts'
export * from './perspective.ts'
export * from './groq.ts'
export * from './image-transform.ts'
export * from './paths.ts'
