import 'server-only'
import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import {
  loadDataset,
  runQuery,
  viewOf,
  withPerspective,
  type Perspective,
  type QueryView,
  type SanityDocument,
} from '@meridian/dataset'
import { today } from '@/lib/clock'
import { env } from '@/lib/env'
import { sanityConfig } from './config'
import { DATASET_FILES, resolveContentDir } from './content-files'

/**
 * The embedded default: `content/` read in-process with @meridian/dataset, the local lake's
 * own parser, perspectives and GROQ evaluation (groq-js). In-process rather than over HTTP
 * because pages are prerendered at build and served by `npm start` with no lake running; when
 * the lake runs, it appends each commit to its journal in content/ (folded into data.ndjson
 * later, lake/README.md, "Writes") and calls /api/revalidate, and the next read sees the journal
 * replayed over the files. Untouched sample deals are read with their dates rolled forward to today, as the
 * lake reads them (README.md, "Sample dates"; content/README.md, "Dates").
 */

export const contentDir = () => resolveContentDir(env.CONTENT_DIR)

type Snapshot = {
  documents: SanityDocument[]
  views: Map<Perspective, QueryView>
  publishedVersion: string
}

/**
 * The last load, and which look at the files it follows (`checked`, counting up). Looks finish
 * out of order: one begun before a publish may finish after one begun since, and must not put
 * the older files back in place of the newer (each such swap was a needless load, and the
 * next request loaded the newer files again).
 */
let loaded: { version: string; checked: number; snapshot: Promise<Snapshot> } | undefined
let checks = 0

/**
 * The day the sample's dates are rolled to (README.md, "Configuration": `SAMPLE_DATES`,
 * `SITE_CLOCK`, read through lib/clock.ts), or undefined to read them as written.
 */
const anchorDay = () => (env.SAMPLE_DATES === 'rolling' ? today() : undefined)

/**
 * Identifies the files' current contents, and the day they are read for. The lake replaces
 * them by rename, so a new file can carry an older or equal mtime than the one it replaces:
 * the inode and size tell. The lake's journal grows by appends (its size tells) and is removed
 * once folded into data.ndjson. assets.json counts too, since an upload may land there after the
 * document naming it; sample.json sets how far the sample rolls. The day is part of it so
 * a server running past midnight reloads and rolls the sample one day further.
 */
async function datasetVersion(dir: string, day: string | undefined): Promise<string> {
  const files = await Promise.all(
    DATASET_FILES.map((name) =>
      // Content read at run time, not code: nothing here for the build's file tracing.
      stat(path.join(/* turbopackIgnore: true */ dir, name), { bigint: true }).catch(() => null),
    ),
  )
  return [...files.map((file) => (file ? `${file.ino}:${file.size}:${file.mtimeNs}` : '-')), day ?? 'as-written'].join(
    '|',
  )
}

/** The dataset as the files are now; concurrent reads of one version share one load. */
async function currentSnapshot(): Promise<Snapshot> {
  const dir = contentDir()
  const day = anchorDay()
  const checked = ++checks
  const version = await datasetVersion(dir, day)
  // Files newer than this look found are in place already: they serve this request too.
  if (loaded?.version !== version && !(loaded && loaded.checked > checked)) {
    const snapshot = loadDataset(dir, {
      projectId: sanityConfig.projectId,
      dataset: sanityConfig.dataset,
      assetBaseUrl: '',
      anchorDay: day,
    }).then((documents): Snapshot => {
      const published = withPerspective(documents, 'published')
      const publishedVersion = createHash('sha256').update(JSON.stringify(published)).digest('base64url')
      return { documents, views: new Map<Perspective, QueryView>([['published', viewOf(published)]]), publishedVersion }
    })
    const current = { version, checked, snapshot }
    loaded = current
    // A failed read (a file caught mid-copy by hand, say) is retried by the next query.
    snapshot.catch(() => {
      if (loaded === current) loaded = undefined
    })
  }
  return loaded.snapshot
}

/**
 * Identifies the published content now on disk, as rolled for today; drafts do not change it.
 * Cached reads carry it in their key, because Next keeps that cache in .next/cache across
 * restarts and builds: content changed while no server was running to be told (a pull, a
 * publish while the site was down, another CONTENT_DIR, a later day) would otherwise be
 * answered from the old content.
 */
export async function publishedVersion(): Promise<string> {
  return (await currentSnapshot()).publishedVersion
}

function viewFor(current: Snapshot, perspective: Perspective): QueryView {
  let view = current.views.get(perspective)
  if (!view) {
    view = viewOf(withPerspective(current.documents, perspective))
    current.views.set(perspective, view)
  }
  return view
}

/** Runs a GROQ query against `content/` as the Content Lake would under `perspective`. */
export async function queryLocalDataset(
  query: string,
  params: Record<string, unknown>,
  { perspective = 'published' }: { perspective?: Perspective } = {},
): Promise<unknown> {
  return runQuery(query, params, viewFor(await currentSnapshot(), perspective), {
    projectId: sanityConfig.projectId,
    dataset: sanityConfig.dataset,
  })
}
