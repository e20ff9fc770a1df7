import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3107)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * Browser tests against the production build (`next build` runs first, see the root
 * `test:e2e` script), in Debian's Chromium: Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `npm run start -w web -- --port ${PORT} --hostname 127.0.0.1`,
    cwd: '..',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      SITE_URL: baseURL,
      // A lead store of its own (PGlite allows one process per folder), and every test
      // request comes from 127.0.0.1, so the per-address limit is raised.
      LEADS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-e2e-')),
      LEADS_RATE_LIMIT: '10000',
    },
  },
})
