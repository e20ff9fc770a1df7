import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TEST_TIME } from '../../testing/test-time.ts'

const repoRoot = path.join(import.meta.dirname, '..', '..')

export type Site = {
  baseURL: string
  dataDir: string
  /** SIGTERM to the whole process group (npm and the Next server), then waits for it to exit. */
  stop: () => Promise<void>
  /** SIGKILL to the whole process group: a crash, with nothing flushed or finished. */
  kill: () => Promise<void>
  /** The end of what the server printed. */
  output: () => string
}

type Options = {
  /** An existing lead store to open (a restart); by default a new, empty one. */
  dataDir?: string
  /** More environment for the server, e.g. another SITE_CLOCK or a CRM. */
  env?: Record<string, string>
}

/** What the server prints once its lead store is open (web/lib/leads/maintenance.ts). */
const STORE_OPEN_LINE = '[leads] the lead store is open'

/**
 * Starts the production build on its own port with its own lead store, so a journey can stop
 * it (or crash it), start it again on the same store, and read what was stored with the sales
 * team's own `npm run leads`.
 */
export async function startSite(port: number, options: Options = {}): Promise<Site> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'meridian-leads-'))
  const child: ChildProcess = spawn(
    'npm',
    ['run', 'start', '-w', 'web', '--', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...TEST_TIME,
        LEADS_DATA_DIR: dataDir,
        LEADS_RATE_LIMIT: '10000',
        SITE_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
      stdio: 'pipe',
      detached: true,
    },
  )
  // Read what the server prints (so a full pipe never stalls it), keeping the end for failures.
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let running = true
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false
      resolve()
    }),
  )
  const baseURL = `http://127.0.0.1:${port}`
  const answers = () =>
    fetch(baseURL).then(
      (response) => response.ok,
      () => false,
    )
  const deadline = Date.now() + 60_000
  // Up means answering and done opening the lead store: PGlite opens (and on a new store,
  // creates and migrates) in the server's own thread, and requests wait behind it meanwhile.
  while (!(await answers()) || !output.includes(STORE_OPEN_LINE)) {
    if (!running) throw new Error(`The site on port ${port} exited before it was up:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The site on port ${port} was not up within 60 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const signal = (name: NodeJS.Signals) => async () => {
    try {
      // The whole process group: npm, and the Next server it started.
      process.kill(-child.pid!, name)
    } catch {
      // already gone
    }
    await exited
    // npm may exit before the server it started has let go of the port.
    const listening = () =>
      fetch(baseURL).then(
        () => true,
        () => false,
      )
    for (let waited = 0; waited < 15_000 && (await listening()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { baseURL, dataDir, stop: signal('SIGTERM'), kill: signal('SIGKILL'), output: () => output }
}

/** The leads stored in a data folder, as the sales team's CSV export prints them. */
export async function storedLeadsCsv(dataDir: string): Promise<string> {
  const child = spawn('npm', ['run', '--silent', 'leads', '--', '--csv'], {
    cwd: repoRoot,
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`npm run leads failed (${code}): ${err}`)
  return out
}
