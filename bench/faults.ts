/**
 * `npm run bench:faults`: the lead store's guarantees under faults (README.md, "Leads"), against
 * a production build of the site on loopback (bench/README.md, "bench:faults"):
 *
 * 1. crash: lead POSTs at `--concurrency` in flight, the server killed with SIGKILL mid-load and
 *    started again on the same store; every `Success` answer must be a stored lead, read back with
 *    the sales team's `npm run leads`. On PGlite, and also on PostgreSQL with `--postgres URL`
 *    (or DATABASE_URL set).
 * 2. crm: the CRM is down while leads arrive, the server is killed and started again, then the CRM
 *    comes back: every lead must reach it exactly once (by its idempotency key), signed.
 * 3. flood: junk POSTs at each of `--junk-rate` a second (default 500, 1000 and the issue's 2000)
 *    against the lead API while a prerendered deal page is fetched one request at a time; its p99
 *    is compared with the same page's p99 when quiet (target: at most 2×), and no junk may be
 *    accepted. The site runs with its flood gate as deployed (web/lib/flood-gate.ts: past a budget
 *    per address, Node answers 429 before Next), or without it (`--no-gate`, as before the gate).
 *    With `--nginx`, the junk and the page go through nginx with deploy/nginx/meridian.conf
 *    (started on loopback, `--nginx-port`), which refuses a flood from one address before Node.
 *
 *   npm run bench:faults                                   builds the site, runs all three (~4 minutes on 2 cores)
 *   npm run bench:faults -- --only crash,crm --no-build    reuse the last build (web/.next-bench-faults)
 *   npm run bench:faults -- --port 3570 --concurrency 64 --junk-rate 2000 --duration 30
 *   npm run bench:faults -- --only flood --no-build --nginx --nginx-port 3571
 *   npm run bench:faults -- --only flood --no-build --no-gate
 *
 * Prints a table per scenario and exits 1 when a guarantee fails: a `Success` whose lead is not
 * stored, a lead refused while the CRM is down, not delivered or delivered twice, a server that
 * does not take leads after its restart, a junk POST accepted or a page request failing under the
 * flood, or under 95 % of the junk refused in front of Next (by nginx, or by the gate without
 * it). The flood's latency target is reported, not enforced: on a shared 2-core machine the load
 * generator competes with the server. Results go to bench/results/ as JSON.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { csvRecords, formTokenHeader, storedLeadsCsv } from '../testing/leads.ts'
import { startNginx } from '../testing/nginx.ts'
import { STORE_OPEN_LINE } from '../testing/server.ts'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER } from '../web/lib/leads/signature.ts'
import { startFakeCrm, TEST_CRM_SECRET, verifySignature } from '../web/test/leads.ts'
import {
  buildApp,
  describeLoad,
  freePort,
  machineLoad,
  noBuildRequested,
  SITE_ENV,
  startApp,
  stopOnSignal,
  webDir,
  type Server,
} from './servers.ts'

const SCENARIOS = ['crash', 'crm', 'flood'] as const
type Scenario = (typeof SCENARIOS)[number]

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: SCENARIOS.join(',') },
    port: { type: 'string' },
    concurrency: { type: 'string', default: '32' },
    crashes: { type: 'string', default: '3' },
    'kill-after': { type: 'string', default: '500' },
    'crm-leads': { type: 'string', default: '200' },
    'junk-rate': { type: 'string', default: '500,1000,2000' },
    duration: { type: 'string', default: '20' },
    postgres: { type: 'string' },
    nginx: { type: 'boolean', default: false },
    'nginx-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-gate': { type: 'boolean', default: false },
  },
})
const only = values.only.split(',') as Scenario[]
for (const name of only) if (!SCENARIOS.includes(name)) throw new Error(`--only takes ${SCENARIOS.join(',')}`)
const CONCURRENCY = Number(values.concurrency)
/** The crash comes once this many leads were answered `Success`: mid-load, with writes in flight. */
const KILL_AFTER = Number(values['kill-after'])
const CRASHES = Number(values.crashes)
const CRM_LEADS = Number(values['crm-leads'])
/** Junk POSTs a second, one flood after another: the issue's 2,000, and below it to find where the page holds. */
const JUNK_RATES = values['junk-rate'].split(',').map(Number)
const DURATION_S = Number(values.duration)
const POSTGRES_URL = values.postgres ?? (process.env.DATABASE_URL || undefined)
/** The flood through nginx with the committed config (deploy/nginx/meridian.conf) instead of straight at Node. */
const NGINX = values.nginx
/** The flood with the site's gate off: every junk POST that gets past nginx reaches Next. */
const GATE = !values['no-gate']
/**
 * The share of junk refused in front of Next, by nginx or else the site's gate: all but their
 * burst and 2 a second per address (deploy/nginx/meridian.conf, web/lib/flood-gate.ts): over 99 %
 * at 500 a second for 20 s.
 */
const MIN_SHED_PERCENT = 95
/** The flood's target: the page's p99 under junk at most this many times its quiet p99. */
const MAX_P99_RATIO = 2

/** The benchmark's own build (never web/.next or the other benchmarks' web/.next-bench). */
const DIST = '.next-bench-faults'
const DEAL_PATH = '/all-deals/boston-to-dublin-business-class'
const port = values.port ? Number(values.port) : await freePort()
const origin = `http://127.0.0.1:${port}`
const runId = Date.now().toString(36)

const siteEnv = {
  ...SITE_ENV,
  SITE_URL: origin,
  // Leads are posted at machine speed, all from 127.0.0.1 (README.md, "Bot protection").
  LEADS_MIN_FORM_AGE_MS: '0',
  LEADS_RATE_LIMIT: '1000000000',
  // Off but for the flood, which is what the gate is for (web/lib/flood-gate.ts).
  FLOOD_GATE_PER_SECOND: '0',
}

let current: Server | undefined
let proxy: Server | undefined
stopOnSignal(() => Promise.all([current?.stop(), proxy?.stop()]))

/** The site on `dataDir` (a lead store that outlives it), with more environment. */
async function startSite(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  current = await startApp('site', webDir, DIST, {
    port,
    env: { ...siteEnv, ...env },
    readyLine: STORE_OPEN_LINE,
    dataDir,
  })
  return current
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Post = { email: string; success: boolean; status: number }

/** A newsletter subscription as the footer's form sends it: a new form token, then the lead. */
async function postLead(email: string): Promise<Post> {
  try {
    const response = await fetch(`${origin}/api/crm/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await formTokenHeader(origin)) },
      body: JSON.stringify({ type: 'subscribe', email, token: '' }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    return { email, success: response.status === 200 && text === 'Success', status: response.status }
  } catch {
    return { email, success: false, status: 0 }
  }
}

/**
 * Posts `count` leads (or until `stop()`), `concurrency` in flight, each with its own e-mail, into
 * `posts` as the answers come (the caller may watch it fill).
 */
async function postLeads(
  prefix: string,
  posts: Post[],
  {
    count = Infinity,
    concurrency = CONCURRENCY,
    stop = () => false,
  }: { count?: number; concurrency?: number; stop?: () => boolean } = {},
): Promise<Post[]> {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && !stop()) posts.push(await postLead(`faults-${runId}-${prefix}-${next++}@bench.invalid`))
    }),
  )
  return posts
}

function statusCounts(posts: Post[]): string {
  const counts = new Map<string, number>()
  for (const { status } of posts) {
    const key = status === 0 ? 'network error' : String(status)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([status, count]) => `${status}: ${count}`).join(', ')
}

/** The leads of this run in the store, by e-mail, as `npm run leads -- --csv` prints them. */
async function storedLeads(dataDir: string, databaseUrl = ''): Promise<Map<string, Record<string, string>>> {
  const records = csvRecords(await storedLeadsCsv(dataDir, { DATABASE_URL: databaseUrl }))
  return new Map(
    records.filter((record) => record.email?.startsWith(`faults-${runId}-`)).map((record) => [record.email!, record]),
  )
}

type Row = { check: string; value: string; pass?: boolean }
type Result = { scenario: string; rows: Row[]; load: string }
const results: Result[] = []

/** Prints a scenario's table; `pass` marks a guarantee (or, for the flood's latency, a target). */
function report(scenario: string, rows: Row[], load: ReturnType<typeof machineLoad>[]) {
  const result = { scenario, rows, load: describeLoad(load) }
  results.push(result)
  const cells = rows.map((row) => [row.check, row.value, row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL'])
  const header = ['', 'measured', '']
  const widths = header.map((_, column) => Math.max(...[header, ...cells].map((cell) => cell[column]!.length)))
  const line = (cell: string[]) => `| ${cell.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`
  console.log(`\n${scenario} (${result.load})\n`)
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of cells) console.log(line(row))
}

/** Guarantees that failed, by scenario: the exit code. */
const failures: string[] = []
const guarantee = (scenario: string, row: Row & { pass: boolean }): Row => {
  if (!row.pass) failures.push(`${scenario}: ${row.check}`)
  return row
}

/**
 * 1. SIGKILL mid-load on `databaseUrl` ('' for PGlite) and a restart, `CRASHES` times on one store:
 * every Success is a stored lead.
 */
async function crash(databaseUrl: string) {
  const scenario = `crash (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`
  console.log(
    `\n${scenario}: ${CRASHES} × (${CONCURRENCY} lead POSTs in flight, SIGKILL after ${KILL_AFTER} Success answers, restart)…`,
  )
  const load = [machineLoad()]
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-faults-'))
  const env = { DATABASE_URL: databaseUrl }
  try {
    let site = await startSite(dataDir, env)
    const before: Post[] = []
    const restarts: number[] = []
    let loadMs = 0
    for (let round = 1; round <= CRASHES; round++) {
      const posts: Post[] = []
      let killed = false
      const started = performance.now()
      const posting = postLeads(`crash${round}`, posts, { stop: () => killed })
      while (posts.filter((post) => post.success).length < KILL_AFTER && performance.now() - started < 120_000) {
        await sleep(5)
      }
      killed = true
      loadMs += performance.now() - started
      await site.kill()
      before.push(...(await posting))
      load.push(machineLoad())
      const restartedAt = performance.now()
      site = await startSite(dataDir, env)
      restarts.push(performance.now() - restartedAt)
    }
    // The restarted server takes leads again (a store left half-written by the crash would not).
    const after = await postLeads('after-crash', [], { count: 200 })
    await site.stop()
    load.push(machineLoad())

    const stored = await storedLeads(dataDir, databaseUrl)
    const successes = before.filter((post) => post.success)
    const lost = successes.filter((post) => !stored.has(post.email))
    const unanswered = before.filter((post) => !post.success && stored.has(post.email))
    const afterSuccesses = after.filter((post) => post.success)
    const afterLost = afterSuccesses.filter((post) => !stored.has(post.email))
    report(
      scenario,
      [
        {
          check: `lead POSTs before the ${CRASHES} kills`,
          value: `${before.length} in ${seconds(loadMs)} (${statusCounts(before)})`,
        },
        guarantee(scenario, {
          check: 'Success answers stored',
          value: `${successes.length - lost.length} of ${successes.length}`,
          pass: lost.length === 0,
        }),
        { check: 'stored without an answer (the crash cut it)', value: String(unanswered.length) },
        {
          check: 'restart after SIGKILL (until the store is open)',
          value: restarts.map((ms) => seconds(ms)).join(', '),
        },
        guarantee(scenario, {
          check: 'leads taken after the last restart, stored',
          value: `${afterSuccesses.length - afterLost.length} of ${after.length} (${statusCounts(after)})`,
          pass: afterSuccesses.length === after.length && afterLost.length === 0,
        }),
      ],
      load,
    )
  } finally {
    await current?.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/**
 * 2. The CRM down while leads arrive, the server killed and restarted during the outage, then the
 * CRM back: every lead delivered once, signed, and shown `delivered` by `npm run leads`.
 */
async function crmOutage() {
  const scenario = 'crm outage'
  console.log(`\n${scenario}: ${CRM_LEADS} leads while the CRM drops every connection, SIGKILL, restart, CRM back…`)
  const load = [machineLoad()]
  const crm = await startFakeCrm()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-faults-'))
  // The sweep every second: a retry comes when it is due, not up to 30 s later.
  const env = { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: TEST_CRM_SECRET, LEADS_SWEEP_SECONDS: '1' }
  try {
    crm.state.mode = 'down'
    const site = await startSite(dataDir, env)
    const posts = await postLeads('crm', [], { count: CRM_LEADS, concurrency: 16 })
    const successes = posts.filter((post) => post.success)
    // Each lead's first attempt runs after its answer; the crash comes once they have failed.
    const attemptsBy = Date.now() + 15_000
    while (crm.received.length < successes.length && Date.now() < attemptsBy) await sleep(50)
    const attemptsInOutage = crm.received.length
    await site.kill()
    load.push(machineLoad())
    await startSite(dataDir, env)
    crm.state.mode = 'up'
    const backAt = performance.now()

    const keyOf = (request: (typeof crm.accepted)[number]) => String(request.headers[IDEMPOTENCY_HEADER.toLowerCase()])
    const emailOf = (request: (typeof crm.accepted)[number]) => (JSON.parse(request.body) as { email: string }).email
    const delivered = () => new Set(crm.accepted.map(emailOf))
    // Retries are due 30 s (±20 %) after a failed attempt (README.md, "Leads"); a lease cut by the crash holds a row 60 s.
    const deliveredBy = performance.now() + 150_000
    while (successes.some((post) => !delivered().has(post.email)) && performance.now() < deliveredBy) await sleep(200)
    const lastDeliveryMs = performance.now() - backAt
    // Long enough for a second sweep to send anything again.
    await sleep(5_000)
    await current!.stop()
    load.push(machineLoad())

    const perKey = new Map<string, number>()
    for (const request of crm.accepted) perKey.set(keyOf(request), (perKey.get(keyOf(request)) ?? 0) + 1)
    const duplicates = [...perKey.values()].filter((count) => count > 1).length
    const missing = successes.filter((post) => !delivered().has(post.email))
    const unsigned = crm.accepted.filter(
      (request) =>
        !verifySignature(request.body, request.headers[SIGNATURE_HEADER.toLowerCase()] as string, TEST_CRM_SECRET),
    )
    const stored = await storedLeads(dataDir)
    const notDeliveredInStore = successes.filter((post) => stored.get(post.email)?.crm !== 'delivered')
    report(
      scenario,
      [
        // The outbox keeps the CRM out of the visitor's request: an outage refuses no lead.
        guarantee(scenario, {
          check: 'leads taken in the outage',
          value: `${successes.length} of ${posts.length} (${statusCounts(posts)})`,
          pass: successes.length === posts.length,
        }),
        { check: 'delivery attempts refused in the outage', value: String(attemptsInOutage) },
        guarantee(scenario, {
          check: 'Success leads delivered after recovery',
          value: `${successes.length - missing.length} of ${successes.length}, the last ${seconds(lastDeliveryMs)} after the CRM came back`,
          pass: missing.length === 0,
        }),
        guarantee(scenario, {
          check: 'leads delivered more than once',
          value: `${duplicates} (${crm.accepted.length} deliveries accepted)`,
          pass: duplicates === 0,
        }),
        guarantee(scenario, {
          check: 'deliveries with a bad signature',
          value: String(unsigned.length),
          pass: unsigned.length === 0,
        }),
        guarantee(scenario, {
          check: '`npm run leads` shows them delivered',
          value: `${successes.length - notDeliveredInStore.length} of ${successes.length}`,
          pass: notDeliveredInStore.length === 0,
        }),
      ],
      load,
    )
  } finally {
    await current?.stop()
    await crm.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const PAGE_HEADERS = { 'Accept-Encoding': 'gzip', Accept: 'text/html' }

/**
 * A visitor's view: the deal page fetched from `front` one request at a time, at most 20 a
 * second, for `durationMs`. Returns each latency in ms, and how many requests failed.
 */
async function samplePage(front: string, durationMs: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = []
  let failed = 0
  const until = performance.now() + durationMs
  while (performance.now() < until) {
    const started = performance.now()
    try {
      const response = await fetch(`${front}${DEAL_PATH}`, {
        headers: PAGE_HEADERS,
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      if (response.status === 200) latencies.push(performance.now() - started)
      else failed++
    } catch {
      failed++
    }
    await sleep(Math.max(0, 50 - (performance.now() - started)))
  }
  return { latencies: latencies.sort((a, b) => a - b), failed }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN

type Flood = {
  sent: number
  skipped: number
  errors: Record<string, number>
  statuses: Record<string, number>
  seconds: number
}

/** Junk at `rate` a second to `front` for `seconds` (bench/junk.ts, a process of its own), with no form token. */
function junk(front: string, rate: number, seconds: number, bodies: string[]): Promise<Flood> {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'junk.ts'),
      ...['--url', `${front}/api/crm/contacts`, '--rate', String(rate), '--seconds', String(seconds)],
      ...bodies.flatMap((body) => ['--body', body]),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Flood) : reject(new Error(`bench/junk.ts exited ${code}: ${err}`)),
    ),
  )
}

/**
 * 3. The junk flood: the deal page's latency under refused lead POSTs at each of `JUNK_RATES` a
 * second, against its latency when quiet.
 */
async function flood() {
  const scenario = `junk flood${NGINX ? ' through nginx' : ''}${GATE ? '' : ', no gate'}`
  const durationMs = DURATION_S * 1000
  console.log(
    `\n${scenario}: the deal page for ${DURATION_S} s quiet, then ${DURATION_S} s under each of ${JUNK_RATES.join(', ')} junk POSTs/s…`,
  )
  const load = [machineLoad()]
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-faults-'))
  try {
    // Behind nginx the site counts the address nginx saw, as deployed (deploy/nginx/meridian.conf);
    // the gate has its default budget (an empty value), or is off.
    await startSite(dataDir, {
      FLOOD_GATE_PER_SECOND: GATE ? '' : '0',
      ...(NGINX ? { TRUSTED_PROXY_HOPS: '1' } : {}),
    })
    if (NGINX)
      proxy = await startNginx({
        sitePorts: [port],
        port: values['nginx-port'] ? Number(values['nginx-port']) : await freePort(),
      })
    const front = proxy?.origin ?? origin
    const first = await fetch(`${front}${DEAL_PATH}`, { headers: PAGE_HEADERS })
    await first.arrayBuffer()
    const cache = first.headers.get('x-nextjs-cache') ?? first.headers.get('x-nextjs-prerender')
    if (first.status !== 200 || !cache) throw new Error(`${DEAL_PATH} is not served prerendered (${first.status})`)
    await samplePage(front, 3_000)
    const quiet = await samplePage(front, durationMs)
    load.push(machineLoad())

    const ms = (value: number) => `${value.toFixed(1)} ms`
    const describe = ({ latencies }: { latencies: number[] }) =>
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `max ${ms(latencies.at(-1) ?? Number.NaN)} (${latencies.length} requests)`
    const rows: Row[] = [{ check: 'deal page, quiet', value: describe(quiet) }]
    let failedPages = quiet.failed
    let accepted = 0
    let answeredJunk = 0
    let shedJunk = 0
    for (const rate of JUNK_RATES) {
      // Bots post what a form would, without the form's token (403), or bodies that are not JSON (400).
      const flooding = junk(front, rate, DURATION_S + 2, [
        JSON.stringify({ type: 'subscribe', email: `faults-${runId}-junk@bench.invalid`, token: '' }),
        '{"type":"subscribe","email":',
      ])
      await sleep(1_000)
      const busy = await samplePage(front, durationMs)
      load.push(machineLoad())
      const flood = await flooding
      failedPages += busy.failed
      const answered = Object.entries(flood.statuses)
      accepted += answered.filter(([status]) => status.startsWith('2')).reduce((sum, [, count]) => sum + count, 0)
      answeredJunk += answered.reduce((sum, [, count]) => sum + count, 0)
      shedJunk += flood.statuses['429'] ?? 0
      const ratio = percentile(busy.latencies, 99) / percentile(quiet.latencies, 99)
      rows.push(
        {
          check: `junk POSTs, ${rate}/s asked`,
          value:
            `${flood.sent} at ${(flood.sent / flood.seconds).toFixed(0)}/s (${answered.map(([status, count]) => `${status}: ${count}`).join(', ')}` +
            `${Object.entries(flood.errors)
              .map(([code, count]) => `, ${code}: ${count}`)
              .join('')}${flood.skipped ? `; ${flood.skipped} not sent: 256 awaiting answers` : ''})`,
        },
        { check: `deal page under ${rate}/s`, value: describe(busy) },
        {
          check: `p99 under ${rate}/s / quiet (target ≤ ${MAX_P99_RATIO}×)`,
          value: `${ratio.toFixed(2)}×`,
          pass: ratio <= MAX_P99_RATIO,
        },
      )
    }
    await proxy?.stop()
    await current!.stop()
    const stored = await storedLeads(dataDir)
    rows.push(
      guarantee(scenario, { check: 'page requests failed', value: String(failedPages), pass: failedPages === 0 }),
      guarantee(scenario, {
        check: 'junk accepted (2xx, or a stored lead)',
        value: String(accepted + stored.size),
        pass: accepted + stored.size === 0,
      }),
    )
    // All but the burst and rate per address must be refused in front of Next (429), by nginx or
    // else the gate: the site's own limit is set too high to answer 429 here.
    if (NGINX || GATE) {
      rows.push(
        guarantee(scenario, {
          check: `junk answered 429 by ${NGINX ? 'nginx' : 'the flood gate'} (at least ${MIN_SHED_PERCENT} %)`,
          value: `${shedJunk} of ${answeredJunk}`,
          pass: shedJunk >= (answeredJunk * MIN_SHED_PERCENT) / 100,
        }),
      )
    }
    report(scenario, rows, load)
  } finally {
    await proxy?.stop()
    proxy = undefined
    await current?.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const RUNS: Record<Scenario, () => Promise<void>> = {
  crash: async () => {
    await crash('')
    if (POSTGRES_URL) await crash(POSTGRES_URL)
  },
  crm: crmOutage,
  flood,
}

if (!noBuildRequested(values['no-build'])) {
  console.log('Building the site (a minute or two on 2 cores)…')
  await buildApp(webDir, DIST, siteEnv)
}
const started = performance.now()
for (const name of SCENARIOS) if (only.includes(name)) await RUNS[name]()
console.log(`\n${only.join(', ')} in ${seconds(performance.now() - started)}; ${os.cpus().length} CPUs`)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const resultsDir = path.join(import.meta.dirname, 'results')
await mkdir(resultsDir, { recursive: true })
const file = path.join(resultsDir, `faults-${stamp}.json`)
await writeFile(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), options: values, node: process.version, results, failures },
    null,
    2,
  ),
)
console.log(`Results: ${path.relative(process.cwd(), file)}`)
if (failures.length) {
  console.error(`\nGuarantees failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
  process.exit(1)
}
