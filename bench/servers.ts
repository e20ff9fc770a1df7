/**
 * Builds and serves what the benchmarks measure: the site (web/) and the bare reference page
 * (bench/bare/, Next with nothing of ours), each a production build served by `next start` on
 * a free loopback port. Shared by every benchmark; bench/throughput.ts and bench/faults.ts put
 * the shipped nginx (deploy/nginx/meridian.conf, testing/nginx.ts) in front of the site.
 *
 * Builds go to their own `distDir` (NEXT_DIST_DIR, `.next-bench…`, git-ignored) so a benchmark
 * never replaces `web/.next`, which a developer's `next start` or the browser tests may be
 * serving. Each server gets a new, empty lead store (LEADS_DATA_DIR in a temporary folder,
 * removed at stop) and no database, CRM, captcha or third party unless the caller sets them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer, type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGLITE_NODE_FLAGS } from '../testing/node-flags.ts'
import { startServer, STORE_OPEN_LINE, type Server as TestServer } from '../testing/server.ts'
import { TEST_TIME } from '../testing/test-time.ts'

export const repo = path.join(import.meta.dirname, '..')
export const webDir = path.join(repo, 'web')
export const bareDir = path.join(import.meta.dirname, 'bare')
const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next')

/**
 * The site's environment in every benchmark, at build and at run time. Empty values, not absent
 * ones: `next build`/`next start` read web/.env* for variables that are not set, and a
 * developer's database, CRM or third parties must neither receive benchmark traffic nor change
 * what is measured. The clock is the tests' (testing/test-time.ts), so every run renders the
 * same pages and the sample deal the checkout books is on sale.
 */
export const SITE_ENV: Record<string, string> = {
  ...TEST_TIME,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  CRM_WEBHOOK_URL: '',
  CRM_WEBHOOK_SECRET: '',
  RECAPTCHA_SITE_KEY: '',
  RECAPTCHA_SECRET_KEY: '',
  COOKIEBOT_ID: '',
  ANALYTICS_GA_ID: '',
  MARKETING_PIXEL_URL: '',
  CHAT_WIDGET_URL: '',
  CUSTOMER_CHAT_URL: '',
  GOOGLE_MAPS_KEY: '',
  // The bench starts bookings (checkout step 1) on every round; the limiter must not refuse them.
  LEADS_RATE_LIMIT: '100000',
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer()
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => resolve(true))
  })
  if (free) await new Promise((resolve) => server.close(resolve))
  return free
}

/** The last `limit` characters a child printed, so a full pipe never stalls it. */
function collect(child: ChildProcess, limit = 20_000) {
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-limit))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => output
}

/** `next build` of the app in `dir` into `distDir` (relative to `dir`). Throws with the log's end. */
export async function buildApp(dir: string, distDir: string, env: Record<string, string> = {}): Promise<void> {
  const started = performance.now()
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collect(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`next build in ${path.relative(repo, dir)} failed (${code}):\n${output()}`)
  console.log(
    `  built ${path.relative(repo, path.join(dir, distDir))} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
}

/**
 * A started app: testing/server.ts's server, whose stop (or crash, `kill`) also removes the lead
 * store it was given unless the caller passed its own.
 */
export type Server = Pick<TestServer, 'origin' | 'pid' | 'output' | 'stop' | 'kill'>

/**
 * `next start` of the build in `dir/distDir` on `port`, up when `/` answers 200 and, if given,
 * the server printed `readyLine`. `dataDir` is an existing lead store to open (a restart), kept
 * at stop; by default the server gets a new one of its own.
 */
export async function startApp(
  name: string,
  dir: string,
  distDir: string,
  {
    port,
    env = {},
    readyLine,
    dataDir: given,
  }: { port: number; env?: Record<string, string>; readyLine?: string; dataDir?: string },
): Promise<Server> {
  if (!existsSync(path.join(dir, distDir, 'BUILD_ID'))) {
    throw new Error(`No build in ${path.relative(repo, path.join(dir, distDir))}: run without --no-build first.`)
  }
  const dataDir = given ?? (await mkdtemp(path.join(os.tmpdir(), 'meridian-bench-leads-')))
  const removeStore = () => (given ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }))
  const server = await startServer(
    process.execPath,
    [...PGLITE_NODE_FLAGS, nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: dir,
      // As web/package.json's start script runs it: the site's own SIGTERM handling (web/lib/shutdown.ts)
      // instead of Next's; the bare app, which has none, exits on the signal as Node does.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_MANUAL_SIG_HANDLE: 'true',
        ...env,
        NEXT_DIST_DIR: distDir,
        LEADS_DATA_DIR: dataDir,
      },
      port,
      readyLine,
      upWithinMs: 90_000,
      name,
    },
  ).catch(async (error: unknown) => {
    await removeStore()
    throw error
  })
  return {
    origin: server.origin,
    pid: server.pid,
    output: server.output,
    stop: () => server.stop().then(removeStore),
    kill: () => server.kill().then(removeStore),
  }
}

/** Where pages.ts and throughput.ts keep their builds, and the file recording the site's port. */
export const BENCH_DIST = '.next-bench'
const SITE_PORT_FILE = path.join(webDir, BENCH_DIST, 'bench-port.json')

export type Pair = { bare: Server; site: Server; stop: () => Promise<void> }

/**
 * The bare page and the site, built in this run (one after the other: two builds at once on
 * two cores would only slow both) unless `build` is false, then both started.
 *
 * The site's SITE_URL (canonical links, JSON-LD, the sitemap) is fixed at build, so it is built
 * for the port it will be served on; that port is recorded beside the build and reused by
 * `--no-build` when it is still free.
 */
export async function startBareAndSite({ build }: { build: boolean }): Promise<Pair> {
  let sitePort: number
  if (build) {
    sitePort = await freePort()
    console.log('Building the bare page and the site (a few minutes on 2 cores)…')
    await buildApp(bareDir, BENCH_DIST)
    await buildApp(webDir, BENCH_DIST, { ...SITE_ENV, SITE_URL: `http://127.0.0.1:${sitePort}` })
    await writeFile(SITE_PORT_FILE, JSON.stringify({ port: sitePort }))
  } else {
    const recorded = existsSync(SITE_PORT_FILE)
      ? (JSON.parse(await readFile(SITE_PORT_FILE, 'utf8')) as { port: number }).port
      : undefined
    if (recorded && (await portIsFree(recorded))) sitePort = recorded
    else {
      sitePort = await freePort()
      console.warn(`The site was built for another port: its canonical links name ${recorded ?? 'an unknown port'}.`)
    }
    console.log('Reusing the builds in bench/bare/.next-bench and web/.next-bench (--no-build).')
  }
  const bare = await startApp('bare', bareDir, BENCH_DIST, {
    port: await freePort(),
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  })
  let site: Server
  try {
    site = await startApp('site', webDir, BENCH_DIST, {
      port: sitePort,
      env: { ...SITE_ENV, SITE_URL: `http://127.0.0.1:${sitePort}` },
      readyLine: STORE_OPEN_LINE,
    })
  } catch (error) {
    await bare.stop()
    throw error
  }
  console.log(`Serving the bare page on ${bare.origin}, the site on ${site.origin}.`)
  return { bare, site, stop: () => Promise.all([bare.stop(), site.stop()]).then(() => undefined) }
}

/**
 * `--no-build` on the command line, or BENCH_NO_BUILD=1: reuse the last builds (when iterating
 * on the benchmark itself, not on the site).
 */
export const noBuildRequested = (flag: boolean | undefined) => Boolean(flag) || process.env.BENCH_NO_BUILD === '1'

/**
 * Starts a booking of `deal` the way the deal page's form does (web/e2e/checkout-journey.ts,
 * startBooking) and returns the path of its step 1.
 */
export async function startBooking(origin: string, deal: string): Promise<string> {
  const response = await fetch(`${origin}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ deal }),
    redirect: 'manual',
  })
  const location = response.headers.get('location') ?? ''
  if (response.status !== 303 || !/^\/checkout\/[A-Za-z0-9_-]{22}$/.test(location)) {
    throw new Error(`POST /api/checkout answered ${response.status} ${location}: ${await response.text()}`)
  }
  return `${location}?step=1`
}

/** Ctrl-C (or a kill) during a run still stops the servers. */
export function stopOnSignal(stop: () => Promise<unknown>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130))
    })
  }
}

/**
 * How busy the machine is: the load average (1, 5, 15 min) and, where Linux reports it, the
 * share of the last minute in which some runnable task waited for a CPU (/proc/pressure/cpu).
 * Printed and stored with every result: figures from a shared 2-core machine mean little without.
 */
export function machineLoad(): { loadavg: number[]; cpuPressure60?: number; text: string } {
  const loadavg = os.loadavg().map((value) => Math.round(value * 100) / 100)
  let cpuPressure60: number | undefined
  try {
    const some = /^some .*avg60=([\d.]+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))
    if (some) cpuPressure60 = Number(some[1])
  } catch {
    // not Linux, or no pressure stall information
  }
  const text =
    `load average ${loadavg.map((value) => value.toFixed(1)).join(', ')}` +
    (cpuPressure60 === undefined ? '' : `, CPU pressure ${cpuPressure60.toFixed(0)} %`)
  return { loadavg, cpuPressure60, text }
}

/** One line for a run's samples of machineLoad(): the 1-minute load average and CPU pressure, median and highest. */
export function describeLoad(samples: ReturnType<typeof machineLoad>[]): string {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
  const loads = samples.map((sample) => sample.loadavg[0]!)
  const pressures = samples.flatMap((sample) => (sample.cpuPressure60 === undefined ? [] : [sample.cpuPressure60]))
  return (
    `load average (1 min) median ${middle(loads).toFixed(1)}, highest ${Math.max(...loads).toFixed(1)}` +
    (pressures.length
      ? `; CPU pressure median ${middle(pressures).toFixed(0)} %, highest ${Math.max(...pressures).toFixed(0)} %`
      : '') +
    `; ${os.cpus().length} CPUs`
  )
}
