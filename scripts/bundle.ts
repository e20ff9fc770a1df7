/**
 * `npm run bundle`: the site as one folder, `.deploy/` (or `--out <dir>`), that runs anywhere
 * Node 24 does with `node server.js` (PORT, HOSTNAME), with nothing else from the repository
 * (README.md, "Deploying"). The Dockerfile runs this same script.
 *
 * Next's standalone output (web/next.config.ts, NEXT_OUTPUT) traces the code and packages the
 * server imports: the pages and routes, Next itself, sharp with its libvips, PGlite with its
 * WebAssembly and data files, pg. What the server reads as files rather than imports is added
 * here, each where the code looks for it:
 * - `.next-bundle/static` (CSS, JS, the font) and `public/`, which Next leaves to a CDN;
 * - the lead store's migrations, which web/lib/leads/db.ts finds by walking up from the working
 *   directory (web/), so the bundle's root is the "repository" and PGlite's default folder is
 *   `.data/leads` in it;
 * - PGlite's worker thread (web/lib/leads/pglite-worker.ts), which db.ts starts from that file;
 * - the embedded default's content (web/lib/sanity/local-dataset.ts: `../content` from web/,
 *   unless CONTENT_DIR names another folder): the dataset, its asset index, the sample's
 *   manifest and the images.
 *
 * The build has a distDir of its own, so it never replaces web/.next, which `npm start`, the
 * browser tests and a developer's server use.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'

const repo = path.join(import.meta.dirname, '..')
const webDir = path.join(repo, 'web')
/** The build's folder under web/, and so under the bundle's web/ too. */
const DIST_DIR = '.next-bundle'
/**
 * content/ is both the embedded default's dataset and a workspace: everything in it but the
 * workspace's own files goes, so what @meridian/dataset reads (data.ndjson, assets.json,
 * sample.json, images/, and whatever the local lake has not yet folded in) is never left behind.
 */
const CONTENT_WORKSPACE_FILES = new Set(['generator', 'node_modules', 'package.json', 'tsconfig.json', 'README.md'])

const { values } = parseArgs({ options: { out: { type: 'string', default: '.deploy' } } })
const out = path.resolve(repo, values.out)

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

async function build(): Promise<void> {
  const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next')
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: webDir,
    env: { ...process.env, NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`next build failed (${code})`)
}

// The folder is replaced whole: refuse one that holds something other than an earlier bundle.
if ((await readdir(out).catch(() => [])).length > 0 && !(await exists(path.join(out, 'web', 'server.js')))) {
  throw new Error(`${out} is not empty and holds no bundle: refusing to replace it`)
}
const started = performance.now()
await build()
const dist = path.join(webDir, DIST_DIR)
await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
// verbatimSymlinks: the build links a few packages from web/.next-bundle/node_modules to the
// bundle's node_modules with relative links, which must stay relative to work once moved.
const copy = (from: string, to: string) => cp(from, to, { recursive: true, verbatimSymlinks: true })
// The content first: a cached page older than the content's files is rendered again (README,
// "Caching"), and the copies' times are the copy's, so the prerendered pages must come after it.
const contentDir = path.join(repo, 'content')
for (const name of await readdir(contentDir)) {
  if (!CONTENT_WORKSPACE_FILES.has(name)) await copy(path.join(contentDir, name), path.join(out, 'content', name))
}
await copy(path.join(dist, 'standalone'), out)
await copy(path.join(dist, 'static'), path.join(out, 'web', DIST_DIR, 'static'))
if (await exists(path.join(webDir, 'public'))) await copy(path.join(webDir, 'public'), path.join(out, 'web', 'public'))
const migrations = path.join('web', 'lib', 'leads', 'migrations')
await copy(path.join(repo, migrations), path.join(out, migrations))
const pgliteWorker = path.join('web', 'lib', 'leads', 'pglite-worker.ts')
await copy(path.join(repo, pgliteWorker), path.join(out, pgliteWorker))

// Next's server.js runs from web/ (it changes to its own folder); this one is the documented entry.
await writeFile(path.join(out, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`)
await writeFile(
  path.join(out, 'server.js'),
  "// The site: Next's standalone server in web/ (PORT, HOSTNAME; README.md, \"Deploying\").\nimport './web/server.js'\n",
)
console.log(
  `Wrote ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s: start it with \`node --no-memory-protection-keys server.js\` there (README.md, "Deploying").`,
)
