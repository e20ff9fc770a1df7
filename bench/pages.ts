/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling, all four categories) on the
 * site's main kinds of page and on a bare Next page built and served in the same run, plus the
 * bytes each page's HTML makes the browser load. Each page is held to the bare page of the same run
 * (issue 34: performance within 0.03 of it, TBT within 100 ms, LCP within 0.5 s, first-load JS
 * within 30 kB), since no absolute figure holds on a machine whose speed moves run to run.
 *
 *   npm run bench:pages                          builds both, 3 runs a page (about 15 minutes on 2 cores)
 *   npm run bench:pages -- --runs 5 --check      exits 1 when a target is missed by more than its margin
 *   npm run bench:pages -- --pages home,deal     a subset (the bare page always runs: it is the reference)
 *   npm run bench:pages -- --no-build            reuse the last builds (BENCH_NO_BUILD=1 works too)
 *   npm run bench:pages -- --reports             also keep every run's Lighthouse report (JSON, ~1 MB each)
 *
 * Runs are interleaved (bare, home, deal, …, then again) so that the machine's noise spreads over
 * every page alike; the table shows medians. Results go to bench/results/ (git-ignored) as JSON.
 * bench/README.md explains every column, the targets and the margins.
 */
import { request } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { navigation, type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { chromium } from '../testing/chromium.ts'
import { describeLoad, machineLoad, noBuildRequested, startBareAndSite, stopOnSignal, type Pair } from './servers.ts'
import { selectPages, type PageDef } from './page-list.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    check: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs: a whole number ≥ 1')

const PAGES = selectPages(values.pages)

/**
 * The targets, each page's median against the bare page's median of the same run (performance,
 * LCP, TBT, first-load JS), or absolute (accessibility, best practices and SEO, pass/fail audits
 * that do not vary; CLS; the deal page's HTML). Sizes are deterministic for a given build: the
 * margins only absorb a build id or a hash changing length.
 */
const TARGETS = {
  /** At most this far below the bare page's performance score. */
  performanceBelowBare: { max: 0.03 },
  accessibility: { min: 1, margin: 0 },
  'best-practices': { min: 1, margin: 0 },
  seo: { min: 1, margin: 0 },
  /** At most this much more than the bare page's, in ms. */
  lcpOverBare: { max: 500 },
  tbtOverBare: { max: 100 },
  cls: { max: 0, margin: 0.0005 }, // 0 to three decimals
  /** First-load JS of a content route, over the bare page's in the same run, gzip bytes. */
  jsOverBare: { max: 30_000, margin: 2_000 },
  dealHtmlRaw: { max: 60_000, margin: 1_000 },
  dealHtmlGzip: { max: 10_500, margin: 0 },
} as const
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

// ---- Bytes the HTML makes the browser load ----

type Raw = { status: number; encoding: string; body: Buffer }

/** One GET asking for gzip (or what `accept` names), with the body as sent (Node's fetch would decompress it). */
function get(url: string, accept = 'gzip'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': accept } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&')

/**
 * The scripts the HTML loads before any interaction: every `<script src>` (`async` ones included)
 * and every `<link rel="preload" as="script">` or `<link rel="modulepreload">`, deduplicated.
 * Scripts marked `nomodule` (Next's polyfills, ~40 kB gzip) are left out: browsers that run
 * modules, every browser Lighthouse or a visitor uses, never fetch them.
 */
function firstLoadScripts(html: string, base: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src && !/\snomodule(=|\s|>|\/)/i.test(tag)) urls.add(new URL(src, base).href)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? []
    const href = attribute(tag, 'href')
    const isScript = rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
    if (href && isScript) urls.add(new URL(href, base).href)
  }
  return [...urls]
}

type Sizes = {
  htmlRaw: number
  htmlGzip: number
  /** As sent to a browser that takes Brotli; NaN where the server sends none (`next start` alone). */
  htmlBrotli: number
  scripts: number
  /** Sum of the scripts' bodies as sent with gzip asked for. */
  jsGzip: number
  /** Scripts the server sent uncompressed (counted at their raw size). */
  jsUncompressed: number
}

async function sizes(url: string): Promise<Sizes> {
  const page = await get(url)
  if (page.status !== 200) throw new Error(`GET ${url} answered ${page.status}`)
  const html = page.encoding === 'gzip' ? gunzipSync(page.body) : page.body
  const scripts = firstLoadScripts(html.toString('utf8'), url)
  let jsGzip = 0
  let jsUncompressed = 0
  for (const script of scripts) {
    const response = await get(script)
    if (response.status !== 200) throw new Error(`GET ${script} (from ${url}) answered ${response.status}`)
    jsGzip += response.body.length
    if (response.encoding !== 'gzip') jsUncompressed += 1
  }
  return {
    htmlRaw: html.length,
    htmlGzip: page.encoding === 'gzip' ? page.body.length : Number.NaN,
    htmlBrotli: await brotliSize(url),
    scripts: scripts.length,
    jsGzip,
    jsUncompressed,
  }
}

/**
 * The page's size as sent to a browser that takes Brotli, or NaN when the server answers it
 * otherwise (`next start` compresses with gzip only; Brotli is the front tier's, deploy/nginx/).
 */
async function brotliSize(url: string): Promise<number> {
  const page = await get(url, 'br, gzip')
  return page.encoding === 'br' ? page.body.length : Number.NaN
}

// ---- Lighthouse ----

type Sample = {
  url: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptBytes: number
  scriptRequests: number
  benchmarkIndex: number
  /** Audits below Lighthouse's pass mark (0.9) in categories scoring below 1, `category/id`. */
  failing: Record<string, string>
  runtimeError?: string
  /** How busy the machine was as the run ended. */
  load: ReturnType<typeof machineLoad>
}

type Item = {
  node?: { selector?: string; snippet?: string }
  description?: string
  source?: { url?: string; snippet?: string } | string
  sourceLocation?: { url?: string }
  url?: string
  reason?: string
}

/** One failing element, message or resource in a few words, so the table says what to fix. */
function describe(item: Item): string {
  const source = typeof item.source === 'object' ? (item.source.snippet ?? item.source.url) : item.source
  const what = item.node?.selector ?? item.description ?? item.reason ?? source ?? item.url ?? ''
  const short = what.length > 90 ? `${what.slice(0, 87)}…` : what
  const where = (typeof item.source === 'object' ? item.source.url : undefined) ?? item.sourceLocation?.url ?? item.url
  return where && where !== what ? `${short} (${where.replace(/^https?:\/\/[^/]+/, '')})` : short
}

function summarise(lhr: Result, url: string): Sample {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scripts = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script')
  const failing: Record<string, string> = {}
  for (const category of CATEGORIES) {
    const { score, auditRefs } = lhr.categories[category] ?? { score: 0, auditRefs: [] }
    if (score === 1) continue
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit) continue
      if (audit.scoreDisplayMode === 'error') failing[`${category}/${ref.id}`] = `error: ${audit.errorMessage ?? ''}`
      if (audit.score === null || audit.score >= 0.9) continue
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue
      const items = (audit.details as { items?: Item[] } | undefined)?.items ?? []
      const what = items.slice(0, 2).map(describe).filter(Boolean).join(', ')
      failing[`${category}/${ref.id}`] = [
        audit.displayValue ??
          (items.length ? `${items.length} item${items.length === 1 ? '' : 's'}` : `score ${audit.score}`),
        category === 'performance' ? '' : what,
      ]
        .filter(Boolean)
        .join(': ')
    }
  }
  return {
    url,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? 0])) as Sample['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? Number.NaN,
    scriptRequests: scripts?.requestCount ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    runtimeError: lhr.runtimeError?.message,
    load: machineLoad(),
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

type Summary = {
  scores: Sample['scores']
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptBytes: number
  benchmarkIndex: number
}

const summary = (samples: Sample[]): Summary => ({
  scores: Object.fromEntries(
    CATEGORIES.map((id) => [id, median(samples.map((sample) => sample.scores[id]))]),
  ) as Summary['scores'],
  lcpMs: median(samples.map((sample) => sample.lcpMs)),
  tbtMs: median(samples.map((sample) => sample.tbtMs)),
  cls: median(samples.map((sample) => sample.cls)),
  totalBytes: median(samples.map((sample) => sample.totalBytes)),
  scriptBytes: median(samples.map((sample) => sample.scriptBytes)),
  benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
})

// ---- The run ----

const loadBefore = machineLoad()
const servers: Pair = await startBareAndSite({ build: !noBuildRequested(values['no-build']) })
stopOnSignal(servers.stop)
const browser = await puppeteer.launch(chromium)
const origin = (page: PageDef) => (page.app === 'bare' ? servers.bare.origin : servers.site.origin)
const resolvePath = (page: PageDef) =>
  typeof page.path === 'string' ? Promise.resolve(page.path) : page.path(origin(page))

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(import.meta.dirname, 'results')
const reportsDir = path.join(resultsDir, `pages-${stamp}`)
if (values.reports) await mkdir(reportsDir, { recursive: true })

async function lighthouse(url: string, name?: string): Promise<Sample> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    // lighthouse:default is the mobile configuration with simulated throttling, every category.
    const result = await navigation(page, url, { config: { extends: 'lighthouse:default' } })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (values.reports && name) await writeFile(path.join(reportsDir, `${name}.json`), JSON.stringify(result.lhr))
    return summarise(result.lhr, url)
  } finally {
    await context.close()
  }
}

const samples = new Map<string, Sample[]>(PAGES.map((page) => [page.id, []]))
const pageSizes = new Map<string, Sizes>()
try {
  // Each page requested once before Lighthouse sees it (the sizes), and one Lighthouse run
  // not counted: the first run of a process pays for loading Lighthouse and warming Chromium.
  for (const page of PAGES) {
    const url = origin(page) + (await resolvePath(page))
    pageSizes.set(page.id, await sizes(url))
  }
  console.log('Warming up Lighthouse on the bare page (not counted)…')
  await lighthouse(`${servers.bare.origin}/`)
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      const url = origin(page) + (await resolvePath(page))
      let sample = await lighthouse(url, `${page.id}-${round}`)
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that says nothing of
      // the page, and counted as performance 0 it would pull the median. Once more, then counted.
      if (sample.runtimeError) {
        console.log(`  round ${round}/${RUNS} ${page.id.padEnd(8)} Lighthouse failed (${sample.runtimeError}); again`)
        sample = await lighthouse(url, `${page.id}-${round}`)
      }
      samples.get(page.id)!.push(sample)
      console.log(
        `  round ${round}/${RUNS} ${page.id.padEnd(8)} perf ${sample.scores.performance.toFixed(2)}` +
          ` LCP ${(sample.lcpMs / 1000).toFixed(2)} s TBT ${Math.round(sample.tbtMs)} ms` +
          (sample.runtimeError ? ` (${sample.runtimeError})` : ''),
      )
    }
  }
} finally {
  await browser.close().catch(() => undefined)
  await servers.stop()
}
const loadAfter = machineLoad()

// ---- Report ----

const kB = (bytes: number) => (bytes / 1000).toFixed(1)
const KiB = (bytes: number) => (bytes / 1024).toFixed(0)
const medians = new Map(PAGES.map((page) => [page.id, summary(samples.get(page.id)!)]))
const rows = PAGES.map((page) => {
  const m = medians.get(page.id)!
  const s = pageSizes.get(page.id)!
  return [
    page.id,
    m.scores.performance.toFixed(2),
    m.scores.accessibility.toFixed(2),
    m.scores['best-practices'].toFixed(2),
    m.scores.seo.toFixed(2),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    KiB(m.totalBytes),
    `${kB(s.jsGzip)} (${s.scripts})`,
    kB(m.scriptBytes),
    kB(s.htmlRaw),
    kB(s.htmlGzip),
    Number.isNaN(s.htmlBrotli) ? '—' : kB(s.htmlBrotli),
    m.benchmarkIndex.toFixed(0),
  ]
})
const header = [
  'page',
  'perf',
  'a11y',
  'BP',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
  'total KiB',
  'JS gz kB (files)',
  'LH JS kB',
  'HTML kB',
  'HTML gz kB',
  'HTML br kB',
  'BI',
]
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
const loads = [loadBefore, ...PAGES.flatMap((page) => samples.get(page.id)!.map((sample) => sample.load)), loadAfter]
console.log(`\nMedians of ${RUNS} Lighthouse runs a page (mobile, simulated throttling); ${describeLoad(loads)}.\n`)
console.log(line(header))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const row of rows) console.log(line(row))
for (const page of PAGES) {
  const uncompressed = pageSizes.get(page.id)!.jsUncompressed
  if (uncompressed) console.log(`(${page.id}: ${uncompressed} script(s) were sent uncompressed, counted raw)`)
}

console.log('\nAudits below the pass mark in categories under 1.0: runs failing / runs, and what the median run says:')
for (const page of PAGES) {
  const all = samples.get(page.id)!
  // The run whose performance score is the median's (ties: the first), for the values shown.
  const typical = all.reduce((best, sample) =>
    Math.abs(sample.scores.performance - medians.get(page.id)!.scores.performance) <
    Math.abs(best.scores.performance - medians.get(page.id)!.scores.performance)
      ? sample
      : best,
  )
  const counts = new Map<string, { runs: number; value: string }>()
  for (const sample of all) {
    for (const [id, value] of Object.entries(sample.failing)) {
      counts.set(id, {
        runs: (counts.get(id)?.runs ?? 0) + 1,
        value: typical.failing[id] ?? counts.get(id)?.value ?? value,
      })
    }
  }
  if (!counts.size) {
    console.log(`  ${page.id}: none`)
    continue
  }
  console.log(`  ${page.id}:`)
  for (const category of CATEGORIES) {
    const entries = [...counts].filter(([id]) => id.startsWith(`${category}/`))
    if (!entries.length) continue
    const list = entries
      .sort((a, b) => b[1].runs - a[1].runs)
      .map(([id, { runs, value }]) => `${id.slice(category.length + 1)} (${runs}/${RUNS}${value ? `, ${value}` : ''})`)
    console.log(`    ${category}: ${list.join('; ')}`)
  }
}

// ---- Targets ----

const misses: string[] = []
const bare = medians.get('bare')!
const bareJs = pageSizes.get('bare')!.jsGzip
const checkTiming = (id: string, m: Summary, into: string[], noindex = false) => {
  const { performanceBelowBare, lcpOverBare, tbtOverBare, cls } = TARGETS
  if (m.scores.performance < bare.scores.performance - performanceBelowBare.max - 1e-9) {
    into.push(
      `${id}: performance ${m.scores.performance.toFixed(2)} < the bare page's ${bare.scores.performance.toFixed(2)} − ${performanceBelowBare.max}`,
    )
  }
  if (m.lcpMs > bare.lcpMs + lcpOverBare.max)
    into.push(
      `${id}: LCP ${Math.round(m.lcpMs)} ms > the bare page's ${Math.round(bare.lcpMs)} ms + ${lcpOverBare.max}`,
    )
  if (m.tbtMs > bare.tbtMs + tbtOverBare.max)
    into.push(
      `${id}: TBT ${Math.round(m.tbtMs)} ms > the bare page's ${Math.round(bare.tbtMs)} ms + ${tbtOverBare.max}`,
    )
  if (m.cls > cls.max + cls.margin) into.push(`${id}: CLS ${m.cls.toFixed(3)} > 0`)
  for (const category of CATEGORIES) {
    if (category === 'performance') continue
    const { min, margin } = TARGETS[category]
    if (category === 'seo' && noindex) {
      const other = (samples.get(id) ?? []).flatMap((sample) =>
        Object.keys(sample.failing).filter((audit) => audit.startsWith('seo/') && audit !== 'seo/is-crawlable'),
      )
      if (other.length) into.push(`${id}: SEO audits failing besides is-crawlable: ${[...new Set(other)].join(', ')}`)
      continue
    }
    if (m.scores[category] < min - margin - 1e-9) {
      into.push(`${id}: ${category} ${m.scores[category].toFixed(2)} < ${min} (margin ${margin})`)
    }
  }
}
for (const page of PAGES) {
  if (page.app === 'bare') continue
  const m = medians.get(page.id)!
  const s = pageSizes.get(page.id)!
  checkTiming(page.id, m, misses, page.noindex)
  if (page.content) {
    const over = s.jsGzip - bareJs
    const { max, margin } = TARGETS.jsOverBare
    if (over > max + margin) {
      misses.push(
        `${page.id}: first-load JS ${kB(s.jsGzip)} kB gzip is ${kB(over)} kB over the bare page's (≤ ${kB(max)} kB)`,
      )
    }
  }
  if (page.id === 'deal') {
    const { dealHtmlRaw: raw, dealHtmlGzip: gz } = TARGETS
    if (s.htmlRaw > raw.max + raw.margin) misses.push(`deal: HTML ${kB(s.htmlRaw)} kB > ${kB(raw.max)} kB`)
    if (s.htmlGzip > gz.max + gz.margin) misses.push(`deal: HTML ${kB(s.htmlGzip)} kB gzip > ${kB(gz.max)} kB`)
  }
}

await mkdir(resultsDir, { recursive: true })
const file = path.join(resultsDir, `pages-${stamp}.json`)
await writeFile(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      machine: { cpus: os.cpus().length, load: describeLoad(loads), loadBefore, loadAfter, node: process.version },
      targets: TARGETS,
      pages: Object.fromEntries(
        PAGES.map((page) => [
          page.id,
          { sizes: pageSizes.get(page.id), median: medians.get(page.id), samples: samples.get(page.id) },
        ]),
      ),
      misses,
    },
    null,
    2,
  ),
)
console.log(`\nResults: ${path.relative(process.cwd(), file)}`)
if (values.reports) console.log(`Lighthouse reports: ${path.relative(process.cwd(), reportsDir)}/`)

if (misses.length) {
  console.log(`\nTargets missed (beyond their margins):\n  ${misses.join('\n  ')}`)
  if (values.check) process.exit(1)
} else console.log('\nEvery target met.')
