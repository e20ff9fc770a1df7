import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'

import { startLake } from '@meridian/lake'

/**
 * The local lake over a copy of the sample (never content/ itself), as `npm run edit` runs it,
 * with a client holding its token: what the Studio's actions talk to in their tests.
 */
export async function startSampleLake(name: string) {
  const root = mkdtempSync(path.join(tmpdir(), `studio-${name}-`))
  for (const entry of ['data.ndjson', 'assets.json', 'sample.json', 'images']) {
    cpSync(path.join(import.meta.dirname, '..', '..', 'content', entry), path.join(root, 'content', entry), {
      recursive: true,
    })
  }
  const lake = await startLake({
    contentDir: path.join(root, 'content'),
    stateDir: path.join(root, 'state'),
    token: randomBytes(24).toString('hex'),
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
    rmSync(root, { recursive: true, force: true })
  }
  return { lake, client, close }
}
