import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLake } from '@meridian/lake'

/**
 * The local Content Lake as tests run it (README.md, "Editing content with no account"): over a
 * copy of the sample, never the committed content/ that the lake would write to.
 */

const CONTENT = path.join(import.meta.dirname, '..', 'content')

/**
 * A fresh folder holding a copy of the sample dataset and an empty state folder, for a lake (or
 * a site reading the copy through `CONTENT_DIR`); the caller removes `root`.
 */
export function sampleLakeDirs(prefix = 'meridian-lake-') {
  const root = mkdtempSync(path.join(tmpdir(), prefix))
  const contentDir = path.join(root, 'content')
  for (const entry of ['data.ndjson', 'assets.json', 'sample.json', 'images']) {
    cpSync(path.join(CONTENT, entry), path.join(contentDir, entry), { recursive: true })
  }
  return { root, contentDir, stateDir: path.join(root, 'state') }
}

/** How a client of the local lake is configured: the same for the site's tests and the Studio's. */
export type LakeClientConfig = {
  projectId: string
  dataset: string
  apiHost: string
  useProjectHostname: false
  useCdn: false
  apiVersion: string
  token: string
}

/**
 * The lake over such a copy, as `npm run edit` runs it (calling a site's revalidation webhook
 * when given one), with a client holding its token, as the Studio's is: what editors' writes go
 * through in tests. The client is made with the caller's `createClient`: the Studio pins its own
 * @sanity/client, whose type the Studio's code expects. `close` stops the lake and removes the copy.
 */
export async function startSampleLake<Client>(
  name: string,
  createClient: (config: LakeClientConfig) => Client,
  webhook: { revalidateUrl?: string; revalidateSecret?: string } = {},
) {
  const dirs = sampleLakeDirs(`meridian-${name}-`)
  const lake = await startLake({
    contentDir: dirs.contentDir,
    stateDir: dirs.stateDir,
    token: randomBytes(24).toString('hex'),
    ...webhook,
    log: () => {},
  })
  const client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: lake.token,
  })
  const close = async () => {
    await lake.close()
    rmSync(dirs.root, { recursive: true, force: true })
  }
  return { lake, client, dirs, close }
}
