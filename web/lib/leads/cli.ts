/**
 * `npm run leads`: the sales team's view of the leads without a CRM.
 *
 *   npm run leads                         the newest 50 leads as a table
 *   npm run leads -- --limit 200          more (or --all)
 *   npm run leads -- --type contact       one kind only
 *   npm run --silent leads -- --csv > leads.csv    every lead as CSV
 *
 * Runs on Node 24 directly (type stripping, `--conditions=react-server` so that
 * `server-only` imports resolve), with the same environment files `next start` reads, so
 * it finds the same database. With PGlite (no DATABASE_URL) only one process may hold the
 * data folder: while `next start` runs, this refuses with a message saying so.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type * as NextEnv from '@next/env'

const TYPES = ['subscribe', 'contact', 'flight-request', 'questionnaire', 'booking'] as const
type LeadType = (typeof TYPES)[number]

const USAGE = `Usage: npm run leads [-- options]
  --csv          print CSV (every lead unless --limit is given) instead of a table
  --limit N      print at most N leads (the table's default is 50)
  --all          print every lead in the table
  --type TYPE    only ${TYPES.join(', ')}
  --help         this text`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        csv: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        limit: { type: 'string' },
        type: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 64)
  }
})()

if (values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const limit = values.limit === undefined ? (values.csv || values.all ? undefined : 50) : Number(values.limit)
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
  fail(`--limit takes a positive whole number\n\n${USAGE}`, 64)
if (values.type !== undefined && !TYPES.includes(values.type as LeadType)) {
  fail(`--type takes one of ${TYPES.join(', ')}\n\n${USAGE}`, 64)
}

// The same .env files, in the same order, as `next start` (production) in web/.
const webDir = path.join(import.meta.dirname, '..', '..')
const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'))
// Through next's own dependency, not a hoisted copy: @next/env is not ours to depend on.
const { loadEnvConfig } = requireFromNext('@next/env') as typeof NextEnv
loadEnvConfig(webDir, false, { info: () => {}, error: console.error })

// Imported only now: lib/env.ts reads the environment once, when first loaded.
const { DataDirBusyError } = await import('./data-dir-lock.ts')
const { closeDb, databaseKind, leadsDataDir } = await import('./db.ts')
const { leadsCsv, leadsTable } = await import('./report.ts')
const { listLeads } = await import('./store.ts')

try {
  const leads = await listLeads({ limit, type: values.type as LeadType | undefined })
  if (values.csv) {
    process.stdout.write(leadsCsv(leads))
  } else {
    const where = (await databaseKind()) === 'pglite' ? `PGlite in ${leadsDataDir()}` : 'PostgreSQL (DATABASE_URL)'
    process.stdout.write(leads.length ? leadsTable(leads) : 'No leads yet.\n')
    process.stderr.write(`\n${leads.length} lead(s), newest first, from ${where}.\n`)
  }
} catch (error) {
  const busy = error instanceof DataDirBusyError
  process.stderr.write(`${busy ? error.message : `Could not read the leads: ${(error as Error).message ?? error}`}\n`)
  process.exitCode = busy ? 2 : 1
} finally {
  await closeDb()
}
