/**
 * `npm run bench:leads`: newsletter subscriptions posted concurrently to a real
 * `next start` on loopback, then checked against the database: every `Success` answer must
 * be a stored subscriber, and nothing stored without one. Prints throughput and latency.
 *
 * Needs a production build of the site first (`npm run build`). Options:
 *   --requests N      subscriptions to post (default 2000)
 *   --warmup W        untimed subscriptions first (default 500; 0 measures a server fresh from its start)
 *   --concurrency C   requests in flight at once (default 32)
 *   --deadline S      stop sending after S seconds (default 120)
 *   --database-url U  PostgreSQL server to measure instead of PGlite: a throwaway database
 *                     is created on it for the run and dropped after
 *   --dist-dir D      the site's build folder under web/ (default .next): two builds, measured in turn
 *   --port P          the site's port (default a free one); the bare app gets P + 1
 *   --cpu-prof DIR    the site's server writes a V8 CPU profile into DIR when it stops
 *   --no-ceiling      skip the ceiling below
 *
 * The ceiling, in the same run: as many POSTs, with the same client and concurrency, to a route
 * handler of the bare reference app (bench/bare/app/api/echo/route.ts) that parses the JSON body and
 * answers `Success`: what `next start` answers a second here with nothing of ours behind it. The
 * bare app is built (bench/bare/.next-bench, as bench/servers.ts does) when that build lacks the route.
 *
 * Where the cores went, per request (Linux, from /proc over each timed load): the server's CPU time
 * (its process and those under it, every thread) and its main thread's alone (Next and the route
 * handlers run there, one request at a time: what caps the throughput), the benchmark's own (the
 * client) and the rest of the machine's busy time (other people's work).
 *
 * The server gets a fresh PGlite folder (or database), no captcha, no CRM and a rate limit
 * high enough not to bite (every request comes from 127.0.0.1); the rate limiter still
 * counts each request in the database, as in production. Every lead needs a bot-check form
 * token (README.md, "Bot protection"): the server accepts them at any age
 * (LEADS_MIN_FORM_AGE_MS=0) and one is fetched per subscription before the clock starts, as
 * a visitor's form fetches its own when first focused. Exit code 1 when the counts disagree.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formTokenHeader } from '../testing/leads.ts'
import { BENCH_DIST, bareDir, buildApp, freePort, startApp, webDir, type Server } from './servers.ts'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '32' },
    deadline: { type: 'string', default: '120' },
    'database-url': { type: 'string' },
    'dist-dir': { type: 'string', default: '.next' },
    port: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'no-ceiling': { type: 'boolean', default: false },
  },
})
const REQUESTS = Number(values.requests)
const WARMUP = Number(values.warmup)
const CONCURRENCY = Number(values.concurrency)
const DEADLINE_MS = Number(values.deadline) * 1000

const DIST_DIR = values['dist-dir']

if (!existsSync(path.join(webDir, DIST_DIR, 'BUILD_ID'))) {
  console.error(`No production build in web/${DIST_DIR}: run \`npm run build\` first.`)
  process.exit(2)
}

const runId = Date.now().toString(36)
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meridian-bench-leads-'))
const port = values.port ? Number(values.port) : await freePort()
const origin = `http://127.0.0.1:${port}`
const endpoint = `${origin}/api/crm/contacts`

/** With --database-url, a database of its own on that server (dropped at the end). */
const serverUrl = values['database-url']
const benchDatabase = `meridian_bench_leads_${runId}`
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDatabase}` }).href : ''
async function onServer(statement: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
if (serverUrl) await onServer(`create database ${benchDatabase}`)

// Empty values, not absent ones: `next start` loads web/.env* files for variables that are
// not set, and a developer's DATABASE_URL or CRM must not receive benchmark traffic.
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  LEADS_DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  RECAPTCHA_SITE_KEY: '',
  RECAPTCHA_SECRET_KEY: '',
  CRM_WEBHOOK_URL: '',
  CRM_WEBHOOK_SECRET: '',
  // Every subscription comes from 127.0.0.1: it stands for many visitors, each within the budget.
  LEADS_RATE_LIMIT: String(REQUESTS * 10),
  LEADS_MIN_FORM_AGE_MS: '0',
  // As web/package.json's start script runs it: the site's own SIGTERM handling (web/lib/shutdown.ts).
  NEXT_MANUAL_SIG_HANDLE: 'true',
  NEXT_DIST_DIR: DIST_DIR,
  ...(values['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(values['cpu-prof'])}` } : {}),
}
const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next')
const server: ChildProcess = spawn(
  process.execPath,
  [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
  {
    cwd: webDir,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
)
let serverLog = ''
server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk))
server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk))

async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

type Outcome = { ok: boolean; status: number; ms: number }

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/** User + system CPU ticks in a /proc `stat` file (a process's, or one thread's under task/), and the parent. */
function statTicks(file: string): { ppid: number; ticks: number } | undefined {
  try {
    // The fields after the command's closing parenthesis: state is field 3, ppid 4, utime 14, stime 15.
    const fields = readFileSync(file, 'utf8').split(') ').at(-1)!.split(' ')
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return undefined // it exited meanwhile, or this is not Linux
  }
}

/**
 * CPU seconds so far of `root` and every process under it, all threads (`total`), and of the
 * busiest one's main thread (`mainThread`): the thread that runs Next and every route handler,
 * where the lead store's worker thread (web/lib/leads/pglite-thread.ts) does not count.
 */
function serverCpu(root: number): { total: number; mainThread: number } {
  const processes = readdirSync('/proc').flatMap((entry) => {
    const stat = /^\d+$/.test(entry) ? statTicks(`/proc/${entry}/stat`) : undefined
    return stat ? [{ pid: Number(entry), ...stat }] : []
  })
  const under = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const { pid, ppid } of processes) {
      if (under.has(ppid) && !under.has(pid)) {
        under.add(pid)
        grew = true
      }
    }
  }
  const mine = processes.filter(({ pid }) => under.has(pid))
  const total = mine.reduce((sum, { ticks }) => sum + ticks, 0)
  const mainThread = Math.max(0, ...mine.map(({ pid }) => statTicks(`/proc/${pid}/task/${pid}/stat`)?.ticks ?? 0))
  return { total: total / TICKS_PER_SECOND, mainThread: mainThread / TICKS_PER_SECOND }
}

/** Busy CPU seconds of the whole machine so far, every core (/proc/stat: all but idle and iowait). */
function machineBusySeconds(): number {
  if (!existsSync('/proc/stat')) return 0
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
}

type Cpu = { server: number; serverMain: number; client: number; machine: number }
const cpuNow = (serverPid: number): Cpu => {
  const { user, system } = process.cpuUsage()
  const server = serverCpu(serverPid)
  return {
    server: server.total,
    serverMain: server.mainThread,
    client: (user + system) / 1e6,
    machine: machineBusySeconds(),
  }
}

/**
 * Node's own HTTP client, one kept-alive connection per request in flight: the benchmark shares
 * the two cores with the server, and `fetch` cost it 0.2–0.3 ms of CPU a request (this, ~0.08).
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** `formToken` is the bot-check header a form sends (a fresh single-use token, GET /api/form-token). */
function subscribe(email: string, formToken: Record<string, string>, to = endpoint): Promise<Outcome> {
  const started = performance.now()
  const body = JSON.stringify({ type: 'subscribe', email, token: '' })
  return new Promise((resolve) => {
    const answered = (status: number, text: string) =>
      resolve({ ok: status === 200 && text === 'Success', status, ms: performance.now() - started })
    const request = httpRequest(
      to,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...formToken },
        timeout: 30_000,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => answered(response.statusCode ?? 0, text))
        response.on('error', () => answered(0, ''))
      },
    )
    request.on('error', () => answered(0, ''))
    request.on('timeout', () => request.destroy())
    request.end(body)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN

type Load = { outcomes: Outcome[]; elapsed: number; cpu: Cpu }

/**
 * Posts `count` times with CONCURRENCY in flight (request n made by `post(n)`), until the deadline;
 * `serverPid` is the process answering, whose CPU time is counted.
 */
async function load(post: (n: number) => Promise<Outcome>, serverPid: number, count = REQUESTS): Promise<Load> {
  const outcomes: Outcome[] = []
  let next = 0
  const deadline = Date.now() + DEADLINE_MS
  const before = cpuNow(serverPid)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count && Date.now() < deadline) outcomes.push(await post(next++))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const after = cpuNow(serverPid)
  const cpu = {
    server: after.server - before.server,
    serverMain: after.serverMain - before.serverMain,
    client: after.client - before.client,
    machine: after.machine - before.machine,
  }
  return { outcomes, elapsed, cpu }
}

/** The answers by status, throughput, latency percentiles and CPU time of one load. */
function describe({ outcomes, elapsed, cpu }: Load): string[] {
  const statuses = Object.entries(
    outcomes.reduce<Record<string, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${status === '0' ? 'network error' : status}: ${count}`)
    .join(', ')
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const perRequest = (seconds: number) => `${((seconds * 1000) / outcomes.length).toFixed(2)} ms`
  return [
    `answers            ${statuses}`,
    `elapsed            ${elapsed.toFixed(2)} s`,
    `throughput         ${(outcomes.length / elapsed).toFixed(0)} requests/s`,
    `latency            p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
    `CPU per request    server ${perRequest(cpu.server)} (its main thread ${perRequest(cpu.serverMain)}, ` +
      `${((100 * cpu.serverMain) / elapsed).toFixed(0)} % busy), client ${perRequest(cpu.client)}, ` +
      `others ${perRequest(Math.max(0, cpu.machine - cpu.server - cpu.client))} ` +
      `(the ${os.cpus().length} cores ${((100 * cpu.machine) / (elapsed * os.cpus().length)).toFixed(0)} % busy)`,
  ]
}

/** The bare app's build (bench/servers.ts), made when it lacks the echo route. */
async function startBare(): Promise<Server> {
  if (!existsSync(path.join(bareDir, BENCH_DIST, 'server', 'app', 'api', 'echo', 'route.js'))) {
    console.log('Building the bare app (bench/bare) for the ceiling…')
    await buildApp(bareDir, BENCH_DIST)
  }
  return startApp('bare', bareDir, BENCH_DIST, { port: port + 1, env: { NEXT_TELEMETRY_DISABLED: '1' } })
}

let exitCode = 0
try {
  // Ready when the route answers (the store opens at start, from instrumentation.ts).
  const readyBy = Date.now() + 60_000
  let warmup: Outcome = { ok: false, status: 0, ms: 0 }
  while (!warmup.ok) {
    if (Date.now() > readyBy || server.exitCode !== null) throw new Error(`the server did not start:\n${serverLog}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
    warmup = await formTokenHeader(origin).then(
      (token) => subscribe('warmup@bench.invalid', token),
      () => warmup,
    )
  }

  // Outside the timed run: the benchmark measures the lead's POST, not the token's GET.
  const tokens: Record<string, string>[] = []
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (tokens.length < REQUESTS + WARMUP) tokens.push(await formTokenHeader(origin))
    }),
  )

  // Untimed first, as a server that has been up a while has compiled its hot paths (the first
  // thousand requests after a start also measure V8 compiling Next's and the route's code).
  const warm = await load(
    (n) => subscribe(`bench-${runId}-warmup-${n}@bench.invalid`, tokens[REQUESTS + n]!),
    server.pid!,
    WARMUP,
  )
  const warmed = warm.outcomes.filter((outcome) => outcome.ok).length
  const run = await load((n) => subscribe(`bench-${runId}-${n}@bench.invalid`, tokens[n]!), server.pid!)
  await stopServer()

  // The benchmark's own process reads the folder the server has let go of.
  process.env.LEADS_DATA_DIR = dataDir
  process.env.DATABASE_URL = databaseUrl
  const { countSubscribers } = await import('../web/lib/leads/store.ts')
  const { closeDb } = await import('../web/lib/leads/db.ts')
  const stored = (await countSubscribers()) - 1 - warmed // the first subscriber and the untimed ones
  await closeDb()

  // After the site has stopped, so that the two servers never share the cores.
  let ceiling: string[] = []
  if (!values['no-ceiling']) {
    const bare = await startBare()
    try {
      const echo = `${bare.origin}/api/echo`
      const warmup = await subscribe('warmup@bench.invalid', {}, echo)
      if (!warmup.ok) throw new Error(`POST /api/echo of the bare app answered ${warmup.status}`)
      // As many untimed first, as the site's server is warmed by the form tokens' GETs.
      await load((n) => subscribe(`echo-warmup-${n}@bench.invalid`, {}, echo), bare.pid)
      ceiling = describe(await load((n) => subscribe(`echo-${runId}-${n}@bench.invalid`, {}, echo), bare.pid))
    } finally {
      await bare.stop()
    }
  }

  const successes = run.outcomes.filter((outcome) => outcome.ok).length
  console.log(
    `requests sent      ${run.outcomes.length} of ${REQUESTS} after ${WARMUP} untimed (concurrency ${CONCURRENCY}, ${os.cpus().length} CPUs, ` +
      `${serverUrl ? 'PostgreSQL' : 'PGlite'}, web/${DIST_DIR}, load average ${os.loadavg()[0]!.toFixed(2)})`,
  )
  if (ceiling.length) console.log(['ceiling: POST /api/echo of the bare app', ...ceiling].join('\n  '))
  console.log(['subscriptions: POST /api/crm/contacts', ...describe(run)].join('\n  '))
  console.log(`Success answers    ${successes}`)
  console.log(`stored subscribers ${stored}`)
  if (successes !== stored) {
    console.error(`MISMATCH: ${successes} Success answers but ${stored} stored subscribers`)
    exitCode = 1
  } else if (run.outcomes.length < REQUESTS) {
    console.warn(`note: the ${DEADLINE_MS / 1000} s deadline stopped the run early`)
  }
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await stopServer()
  await rm(dataDir, { recursive: true, force: true })
  if (serverUrl) await onServer(`drop database if exists ${benchDatabase}`).catch(() => undefined)
}
process.exit(exitCode)
