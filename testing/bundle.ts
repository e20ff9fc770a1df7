import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { copyFile, cp, mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SITE_ENV } from '../bench/servers.ts'

/**
 * The deployable folder (`npm run bundle`, README.md "Deploying") as the tests run it: built once
 * for the sources as they are, then copied away from the repository for each server, as an
 * operator copies `.deploy/` to a machine. `npm test` builds it in the bundle test
 * (scripts/bundle.test.ts) and the cluster test (web/e2e/cluster.spec.ts) starts two copies of
 * that same build, so a CI run builds it once.
 */

const repo = path.join(import.meta.dirname, '..')
/** The Node 24 the project pins (the `node` devDependency), whatever runs the tests. */
export const NODE_24 = path.join(repo, 'node_modules', 'node', 'bin', 'node')
/** Git-ignored: the bundle and the fingerprint of the sources it was built from. */
const CACHE = path.join(repo, '.deploy-test')
/**
 * What the build reads: the site and the workspaces it imports, the content it embeds, the
 * script and the locked packages. The browser tests (web/e2e/) are not built into it, so editing
 * one reuses the bundle.
 */
const INPUTS = ['web', 'dataset', 'schemas', 'content', 'scripts/bundle.ts', 'package.json', 'package-lock.json']
const NOT_INPUTS = [':(exclude)web/e2e']
/**
 * The build's environment: the tests' clock, no third party, no database (bench/servers.ts), and
 * nothing of this process's (Vitest's NODE_ENV=test would reach the build). SITE_URL stays the
 * default: no test reads a canonical address off a bundle.
 */
const BUILD_ENV = SITE_ENV

export type TestBundle = { dir: string; buildId: string }

/**
 * Whether the bundle keeps its cache in Redis: the shared cache is part of the build
 * (web/next.config.ts), so a bundle is built with REDIS_URL or without. The address given to the
 * build is one nothing listens on: the build's prerendering finds Redis down and renders as usual.
 */
export type BundleKind = 'own-cache' | 'shared-cache'
const KIND_ENV: Record<BundleKind, Record<string, string>> = {
  'own-cache': {},
  'shared-cache': { REDIS_URL: 'redis://127.0.0.1:1' },
}

const git = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync('git', args, { cwd: repo, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 })

/**
 * The sources as they are now, committed or not: each input file's blob id as `git add -A` would
 * record it, in a copy of the index so the real one is never touched (the copy keeps its stat
 * data, so only changed files are read). Undefined outside a git work tree: then always build.
 */
async function sourcesFingerprint(kind: BundleKind): Promise<string | undefined> {
  // No git, or no work tree: stdout is empty or missing.
  const indexPath = git(['rev-parse', '--path-format=absolute', '--git-path', 'index']).stdout?.trim()
  if (!indexPath) return undefined
  const scratch = await mkdtemp(path.join(tmpdir(), 'meridian-bundle-index-'))
  try {
    const index = path.join(scratch, 'index')
    await copyFile(indexPath, index).catch(() => undefined)
    const env = { ...process.env, GIT_INDEX_FILE: index }
    if (git(['add', '-A', '--', ...INPUTS], env).status !== 0) return undefined
    const listing = git(['ls-files', '-s', '--', ...INPUTS, ...NOT_INPUTS], env)
    if (listing.status !== 0) return undefined
    return createHash('sha256')
      .update(JSON.stringify({ ...BUILD_ENV, ...KIND_ENV[kind] }))
      .update(listing.stdout)
      .digest('hex')
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${output}`)
}

/**
 * The tests' bundle of `kind`, built by `npm run bundle` unless the one in `.deploy-test/` was
 * built from the same sources. Each build has a build id of its own, so a test can tell that the
 * bundle serves the id it was built with.
 */
export async function testBundle(kind: BundleKind = 'own-cache'): Promise<TestBundle> {
  const BUNDLE = path.join(CACHE, kind)
  const STAMP = path.join(CACHE, `${kind}.json`)
  const fingerprint = await sourcesFingerprint(kind)
  const stamp = await readFile(STAMP, 'utf8').then(
    (text) => JSON.parse(text) as { fingerprint: string; buildId: string },
    () => undefined,
  )
  if (fingerprint && stamp?.fingerprint === fingerprint) {
    console.log(`Reusing the bundle in ${path.relative(repo, BUNDLE)}: built from these sources.`)
    return { dir: BUNDLE, buildId: stamp.buildId }
  }
  // A build that fails half-way leaves no stamp that would vouch for it.
  await rm(STAMP, { force: true })
  await mkdir(CACHE, { recursive: true })
  const buildId = `test-${randomBytes(4).toString('hex')}`
  await run(NODE_24, [path.join(repo, 'scripts', 'bundle.ts'), '--out', BUNDLE], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    ...BUILD_ENV,
    ...KIND_ENV[kind],
    BUILD_ID: buildId,
  })
  if (fingerprint) await writeFile(STAMP, JSON.stringify({ fingerprint, buildId }))
  return { dir: BUNDLE, buildId }
}

/** Symbolic links in `dir` that lead out of it: a copy on another machine would lose their targets. */
async function linksOutOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const out: string[] = []
  for (const entry of entries) {
    if (!entry.isSymbolicLink()) continue
    const link = path.join(entry.parentPath, entry.name)
    const target = path.resolve(entry.parentPath, await readlink(link))
    if (path.relative(dir, target).startsWith('..')) out.push(`${path.relative(dir, link)} -> ${target}`)
  }
  return out
}

/**
 * A copy of the bundle in `to` (outside the repository), as `cp -r .deploy` to a machine makes:
 * links stay as written, and none may lead out of the copy, into the build or the repository.
 */
export async function copyOfBundle(bundle: TestBundle, to: string): Promise<string> {
  await cp(bundle.dir, to, { recursive: true, verbatimSymlinks: true })
  const outside = await linksOutOf(to)
  if (outside.length > 0) throw new Error(`The bundle links out of its folder:\n${outside.join('\n')}`)
  return to
}
