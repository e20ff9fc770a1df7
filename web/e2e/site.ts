import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TEST_TIME } from '../../e2e/test-time.ts'

const repoRoot = path.join(import.meta.dirname, '..', '..')

export type Site = { baseURL: string; dataDir: string; stop: () => Promise<void> }

/**
 * Starts the production build on its own port with an empty lead store, so a journey can
 * stop it afterwards and read what was stored with the sales team's own `npm run leads`.
 */
export async function startSite(port: number): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-leads-'))
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
      },
      stdio: 'pipe',
      detached: true,
    },
  )
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(baseURL)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        // The whole process group: npm, and the Next server it started.
        process.kill(-child.pid!, 'SIGTERM')
      }),
  }
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
