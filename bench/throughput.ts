/**
 * `npm run bench:throughput`: how fast `next start` serves a prerendered deal page compared with
 * the bare Next page (bench/bare/), both built and served in the same run. Issue 11's target: the
 * deal page at no less than half the bare page's rate.
 *
 *   npm run bench:throughput                           builds both, 5 rounds × 10 s a page (about 6 minutes with the builds)
 *   npm run bench:throughput -- --check                exits 1 when deal/bare is below 0.5
 *   npm run bench:throughput -- --rounds 3 --duration 5 --connections 10 --no-build
 *
 * autocannon runs in this process on loopback with `Accept-Encoding: gzip`, as a browser asks.
 * The client and both servers share the machine's cores (2 here): one server is under load at a
 * time while the other idles, and rounds alternate bare and deal (and which goes first) so that
 * the machine's other work spreads over both alike. Results go to bench/results/ as JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { describeLoad, machineLoad, noBuildRequested, startBareAndSite, stopOnSignal } from './servers.ts'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    check: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const ROUNDS = Number(values.rounds)
const DURATION = Number(values.duration)
const WARMUP = Number(values.warmup)
const CONNECTIONS = Number(values.connections)
/** The target: the deal page served at ≥ 0.5× the bare page's rate (no margin: medians of rounds). */
const MIN_RATIO = 0.5

const DEAL_PATH = '/all-deals/boston-to-dublin-business-class'
const HEADERS = { 'Accept-Encoding': 'gzip', Accept: 'text/html' }

type Round = {
  page: 'bare' | 'deal'
  round: number
  /** Mean requests per second over the round. */
  rps: number
  p50: number
  p99: number
  /** Bytes received per response, headers included (autocannon counts the wire). */
  bytesPerResponse: number
  requests: number
  errors: number
  non2xx: number
  /** How busy the machine was as the round ended (autocannon and the server included). */
  load: ReturnType<typeof machineLoad>
}

async function cannon(url: string, duration: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS })
  return result
}

const loadBefore = machineLoad()
const servers = await startBareAndSite({ build: !noBuildRequested(values['no-build']) })
stopOnSignal(servers.stop)
const targets = { bare: `${servers.bare.origin}/`, deal: `${servers.site.origin}${DEAL_PATH}` }
const rounds: Round[] = []
const responses: Record<string, Record<string, string | null>> = {}
try {
  // What one response looks like: compressed as asked, and (for the deal) from the prerender cache.
  for (const [page, url] of Object.entries(targets)) {
    const response = await fetch(url, { headers: HEADERS })
    const body = await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
    responses[page] = {
      status: String(response.status),
      'content-encoding': response.headers.get('content-encoding'),
      'x-nextjs-cache': response.headers.get('x-nextjs-cache'),
      'x-nextjs-prerender': response.headers.get('x-nextjs-prerender'),
      'cache-control': response.headers.get('cache-control'),
      'decoded bytes': String(body.byteLength),
    }
  }
  console.table(responses)
  console.log(`Warming up: ${WARMUP} s on each page…`)
  await cannon(targets.bare, WARMUP)
  await cannon(targets.deal, WARMUP)
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? (['bare', 'deal'] as const) : (['deal', 'bare'] as const)
    for (const page of order) {
      const result = await cannon(targets[page], DURATION)
      const entry: Round = {
        page,
        round,
        rps: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
        requests: result.requests.total,
        errors: result.errors,
        non2xx: result.non2xx,
        load: machineLoad(),
      }
      rounds.push(entry)
      console.log(
        `  round ${round}/${ROUNDS} ${page.padEnd(4)} ${entry.rps.toFixed(0).padStart(6)} req/s` +
          `  p50 ${entry.p50} ms  p99 ${entry.p99} ms  ${(entry.bytesPerResponse / 1000).toFixed(1)} kB/response` +
          (entry.errors || entry.non2xx ? `  errors ${entry.errors}, non-2xx ${entry.non2xx}` : ''),
      )
    }
  }
} finally {
  await servers.stop()
}
const loadAfter = machineLoad()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const of = (page: Round['page']) => rounds.filter((entry) => entry.page === page)
const medians = Object.fromEntries(
  (['bare', 'deal'] as const).map((page) => [
    page,
    {
      rps: median(of(page).map((entry) => entry.rps)),
      p50: median(of(page).map((entry) => entry.p50)),
      p99: median(of(page).map((entry) => entry.p99)),
      bytesPerResponse: median(of(page).map((entry) => entry.bytesPerResponse)),
      errors: of(page).reduce((sum, entry) => sum + entry.errors + entry.non2xx, 0),
    },
  ]),
) as Record<Round['page'], { rps: number; p50: number; p99: number; bytesPerResponse: number; errors: number }>
const ratio = medians.deal.rps / medians.bare.rps

const loads = [loadBefore, ...rounds.map((entry) => entry.load), loadAfter]
console.log(
  `\nMedians of ${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, gzip; ${describeLoad(loads)}` +
    ' (the client and the servers share them).\n',
)
const table = [
  ['page', 'req/s', 'p50', 'p99', 'bytes/response', 'errors'],
  ...(['bare', 'deal'] as const).map((page) => {
    const m = medians[page]
    return [
      page,
      m.rps.toFixed(0),
      `${m.p50} ms`,
      `${m.p99} ms`,
      `${(m.bytesPerResponse / 1000).toFixed(1)} kB`,
      String(m.errors),
    ]
  }),
]
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
console.log(line(table[0]!))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const row of table.slice(1)) console.log(line(row))
console.log(`\ndeal/bare: ${ratio.toFixed(2)}× (target ≥ ${MIN_RATIO}×)`)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(import.meta.dirname, 'results')
await mkdir(resultsDir, { recursive: true })
const file = path.join(resultsDir, `throughput-${stamp}.json`)
await writeFile(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      options: { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS, warmup: WARMUP },
      machine: { cpus: os.cpus().length, load: describeLoad(loads), loadBefore, loadAfter, node: process.version },
      responses,
      rounds,
      medians,
      ratio,
    },
    null,
    2,
  ),
)
console.log(`Results: ${path.relative(process.cwd(), file)}`)

const failed = medians.bare.errors + medians.deal.errors > 0
if (failed) console.log('Some requests failed or answered non-2xx: the rates are not comparable.')
if (values.check && (ratio < MIN_RATIO || failed)) process.exit(1)
