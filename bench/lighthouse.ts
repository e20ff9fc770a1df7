/**
 * Lighthouse on the home page, without and with consent to every optional cookie (issue:
 * "does not get worse with consent given"). Third parties are deferred until after load and
 * idle, so giving consent must not cost performance.
 *
 * It builds the site (into web/.next-bench-consent, bench/servers.ts) with third-party scripts
 * pointed at a local stub server that answers like a slow CDN (250 ms, 60 KB of script), starts
 * `next start`, runs Lighthouse (mobile, simulated throttling, performance only) RUNS times per
 * case in Debian's Chromium, and prints the medians. Exits non-zero when the consent case scores more than TOLERANCE lower.
 *
 *   npm run bench:lighthouse            (about 3 minutes on 2 cores)
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { navigation } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromium } from '../testing/chromium.ts'
import { STORE_OPEN_LINE } from '../testing/server.ts'
import { buildApp, freePort, SITE_ENV, startApp, stopOnSignal, webDir } from './servers.ts'

const RUNS = Number(process.env.RUNS ?? 3)
const TOLERANCE = Number(process.env.TOLERANCE ?? 3)

// A stand-in for the chat and pixel vendors: slow to answer, and real script to parse and run.
const script = `(() => { let x = 0; for (let i = 0; i < 2e6; i++) x += i % 7; window.__stub = x })()\n/*${'.'.repeat(60_000)}*/`
let stubHits = 0
const stub = createServer((_, response) => {
  stubHits += 1
  setTimeout(() => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script), 250)
})
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
const stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const env = {
  ...SITE_ENV,
  SITE_URL: origin,
  CHAT_WIDGET_URL: `${stubOrigin}/chat-widget.js`,
  CUSTOMER_CHAT_URL: `${stubOrigin}/customer-chat.js`,
  MARKETING_PIXEL_URL: `${stubOrigin}/pixel.js`,
}

// Its own build folder: the stubs' addresses are baked in, and web/.next may be in use.
const DIST = '.next-bench-consent'
console.log('Building the site with the stub third parties…')
await buildApp(webDir, DIST, env)
const server = await startApp('site', webDir, DIST, { port, env, readyLine: STORE_OPEN_LINE })
stopOnSignal(server.stop)

const browser = await puppeteer.launch(chromium)

const ALL = { necessary: true, functional: true, statistic: true, marketing: true, unclassified: true }
const NONE = { necessary: true, functional: false, statistic: false, marketing: false, unclassified: false }

type Sample = { score: number; lcp: number; tbt: number; cls: number; thirdParty: number }

async function measure(consent: typeof ALL): Promise<Sample> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setCookie({ name: 'meridian_consent', value: encodeURIComponent(JSON.stringify(consent)), url: origin })
  const hitsBefore = stubHits
  const result = await navigation(page, `${origin}/`, {
    config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], disableStorageReset: true } },
  })
  // Third parties may start after Lighthouse's trace; count what the page loaded in the end.
  await new Promise((resolve) => setTimeout(resolve, 7_000))
  const thirdParty = stubHits - hitsBefore
  await context.close()
  const lhr = result!.lhr
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    thirdParty,
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const summary = (samples: Sample[]) => ({
  score: median(samples.map((s) => s.score)),
  lcp: median(samples.map((s) => s.lcp)),
  tbt: median(samples.map((s) => s.tbt)),
  cls: median(samples.map((s) => s.cls)),
  thirdParty: median(samples.map((s) => s.thirdParty)),
})

const without: Sample[] = []
const withConsent: Sample[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    without.push(await measure(NONE))
    withConsent.push(await measure(ALL))
  }
} finally {
  await browser.close()
  await server.stop()
  stub.close()
}

const a = summary(without)
const b = summary(withConsent)
console.log(`Lighthouse performance, home page, median of ${RUNS} (mobile, simulated throttling)`)
console.table({ 'no consent': a, 'all consent': b })
if (a.thirdParty !== 0 || b.thirdParty === 0) {
  console.error('Third parties loaded without consent, or not with it: the comparison proves nothing.')
  process.exit(1)
}
if (b.score < a.score - TOLERANCE) {
  console.error(`Consent costs ${a.score - b.score} points (tolerance ${TOLERANCE}).`)
  process.exit(1)
}
console.log('Consent given does not make the home page slower.')
