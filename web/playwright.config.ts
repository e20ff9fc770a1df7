import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromium } from '../testing/chromium.ts'
import { TEST_TIME } from '../testing/test-time.ts'
import { lakeDirs } from './test/preview-secret'

const PORT = Number(process.env.E2E_PORT ?? 3107)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * The Content Lake that draft mode asks whether a preview secret is valid: the real local lake
 * (lake/, `npm run start -w lake`) on LAKE_E2E_PORT over a temporary copy of content/, unless
 * SANITY_LAKE_URL and SANITY_LAKE_TOKEN name a running lake. The site itself reads content/
 * in-process; the lake holds only the secrets. The values are written to the environment once,
 * in the runner, so that the workers (which load this file again) and the specs, which create
 * secrets the way the Studio does, use the lake and the token the servers were given.
 */
const LAKE_PORT = Number(process.env.LAKE_E2E_PORT ?? 3108)
if (!process.env.SANITY_LAKE_URL && !process.env.LAKE_E2E_CONTENT_DIR) {
  const { contentDir, stateDir } = lakeDirs()
  Object.assign(process.env, { LAKE_E2E_CONTENT_DIR: contentDir, LAKE_E2E_STATE_DIR: stateDir })
}
/** Set only when this run starts the lake (SANITY_LAKE_URL below is then set too). */
const startLake = Boolean(process.env.LAKE_E2E_CONTENT_DIR)
export const LAKE = {
  url: (process.env.SANITY_LAKE_URL ??= `http://127.0.0.1:${LAKE_PORT}`),
  token: (process.env.SANITY_LAKE_TOKEN ??= randomBytes(24).toString('hex')),
}

/** The Places API's loopback stand-in (web/test/fake-places.ts), for the checkout's address suggestions. */
const PLACES_PORT = Number(process.env.FAKE_PLACES_PORT ?? 3109)
export const FAKE_PLACES = `http://127.0.0.1:${PLACES_PORT}`

/** Third parties as configured in production, at addresses the specs answer themselves. */
export const THIRD_PARTIES = {
  ANALYTICS_GA_ID: 'G-E2ETEST',
  MARKETING_PIXEL_URL: 'http://127.0.0.1:9/pixel.js',
  CHAT_WIDGET_URL: 'http://127.0.0.1:9/chat-widget.js',
  CUSTOMER_CHAT_URL: 'http://127.0.0.1:9/customer-chat.js',
  GOOGLE_MAPS_KEY: 'e2e-test-maps-key',
  GOOGLE_PLACES_URL: `${FAKE_PLACES}/v1`,
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
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    ...(startLake
      ? [
          {
            command: 'npm run start -w lake',
            cwd: '..',
            url: `${LAKE.url}/v1/ping`,
            reuseExistingServer: false,
            env: {
              LAKE_PORT: String(LAKE_PORT),
              LAKE_CONTENT_DIR: process.env.LAKE_E2E_CONTENT_DIR!,
              LAKE_STATE_DIR: process.env.LAKE_E2E_STATE_DIR!,
              SANITY_LAKE_TOKEN: LAKE.token,
              ...TEST_TIME,
            },
          },
        ]
      : []),
    {
      command: `node web/test/fake-places.ts ${PLACES_PORT}`,
      cwd: '..',
      url: `${FAKE_PLACES}/requests`,
      reuseExistingServer: false,
    },
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
        // request comes from 127.0.0.1, so the site's per-address limit is raised.
        LEADS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-e2e-')),
        LEADS_RATE_LIMIT: '10000',
        // Journeys fill forms at machine speed; hardening.spec.ts tests the minimum form age.
        LEADS_MIN_FORM_AGE_MS: '0',
        // Made per run unless given: the specs only prove that calls without it are refused.
        SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET ?? randomUUID(),
        SANITY_LAKE_URL: LAKE.url,
        SANITY_LAKE_TOKEN: LAKE.token,
        // A fixed day and the sample's dates as written: the build and the server see the
        // same deals on every run, whatever the real date.
        ...TEST_TIME,
        ...THIRD_PARTIES,
      },
    },
  ],
})
