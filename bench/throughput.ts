/**
 * `npm run bench:throughput`: how fast the deal page is served where visitors meet the site,
 * through the shipped nginx (deploy/nginx/meridian.conf, run on loopback by testing/nginx.ts) in
 * front of the site's `next start`, against a static file of the same size served by the same
 * nginx; and, as a second figure without a target, `next start` alone against the bare Next page
 * (bench/bare/). Both apps are built and served in the same run (bench/servers.ts).
 *
 *   npm run bench:throughput                           builds both, 5 rounds × 10 s a target (about 8 minutes with the builds)
 *   npm run bench:throughput -- --check                exits 1 when deal/static through nginx is below 0.8
 *   npm run bench:throughput -- --rounds 3 --duration 5 --connections 10 --no-build
 *
 * The static file is the deal page's HTML as nginx sends it uncompressed, written to a temporary
 * folder and served by a `location =` added to the committed server block (an `edits` entry of
 * startNginx), so it meets the same compression (gzip and Brotli, per response) and the same
 * connection settings as the page; the page comes from nginx's micro-cache, renewed from Next about
 * once a second. So the front ratio is what the cache's path costs over a file's. The one other
 * change to the committed file: `reuseport` on the listening socket (below).
 *
 * autocannon runs in this process on loopback with a browser's `Accept-Encoding: gzip, deflate, br`
 * and `Accept: text/html`, the same for every target. The client, nginx and both servers share the
 * machine's cores (2 here): one target is under load at a time, and each round runs the four in
 * turn, every other round in the reverse order, so that the machine's other work spreads over all
 * alike. The summary lines are medians of the rounds. Results go to bench/results/ as JSON.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startNginx } from '../testing/nginx.ts'
import type { Server } from '../testing/server.ts'
import { describeLoad, freePort, machineLoad, noBuildRequested, startBareAndSite, stopOnSignal } from './servers.ts'

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
/** The target through the front tier: the deal page at ≥ 0.8× a static file of its size (medians of rounds, no margin). */
const MIN_RATIO = 0.8

const DEAL_PATH = '/all-deals/boston-to-dublin-business-class'
/** Where nginx serves the static copy (a `location =` of its own, before every other location). */
const STATIC_PATH = '/bench-static.html'
/** What a browser sends for a page: Brotli is what nginx then answers with. */
const HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' }

/** The four targets: the page and the file through nginx, the page and the bare page from `next start` alone. */
const TARGETS = ['deal', 'static', 'next-deal', 'bare'] as const
type Target = (typeof TARGETS)[number]
const LABELS: Record<Target, string> = {
  deal: 'nginx → deal page',
  static: 'nginx → static file',
  'next-deal': 'next start → deal page',
  bare: 'next start → bare page',
}

type Round = {
  target: Target
  round: number
  /** Mean requests per second over the round. */
  rps: number
  p50: number
  p99: number
  /** Bytes received per response, headers included (autocannon counts the wire). */
  bytesPerResponse: number
  requests: number
  /** Requests without an answer (timeouts included), by the error's code, and those autocannon gave up waiting for (10 s). */
  errors: number
  errorCodes: Record<string, number>
  timeouts: number
  non2xx: number
  /** How busy the machine was as the round ended (autocannon, nginx and the servers included). */
  load: ReturnType<typeof machineLoad>
}

/** One load of `url`, with the requests that got no answer counted by their error's code. */
function cannon(
  url: string,
  duration: number,
): Promise<{ result: autocannon.Result; errorCodes: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const errorCodes: Record<string, number> = {}
    const instance = autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error as Error) : resolve({ result, errorCodes }),
    )
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      errorCodes[code] = (errorCodes[code] ?? 0) + 1
    })
  })
}

/**
 * Errors that are the client's, not a failure: nginx closes a kept-alive connection after its
 * 1,000th request (`keepalive_requests`, nginx's default), saying `Connection: close`, which
 * autocannon ignores: the next request it has already written on that connection is reset. A
 * browser opens a new connection instead. Counted and shown, but they do not void the rates.
 */
const CLIENT_ERRORS = ['ECONNRESET']

const loadBefore = machineLoad()
const servers = await startBareAndSite({ build: !noBuildRequested(values['no-build']) })
let nginx: Server | undefined
const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-bench-static-'))
/** What nginx wrote to its error log (level `error` and above) during the run. */
let nginxErrors: string[] = []
const stopAll = async () => {
  await nginx?.stop()
  nginxErrors = (nginx?.output() ?? '').split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line))
  await servers.stop()
  await rm(staticDir, { recursive: true, force: true })
}
stopOnSignal(stopAll)

const rounds: Round[] = []
const responses: Record<string, Record<string, string | null>> = {}
let staticBytes = 0
try {
  // The page as sent uncompressed is the static file's content: same bytes, same compression work.
  const identity = await fetch(`${servers.site.origin}${DEAL_PATH}`, {
    headers: { 'Accept-Encoding': 'identity', Accept: 'text/html' },
  })
  const html = Buffer.from(await identity.arrayBuffer())
  if (identity.status !== 200 || identity.headers.get('content-encoding')) {
    throw new Error(`GET ${DEAL_PATH} answered ${identity.status} ${identity.headers.get('content-encoding') ?? ''}`)
  }
  staticBytes = html.length
  // nginx's workers run as `nobody` when it is started as root: they must read the file.
  await chmod(staticDir, 0o755)
  await writeFile(path.join(staticDir, STATIC_PATH.slice(1)), html, { mode: 0o644 })

  const nginxPort = await freePort()
  const listen = `listen 127.0.0.1:${nginxPort};`
  nginx = await startNginx({
    sitePorts: [Number(new URL(servers.site.origin).port)],
    port: nginxPort,
    edits: [
      [
        listen,
        // `reuseport`: the kernel spreads the client's connections over nginx's workers (one per
        // core). Without it, autocannon's few connections, opened at once, all land on the worker
        // that wakes first (10 of 10 here), which then compresses on one core while the other idles,
        // and a round measured one worker or two by chance. Visitors' many connections spread anyway.
        // testing/nginx.ts's main config has no MIME table: the file's type is said here, its charset
        // apart (a type with parameters would not match gzip's and Brotli's text/html).
        `listen 127.0.0.1:${nginxPort} reuseport;\n` +
          `    location = ${STATIC_PATH} { root ${staticDir}; types { } default_type text/html; charset utf-8; }`,
      ],
    ],
  })
  console.log(`nginx (deploy/nginx/meridian.conf) on ${nginx.origin}, in front of the site.`)
  const targets: Record<Target, string> = {
    deal: `${nginx.origin}${DEAL_PATH}`,
    static: `${nginx.origin}${STATIC_PATH}`,
    'next-deal': `${servers.site.origin}${DEAL_PATH}`,
    bare: `${servers.bare.origin}/`,
  }

  // What one response of each looks like: compressed as a browser asks, and where it came from.
  for (const target of TARGETS) {
    const response = await fetch(targets[target], { headers: HEADERS })
    const body = await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`GET ${targets[target]} answered ${response.status}`)
    responses[target] = {
      status: String(response.status),
      'content-encoding': response.headers.get('content-encoding'),
      'content-type': response.headers.get('content-type'),
      'x-cache-status': response.headers.get('x-cache-status'),
      'x-nextjs-cache': response.headers.get('x-nextjs-cache'),
      'x-nextjs-prerender': response.headers.get('x-nextjs-prerender'),
      'decoded bytes': String(body.byteLength),
    }
  }
  console.table(responses)
  if (responses.deal!['decoded bytes'] !== String(staticBytes)) {
    console.warn(`The deal page through nginx is ${responses.deal!['decoded bytes']} bytes, the file ${staticBytes}.`)
  }

  console.log(`Warming up: ${WARMUP} s on each target…`)
  for (const target of TARGETS) await cannon(targets[target], WARMUP)
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? TARGETS : [...TARGETS].reverse()
    for (const target of order) {
      const { result, errorCodes } = await cannon(targets[target], DURATION)
      const entry: Round = {
        target,
        round,
        rps: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
        requests: result.requests.total,
        errors: result.errors,
        errorCodes,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        load: machineLoad(),
      }
      rounds.push(entry)
      console.log(
        `  round ${round}/${ROUNDS} ${LABELS[target].padEnd(22)} ${entry.rps.toFixed(0).padStart(6)} req/s` +
          `  p50 ${entry.p50} ms  p99 ${entry.p99} ms  ${(entry.bytesPerResponse / 1000).toFixed(1)} kB/response` +
          (entry.errors || entry.non2xx
            ? `  errors ${Object.entries(entry.errorCodes)
                .map(([code, count]) => `${code}: ${count}`)
                .join(', ')}, non-2xx ${entry.non2xx}`
            : ''),
      )
    }
  }
} finally {
  await stopAll()
}
const loadAfter = machineLoad()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const of = (target: Target) => rounds.filter((entry) => entry.target === target)
/** `errors`: failures (non-2xx, and requests without an answer but for CLIENT_ERRORS); `resets`: those. */
type Median = { rps: number; p50: number; p99: number; bytesPerResponse: number; errors: number; resets: number }
const clientErrors = (entry: Round) => CLIENT_ERRORS.reduce((sum, code) => sum + (entry.errorCodes[code] ?? 0), 0)
const medians = Object.fromEntries(
  TARGETS.map((target) => [
    target,
    {
      rps: median(of(target).map((entry) => entry.rps)),
      p50: median(of(target).map((entry) => entry.p50)),
      p99: median(of(target).map((entry) => entry.p99)),
      bytesPerResponse: median(of(target).map((entry) => entry.bytesPerResponse)),
      errors: of(target).reduce((sum, entry) => sum + entry.errors - clientErrors(entry) + entry.non2xx, 0),
      resets: of(target).reduce((sum, entry) => sum + clientErrors(entry), 0),
    },
  ]),
) as Record<Target, Median>
const ratio = medians.deal.rps / medians.static.rps
const nextRatio = medians['next-deal'].rps / medians.bare.rps

const loads = [loadBefore, ...rounds.map((entry) => entry.load), loadAfter]
console.log(
  `\nMedians of ${ROUNDS} rounds × ${DURATION} s, ${CONNECTIONS} connections, Accept-Encoding: ${HEADERS['Accept-Encoding']}; ` +
    `${describeLoad(loads)} (the client, nginx and the servers share them).\n`,
)
const table = [
  ['target', 'req/s', 'p50', 'p99', 'bytes/response', 'errors', 'resets'],
  ...TARGETS.map((target) => {
    const m = medians[target]
    return [
      LABELS[target],
      m.rps.toFixed(0),
      `${m.p50} ms`,
      `${m.p99} ms`,
      `${(m.bytesPerResponse / 1000).toFixed(1)} kB`,
      String(m.errors),
      String(m.resets),
    ]
  }),
]
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
console.log(line(table[0]!))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const row of table.slice(1)) console.log(line(row))
console.log(
  `\nfront: deal ${medians.deal.rps.toFixed(0)}/s, static ${medians.static.rps.toFixed(0)}/s, ratio ${ratio.toFixed(2)}`,
)
console.log(
  `next start alone: deal ${medians['next-deal'].rps.toFixed(0)}/s, bare ${medians.bare.rps.toFixed(0)}/s, ` +
    `ratio ${nextRatio.toFixed(2)} (no target)`,
)
console.log(`Target: front ratio ≥ ${MIN_RATIO}.`)
if (TARGETS.some((target) => medians[target].resets > 0)) {
  console.log(
    'resets: requests autocannon wrote on a connection nginx was closing after its 1,000th request ' +
      '(keepalive_requests; a browser opens a new one), summed over the rounds; not failures.',
  )
}
if (nginxErrors.length) console.log(`nginx's error log: ${nginxErrors.length} lines, the last: ${nginxErrors.at(-1)}`)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(import.meta.dirname, 'results')
await mkdir(resultsDir, { recursive: true })
const file = path.join(resultsDir, `throughput-${stamp}.json`)
await writeFile(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      options: { rounds: ROUNDS, duration: DURATION, connections: CONNECTIONS, warmup: WARMUP, headers: HEADERS },
      machine: { cpus: os.cpus().length, load: describeLoad(loads), loadBefore, loadAfter, node: process.version },
      staticBytes,
      responses,
      rounds,
      medians,
      front: { ratio, target: MIN_RATIO },
      nextStart: { ratio: nextRatio },
      nginxErrors: nginxErrors.slice(-50),
    },
    null,
    2,
  ),
)
console.log(`Results: ${path.relative(process.cwd(), file)}`)

const failed = TARGETS.some((target) => medians[target].errors > 0)
if (failed) console.log('Some requests failed or answered non-2xx: the rates are not comparable.')
if (values.check && (ratio < MIN_RATIO || failed)) process.exit(1)
