import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startServer, STORE_OPEN_LINE, type Server } from '../../testing/server.ts'
import { TEST_TIME } from '../../testing/test-time.ts'
import { FORM_TOKEN_HEADER, type FormTokenAnswer } from '../lib/leads/bot-check-headers'

const repoRoot = path.join(import.meta.dirname, '..', '..')

export type Site = Omit<Server, 'origin'> & { baseURL: string; dataDir: string }

type Options = {
  /** An existing lead store to open (a restart); by default a new, empty one. */
  dataDir?: string
  /** More environment for the server, e.g. another SITE_CLOCK or a CRM. */
  env?: Record<string, string>
}

/**
 * Starts the production build on its own port with its own lead store, so a journey can stop
 * it (or crash it), start it again on the same store, and read what was stored with the sales
 * team's own `npm run leads`.
 */
export async function startSite(port: number, options: Options = {}): Promise<Site> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'meridian-leads-'))
  const { origin, ...server } = await startServer(
    'npm',
    ['run', 'start', '-w', 'web', '--', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...TEST_TIME,
        LEADS_DATA_DIR: dataDir,
        LEADS_RATE_LIMIT: '10000',
        LEADS_MIN_FORM_AGE_MS: '0',
        SITE_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
      port,
      readyLine: STORE_OPEN_LINE,
      upWithinMs: 60_000,
      name: 'The site',
    },
  )
  return { ...server, baseURL: origin, dataDir }
}

/**
 * The bot-check header a lead form sends (README.md, "Bot protection"), for requests made without
 * a browser: a new form token from the site.
 */
export async function formTokenHeader(baseURL: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}/api/form-token`)
  if (!response.ok) throw new Error(`GET /api/form-token: HTTP ${response.status}`)
  const { token } = (await response.json()) as FormTokenAnswer
  return { [FORM_TOKEN_HEADER]: token }
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
