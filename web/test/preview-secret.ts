import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { createPreviewSecret as createStudioSecret } from '@sanity/preview-url-secret/create-secret'

/**
 * Test support for draft mode against the real local Content Lake (lake/): the folders a lake
 * under test starts with, and preview secrets made the way the Studio makes them. Shared by
 * the enable route's unit tests and the browser tests (playwright.config.ts, draft-mode.spec.ts).
 */

const CONTENT = path.join(import.meta.dirname, '..', '..', 'content')

/**
 * A fresh folder holding a copy of the sample dataset (never the committed content/, which
 * the lake would write to) and an empty state folder; the caller removes `root`.
 */
export function lakeDirs() {
  const root = mkdtempSync(path.join(tmpdir(), 'meridian-web-lake-'))
  const contentDir = path.join(root, 'content')
  for (const entry of ['data.ndjson', 'assets.json', 'sample.json', 'images']) {
    cpSync(path.join(CONTENT, entry), path.join(contentDir, entry), { recursive: true })
  }
  return { root, contentDir, stateDir: path.join(root, 'state') }
}

/**
 * Stores a preview secret in the lake at `lakeUrl` (its plain-HTTP address) as the Studio's
 * Presentation tool does before it opens the site: with @sanity/preview-url-secret's own
 * `createPreviewSecret` (a `sanity.previewUrlSecret` draft written with the token, as the
 * lake's one editor), through @sanity/client configured like every client of the local lake.
 */
export async function createPreviewSecret(lakeUrl: string, token: string, studioUrl = 'http://localhost:3333') {
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token,
  })
  const { secret } = await createStudioSecret(client, 'meridian-tests', studioUrl, 'local-editor')
  return secret
}
