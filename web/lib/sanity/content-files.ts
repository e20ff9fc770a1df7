import { stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where the embedded default's dataset lives and which of its files make its content, shared by
 * lib/sanity/local-dataset.ts and the cache handler (cache-handler.ts), which Next loads outside
 * the app's bundle and so cannot import local-dataset.ts (server-only) itself.
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
 * When the dataset's files last changed, in ms (0 when there are none, as in hosted mode). The
 * change time, not the modification time: the lake replaces a file by rename and a copy or a
 * checkout may keep an older mtime, but each of them sets the ctime to the moment it happened.
 */
export async function datasetChangedAt(dir: string): Promise<number> {
  const times = await Promise.all(
    DATASET_FILES.map((name) =>
      // Content read at run time, not code: nothing here for the build's file tracing.
      stat(path.join(/* turbopackIgnore: true */ dir, name)).then(
        (file) => file.ctimeMs,
        () => 0,
      ),
    ),
  )
  return Math.max(0, ...times)
}
