import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where the embedded default's dataset lives and which of its files make its content, shared by
 * lib/sanity/local-dataset.ts and next.config.ts, which cannot import local-dataset.ts (server-only).
 */

/**
 * `CONTENT_DIR`, or `content/` beside `web/`. Content read at run time, not code: the comment
 * keeps the build's file tracing from copying the folder into the standalone output, which
 * carries its own copy (scripts/bundle.ts).
 */
export const resolveContentDir = (configured: string | undefined) =>
  configured ?? path.join(/* turbopackIgnore: true */ process.cwd(), '..', 'content')

/**
 * The files the published content is read from: the documents, the local lake's journal of
 * commits not yet folded into them (`JOURNAL_FILE` of @meridian/dataset), the assets, and the
 * sample's manifest (`SAMPLE_MANIFEST`), which sets how far the sample's dates roll.
 */
export const DATASET_FILES = ['data.ndjson', '.journal.ndjson', 'assets.json', 'sample.json'] as const

/**
 * A hash of the dataset's files as they are on disk ('' when there are none, as in hosted mode):
 * next.config.ts records the one the build's pages were prerendered from, and a server that
 * starts on other content expires every page once (lib/warm-up.ts).
 */
export async function contentFilesHash(dir: string): Promise<string> {
  const hash = createHash('sha256')
  let found = false
  for (const name of DATASET_FILES) {
    // Content read at run time, not code: nothing here for the build's file tracing.
    const bytes = await readFile(path.join(/* turbopackIgnore: true */ dir, name)).catch(() => null)
    found ||= bytes !== null
    hash.update(`${name}:${bytes?.byteLength ?? -1}:`).update(bytes ?? '')
  }
  return found ? hash.digest('base64url') : ''
}
