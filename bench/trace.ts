/**
 * `npm run bench:trace`: where a page's main-thread time goes, on the bare page and the site's,
 * with and without JavaScript. Lighthouse's TBT says how long the main thread was blocked; this
 * says by what: Chromium's own trace of each load, on a phone's viewport with the CPU slowed four
 * times (Lighthouse's mobile multiplier), split into script, style, layout, paint, HTML parsing
 * and the rest. A second load of each page with JavaScript switched off (no script runs, inline
 * ones included) shows what the page's HTML and CSS cost alone.
 *
 *   npm run bench:trace                                 builds both, 5 loads a page and mode
 *   npm run bench:trace -- --pages home,deal --runs 7   a subset (the bare page always runs)
 *   npm run bench:trace -- --no-build                   reuse the last builds (BENCH_NO_BUILD=1 works too)
 *
 * Loads are interleaved (every page and mode, then again) and the table shows medians; results go
 * to bench/results/trace-<date>.json (git-ignored). bench/README.md explains the columns.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import puppeteer from 'puppeteer-core'
import { chromium } from '../testing/chromium.ts'
import { selectPages, type PageDef } from './page-list.ts'
import { describeLoad, machineLoad, noBuildRequested, startBareAndSite, stopOnSignal } from './servers.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs: a whole number ≥ 1')
const PAGES = selectPages(values.pages)
const MODES = ['scripts', 'no JS'] as const
type Mode = (typeof MODES)[number]

/** Lighthouse's mobile emulation: Moto G Power's viewport, and its 4× CPU slowdown. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const CPU_SLOWDOWN = 4
/** A task longer than this blocks input for what it runs over (Lighthouse's TBT rule). */
const BLOCKING_MS = 50
/** How long after `load` the trace goes on: hydration and the first effects run after it. */
const SETTLE_MS = 3_000

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

const GROUPS = ['script', 'style', 'layout', 'paint', 'html', 'other'] as const
type Group = (typeof GROUPS)[number]

/** Which group a trace event's own time (its children's taken out) belongs to. */
function group(name: string): Group {
  if (/^(EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch)$|^v8\.|^V8\./.test(name))
    return 'script'
  if (/^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)$/.test(name)) return 'style'
  if (name === 'Layout') return 'layout'
  if (/^(Paint|PrePaint|Layerize|Commit|PaintImage|Decode Image|ImageDecodeTask)$/.test(name)) return 'paint'
  if (/^(ParseHTML|HTMLDocumentParser::|DecodedDataDocumentParser::)/.test(name)) return 'html'
  return 'other'
}

type Sample = { blockingMs: number; mainThreadMs: number } & Record<Group, number>

/**
 * The renderer's main thread (the `CrRendererMain` with the most events: the page's, not a blank
 * one's): its top-level tasks, the time over 50 ms of each (blocking), and every event's own time
 * summed by group. Unlike Lighthouse's TBT, no window is cut out (Lighthouse counts from the
 * first paint to "interactive"): a task before the first paint blocks a visitor too.
 */
function analyse(events: TraceEvent[]): Sample {
  const threads = new Map<string, number>()
  const names = new Map<string, string>()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    threads.set(key, (threads.get(key) ?? 0) + 1)
    if (event.name === 'thread_name' && event.args?.name) names.set(key, event.args.name)
  }
  const mains = [...names].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key)
  const main = mains.sort((a, b) => (threads.get(b) ?? 0) - (threads.get(a) ?? 0))[0]
  const complete = events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const sample: Sample = { blockingMs: 0, mainThreadMs: 0, script: 0, style: 0, layout: 0, paint: 0, html: 0, other: 0 }
  const stack: TraceEvent[] = []
  for (const event of complete) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop()
    const parent = stack.at(-1)
    const ms = event.dur! / 1000
    // Top-level events are the thread's tasks (Chromium's RunTask and its scheduler's, nested alike).
    if (parent) sample[group(parent.name)] -= ms
    else {
      sample.mainThreadMs += ms
      sample.blockingMs += Math.max(0, ms - BLOCKING_MS)
    }
    sample[group(event.name)] += ms
    stack.push(event)
  }
  return sample
}

// ---- The run ----

const loadBefore = machineLoad()
const servers = await startBareAndSite({ build: !noBuildRequested(values['no-build']) })
stopOnSignal(servers.stop)
const browser = await puppeteer.launch(chromium)
const origin = (page: PageDef) => (page.app === 'bare' ? servers.bare.origin : servers.site.origin)

async function trace(url: string, mode: Mode): Promise<Sample> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport(VIEWPORT)
    await page.setJavaScriptEnabled(mode === 'scripts')
    await page.emulateCPUThrottling(CPU_SLOWDOWN)
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] })
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const data = await page.tracing.stop()
    if (!data) throw new Error(`No trace of ${url}`)
    return analyse((JSON.parse(Buffer.from(data).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents)
  } finally {
    await context.close()
  }
}

const key = (page: PageDef, mode: Mode) => `${page.id} ${mode}`
const samples = new Map<string, Sample[]>()
const loads: ReturnType<typeof machineLoad>[] = [loadBefore]
try {
  const paths = new Map<string, string>()
  for (const page of PAGES)
    paths.set(page.id, typeof page.path === 'string' ? page.path : await page.path(origin(page)))
  console.log('Warming up Chromium on the bare page (not counted)…')
  await trace(`${servers.bare.origin}/`, 'scripts')
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      for (const mode of MODES) {
        const sample = await trace(origin(page) + paths.get(page.id)!, mode)
        samples.set(key(page, mode), [...(samples.get(key(page, mode)) ?? []), sample])
        loads.push(machineLoad())
        console.log(
          `  round ${round}/${RUNS} ${key(page, mode).padEnd(20)} blocking ${Math.round(sample.blockingMs)} ms,` +
            ` main thread ${Math.round(sample.mainThreadMs)} ms`,
        )
      }
    }
  }
} finally {
  await browser.close().catch(() => undefined)
  await servers.stop()
}

// ---- Report ----

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const COLUMNS = ['blockingMs', 'mainThreadMs', ...GROUPS] as const
const medians = new Map(
  [...samples].map(([name, list]) => [
    name,
    Object.fromEntries(COLUMNS.map((column) => [column, median(list.map((sample) => sample[column]))])) as Sample,
  ]),
)
console.log(
  `\nMedians of ${RUNS} loads, ms of main thread at ${CPU_SLOWDOWN}× CPU slowdown (${describeLoad(loads)}):\n`,
)
const header = ['page', 'mode', 'blocking', 'main thread', ...GROUPS]
console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- ').join('|')}|`)
for (const page of PAGES) {
  for (const mode of MODES) {
    const row = medians.get(key(page, mode))!
    console.log(`| ${page.id} | ${mode} | ${COLUMNS.map((column) => Math.round(row[column])).join(' | ')} |`)
  }
}

const resultsDir = path.join(import.meta.dirname, 'results')
await mkdir(resultsDir, { recursive: true })
const file = path.join(resultsDir, `trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
await writeFile(
  file,
  JSON.stringify(
    { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, load: describeLoad(loads), samples: Object.fromEntries(samples) },
    null,
    2,
  ),
)
console.log(`\nResults: ${path.relative(process.cwd(), file)}`)
