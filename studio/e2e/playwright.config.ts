import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromium } from '../../testing/chromium.ts'
import { TEST_TIME } from '../../testing/test-time.ts'

/**
 * The editing journey: the real Studio (built, served by `sanity preview`) against the local
 * lake, and a production build of the site, in Debian's Chromium. The specs start and
 * restart the lake themselves (lake.ts); Playwright starts the site and the Studio.
 *
 * Everything works on a copy of content/, so a run never touches the committed dataset.
 * The values are put into process.env once, in the runner, so the workers (which load this
 * file again) see the same folders and secrets.
 */
const root = path.join(import.meta.dirname, '..', '..')

if (!process.env.E2E_EDIT_CONTENT_DIR) {
  const work = mkdtempSync(path.join(tmpdir(), 'meridian-editing-'))
  const contentDir = path.join(work, 'content')
  for (const entry of ['data.ndjson', 'assets.json', 'sample.json', 'images']) {
    cpSync(path.join(root, 'content', entry), path.join(contentDir, entry), { recursive: true })
  }
  Object.assign(process.env, {
    E2E_EDIT_CONTENT_DIR: contentDir,
    E2E_EDIT_STATE_DIR: path.join(work, 'lake-state'),
    E2E_EDIT_LEADS_DIR: path.join(work, 'leads'),
    E2E_EDIT_TOKEN: randomBytes(24).toString('hex'),
    E2E_EDIT_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  })
}

export const ports = { site: 3127, studio: 3337, lake: 3427 }
export const urls = {
  site: `http://localhost:${ports.site}`,
  studio: `http://localhost:${ports.studio}`,
  lakeHttps: `https://localhost:${ports.lake}`,
  lakeHttp: `http://127.0.0.1:${ports.lake}`,
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One editor, one dataset: the steps depend on each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The lake's certificate is self-signed, made on its first run (README: "Trusting the
    // local certificate"); a person accepts it once, the test browser ignores it.
    ignoreHTTPSErrors: true,
    launchOptions: chromium,
  },
  projects: [{ name: 'editing', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 960 } } }],
  webServer: [
    {
      // Its own build folder: revalidations during this run rewrite pages of this build,
      // never those of web/.next that the site suite uses.
      command: `npm run build -w web && npm run start -w web -- --port ${ports.site} --hostname localhost`,
      cwd: root,
      url: `${urls.site}/api/build`,
      reuseExistingServer: !process.env.CI,
      timeout: 400_000,
      env: {
        NEXT_DIST_DIR: '.next-editing',
        SITE_URL: urls.site,
        CONTENT_DIR: process.env.E2E_EDIT_CONTENT_DIR!,
        LEADS_DATA_DIR: process.env.E2E_EDIT_LEADS_DIR!,
        SANITY_LAKE_URL: urls.lakeHttp,
        SANITY_LAKE_TOKEN: process.env.E2E_EDIT_TOKEN!,
        SANITY_REVALIDATE_SECRET: process.env.E2E_EDIT_WEBHOOK_SECRET!,
        SANITY_STUDIO_URL: urls.studio,
        ...TEST_TIME,
      },
    },
    {
      command: `npm run build -w studio && npm exec -w studio -- sanity preview --port ${ports.studio}`,
      cwd: root,
      url: urls.studio,
      reuseExistingServer: !process.env.CI,
      timeout: 400_000,
      env: {
        // A local-mode build served here only (studio/buildGuard.ts).
        ALLOW_LOCAL_STUDIO_BUILD: '1',
        SANITY_STUDIO_LAKE_URL: urls.lakeHttps,
        SANITY_STUDIO_LAKE_TOKEN: process.env.E2E_EDIT_TOKEN!,
        SANITY_STUDIO_PREVIEW_URL: urls.site,
      },
    },
  ],
})
