/**
 * Whether `npm run edit` (scripts/edit.ts) may start the site's last build instead of building
 * again: only when `web/.next` is the build it made itself, from the inputs and settings as they
 * are now. `.lake/site-build.json` records that build's id and a fingerprint of what it was made
 * from (README.md, "Editing content with no account").
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Everything a site build is made from: its sources, the content it prerenders, its lockfile. */
const BUILD_INPUTS = ['web', 'schemas', 'dataset', 'content', 'package.json', 'package-lock.json', 'tsconfig.json']
const NOT_INPUTS = /^(node_modules|\.next.*|test-results|playwright-report)$/

/** Size and modification time of every input file: a change to any of them means a new build. */
async function inputStats(root: string, entry: string, lines: string[]) {
  const info = await stat(path.join(root, entry)).catch(() => null)
  if (!info) return
  if (!info.isDirectory()) {
    lines.push(`${entry} ${info.size} ${info.mtimeMs}`)
    return
  }
  for (const name of (await readdir(path.join(root, entry))).sort()) {
    if (!NOT_INPUTS.test(name)) await inputStats(root, path.join(entry, name), lines)
  }
}

/**
 * What a site build depends on: its input files (`web/.env*` among them), and the variables it is
 * made with, those `.env.example` documents; other variables (a terminal's own) change nothing.
 */
export async function buildFingerprint(root: string, env: Record<string, string | undefined>) {
  const lines: string[] = []
  for (const entry of BUILD_INPUTS) await inputStats(root, entry, lines)
  const documented = (await readFile(path.join(root, '.env.example'), 'utf8')).matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)
  for (const name of [...new Set([...documented].map((match) => match[1]!))].sort())
    lines.push(`${name}=${env[name] ?? ''}`)
  return createHash('sha256').update(lines.join('\n')).digest('hex')
}

const recordFile = (stateDir: string) => path.join(stateDir, 'site-build.json')
const buildId = (root: string) => readFile(path.join(root, 'web', '.next', 'BUILD_ID'), 'utf8').catch(() => '')

type BuildRecord = { fingerprint: string; buildId: string }

/** Whether `web/.next` is the build last recorded, made from inputs with this fingerprint. */
export async function siteBuildIsCurrent(root: string, stateDir: string, fingerprint: string) {
  const [record, current] = await Promise.all([readFile(recordFile(stateDir), 'utf8').catch(() => ''), buildId(root)])
  if (!record || !current) return false
  const made = JSON.parse(record) as BuildRecord
  return made.fingerprint === fingerprint && made.buildId === current
}

/** Records the build just made, from inputs with this fingerprint (taken before it started). */
export async function recordSiteBuild(root: string, stateDir: string, fingerprint: string) {
  const record: BuildRecord = { fingerprint, buildId: await buildId(root) }
  await writeFile(recordFile(stateDir), JSON.stringify(record, null, 2))
}
