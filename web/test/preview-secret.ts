import { createClient } from '@sanity/client'
import { createPreviewSecret as createStudioSecret } from '@sanity/preview-url-secret/create-secret'
import { sampleLakeDirs } from '../../testing/sample-lake.ts'

/**
 * Test support for draft mode against the real local Content Lake (lake/): the folders a lake
 * under test starts with, and preview secrets made the way the Studio makes them. Shared by
 * the enable route's unit tests and the browser tests (playwright.config.ts, draft-mode.spec.ts).
 */

/** The folders a lake under test starts with (testing/sample-lake.ts); the caller removes `root`. */
export const lakeDirs = () => sampleLakeDirs('meridian-web-lake-')

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
