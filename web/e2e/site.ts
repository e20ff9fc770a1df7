import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { startServer, STORE_OPEN_LINE, type Server } from '../../testing/server.ts'
import { TEST_TIME } from '../../testing/test-time.ts'

const repoRoot = path.join(import.meta.dirname, '..', '..')

export type Site = Omit<Server, 'origin'> & { baseURL: string; dataDir: string }

type Options = {
  /** An existing lead store to open (a restart); by default a new, empty one. */
  dataDir?: string
  /** More environment for the server, e.g. another SITE_CLOCK or a CRM. */
  env?: Record<string, string>
}

/**
 * Starts the production build on its own port with its own lead store, so a journey can stop
 * it (or crash it), start it again on the same store, and read what was stored with the sales
 * team's own `npm run leads`.
 */
export async function startSite(port: number, options: Options = {}): Promise<Site> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'meridian-leads-'))
  const { origin, ...server } = await startServer(
    'npm',
    ['run', 'start', '-w', 'web', '--', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...TEST_TIME,
        LEADS_DATA_DIR: dataDir,
        LEADS_RATE_LIMIT: '10000',
        LEADS_MIN_FORM_AGE_MS: '0',
        SITE_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
      port,
      readyLine: STORE_OPEN_LINE,
      upWithinMs: 60_000,
      name: 'The site',
    },
  )
  return { ...server, baseURL: origin, dataDir }
}

/**
 * A site of the spec's own, started before its tests and stopped after them; its `baseURL` is
 * known once the first test runs.
 */
export function siteOfSpec(port: number, options: Options = {}): { readonly baseURL: string } {
  let site: Site | undefined
  test.beforeAll(async () => {
    test.setTimeout(75_000)
    site = await startSite(port, options)
  })
  test.afterAll(async () => {
    await site?.stop().catch(() => undefined)
  })
  return {
    get baseURL() {
      if (!site) throw new Error(`The site on port ${port} has not started`)
      return site.baseURL
    },
  }
}
