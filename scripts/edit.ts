/**
 * `npm run edit`: everything an editor needs on this machine, in one command — the local
 * Content Lake (https://localhost:3400), the Studio (http://localhost:3333) and the site
 * (http://localhost:3000, a production build, so publishing shows the real revalidation
 * path). No account, no network. Ctrl-C stops all three.
 *
 * The three share two secrets made on first run and kept in `.lake/editor.json` (git-ignored):
 * the lake's token (the Studio writes with it, the site checks preview secrets with it) and
 * the webhook secret (the lake signs revalidation calls, the site verifies them).
 *
 * The site is built only when its last build is not this one's: `.lake/site-build.json` records
 * the build this script made and what it was made from (README.md, "Editing content with no
 * account"). Once the three answer, one line says so, with their addresses.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildFingerprint, recordSiteBuild, siteBuildIsCurrent } from './site-build.ts'

const root = path.join(import.meta.dirname, '..')
const stateDir = process.env.LAKE_STATE_DIR ?? path.join(root, '.lake')
const ports = { site: 3000, studio: 3333, lake: Number(process.env.LAKE_PORT ?? 3400) }

type Secrets = { token: string; webhookSecret: string }

async function editorSecrets(): Promise<Secrets> {
  const file = path.join(stateDir, 'editor.json')
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets
  } catch {
    const secrets = { token: randomBytes(24).toString('hex'), webhookSecret: randomBytes(24).toString('hex') }
    await mkdir(stateDir, { recursive: true })
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
    return secrets
  }
}

const children: ChildProcess[] = []
let stopping = false

function stopAll(code: number) {
  if (stopping) return
  stopping = true
  // Each runs in a process group of its own (npm → sh → node): signal the whole group, or
  // npm would exit and leave its server running.
  for (const child of children) {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
  }
  setTimeout(() => process.exit(code), 3000).unref()
}

/**
 * Runs an npm script with its output prefixed, so three logs stay readable in one terminal. A
 * server that exits stops the others; a task (`until: 'done'`) resolves once it has succeeded.
 */
function run(name: string, args: string[], env: Record<string, string>, until: 'stopped' | 'done' = 'stopped') {
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  return new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      if (until === 'done' && code === 0) return resolve()
      if (stopping) return
      console.error(`[${name}] exited with ${code ?? 'a signal'}; stopping the others`)
      stopAll(code ?? 1)
    })
  })
}

/** Polls a URL until it answers (any status), so "ready" means every server took a request. */
async function answers(url: string) {
  for (;;) {
    if (stopping) return
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

const { token, webhookSecret } = await editorSecrets()
const lakeHttps = `https://localhost:${ports.lake}`
const siteUrl = `http://localhost:${ports.site}`
const studioUrl = `http://localhost:${ports.studio}`

const siteEnv = {
  SITE_URL: siteUrl,
  SANITY_LAKE_URL: `http://127.0.0.1:${ports.lake}`,
  SANITY_LAKE_TOKEN: token,
  SANITY_REVALIDATE_SECRET: webhookSecret,
  SANITY_STUDIO_URL: studioUrl,
}
// Taken before the lake starts, since publishing changes content/ (and so the next build's inputs).
const fingerprint = await buildFingerprint(root, { ...process.env, ...siteEnv })

console.log(`
Starting the local editing setup:
  Studio  ${studioUrl}   (edit and publish; Presentation previews drafts on the site)
  Site    ${siteUrl}   (a production build, made again only when code, content or settings changed)
  Lake    ${lakeHttps}  (first time: open it once and accept its certificate, see README)
`)

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

void run('lake', ['run', 'start', '-w', 'lake'], {
  LAKE_PORT: String(ports.lake),
  LAKE_STATE_DIR: stateDir,
  SANITY_LAKE_TOKEN: token,
  // The only browser origin the lake's CORS admits.
  SANITY_STUDIO_URL: studioUrl,
  SANITY_REVALIDATE_URL: `${siteUrl}/api/revalidate`,
  SANITY_REVALIDATE_SECRET: webhookSecret,
})
void run('studio', ['run', 'dev', '-w', 'studio', '--', '--port', String(ports.studio)], {
  SANITY_STUDIO_LAKE_URL: lakeHttps,
  SANITY_STUDIO_LAKE_TOKEN: token,
  SANITY_STUDIO_PREVIEW_URL: siteUrl,
})

if (await siteBuildIsCurrent(root, stateDir, fingerprint)) {
  console.log('[site] the last build is current: starting it without building')
} else {
  await run('site', ['run', 'build', '-w', 'web'], siteEnv, 'done')
  await recordSiteBuild(root, stateDir, fingerprint)
}
void run('site', ['run', 'start', '-w', 'web', '--', '--port', String(ports.site)], siteEnv)

await Promise.all([answers(`http://127.0.0.1:${ports.lake}/v1/ping`), answers(studioUrl), answers(siteUrl)])
if (!stopping) console.log(`\nReady: Studio ${studioUrl} · Site ${siteUrl} · Lake ${lakeHttps}\n`)
