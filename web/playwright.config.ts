import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3107)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * The Content Lake that draft mode asks whether a preview secret is valid: a fake one
 * (web/test/lake.ts) on FAKE_LAKE_PORT, unless SANITY_LAKE_URL and SANITY_LAKE_TOKEN name a
 * running lake. Written to the environment before the workers start, so that the specs,
 * which create secrets the way the Studio does, use the token the servers were given.
 */
const startFakeLake = !process.env.SANITY_LAKE_URL
const FAKE_LAKE_PORT = Number(process.env.FAKE_LAKE_PORT ?? 3108)
export const LAKE = {
  url: (process.env.SANITY_LAKE_URL ??= `http://127.0.0.1:${FAKE_LAKE_PORT}`),
  token: (process.env.SANITY_LAKE_TOKEN ??= randomUUID()),
}

/** Third parties as configured in production, at addresses the specs answer themselves. */
export const THIRD_PARTIES = {
  ANALYTICS_GA_ID: 'G-E2ETEST',
  MARKETING_PIXEL_URL: 'http://127.0.0.1:9/pixel.js',
  CHAT_WIDGET_URL: 'http://127.0.0.1:9/chat-widget.js',
  CUSTOMER_CHAT_URL: 'http://127.0.0.1:9/customer-chat.js',
}

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
    // Visitors who already declined optional cookies: the consent banner stays out of the
    // way of the journeys. browser.spec.ts starts without it to test the banner itself.
    storageState: {
      cookies: [
        {
          name: 'meridian_consent',
          value: encodeURIComponent(
            JSON.stringify({
              necessary: true,
              functional: false,
              statistic: false,
              marketing: false,
              unclassified: false,
            }),
          ),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
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
  webServer: [
    ...(startFakeLake
      ? [
          {
            command: 'node web/test/lake-server.ts',
            cwd: '..',
            port: FAKE_LAKE_PORT,
            reuseExistingServer: false,
            env: { SANITY_LAKE_TOKEN: LAKE.token, FAKE_LAKE_PORT: String(FAKE_LAKE_PORT) },
          },
        ]
      : []),
    {
      // The production build, made here with the test configuration below baked into its
      // static pages (third-party URLs on loopback, which the specs intercept).
      command: `npm run build -w web && npm run start -w web -- --port ${PORT} --hostname 127.0.0.1`,
      cwd: '..',
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      env: {
        SITE_URL: baseURL,
        // A lead store of its own (PGlite allows one process per folder), and every test
        // request comes from 127.0.0.1, so the per-address limit is raised.
        LEADS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-e2e-')),
        LEADS_RATE_LIMIT: '10000',
        // Made per run unless given: the specs only prove that calls without it are refused.
        SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET ?? randomUUID(),
        SANITY_LAKE_URL: LAKE.url,
        SANITY_LAKE_TOKEN: LAKE.token,
        ...THIRD_PARTIES,
      },
    },
  ],
})
