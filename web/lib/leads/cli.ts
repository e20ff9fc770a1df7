/**
 * `npm run leads`: the sales team's view of the leads without a CRM.
 *
 *   npm run leads                         the newest 50 leads as a table
 *   npm run leads -- --limit 200          more (or --all)
 *   npm run leads -- --type contact       one kind only
 *   npm run --silent leads -- --csv > leads.csv    every lead as CSV
 *   npm run --silent leads -- export ada@example.com   everything stored about that address, as JSON
 *   npm run leads -- erase ada@example.com          erase it everywhere (docs/privacy.md)
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
       npm run leads -- export <e-mail>   print everything stored about an address as JSON
       npm run leads -- erase <e-mail>    erase it from leads, bookings and CRM deliveries
  --csv          print CSV (every lead unless --limit is given) instead of a table
  --limit N      print at most N leads (the table's default is 50)
  --all          print every lead in the table
  --type TYPE    only ${TYPES.join(', ')}
  --help         this text`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
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
const [command, address, ...extra] = positionals
if (command !== undefined && !['export', 'erase'].includes(command)) fail(`Unknown command ${command}\n\n${USAGE}`, 64)
if (command && (!address || !address.includes('@') || extra.length))
  fail(`${command} takes one e-mail address\n\n${USAGE}`, 64)
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

/** `export`: JSON on stdout, nothing when nothing is stored; `erase`: what it did. */
async function personalData(command: 'export' | 'erase', email: string) {
  const { erasePersonalData, exportPersonalData } = await import('./personal-data.ts')
  if (command === 'export') {
    const found = await exportPersonalData(email)
    if (found) process.stdout.write(`${JSON.stringify(found, null, 2)}\n`)
    else process.stderr.write(`Nothing is stored about ${email}.\n`)
    return
  }
  const erased = await erasePersonalData(email, new Date())
  const lines = [
    `Erased for ${email}:`,
    `  leads deleted: ${erased.leads.length ? erased.leads.join(', ') : 'none'}`,
    `  CRM deliveries deleted: ${erased.crmDeliveries}`,
    `  bookings without passengers and contact details now: ${erased.bookings.length ? erased.bookings.join(', ') : 'none'}`,
  ]
  if (erased.deliveredToCrm.length)
    lines.push(`The CRM already holds ${erased.deliveredToCrm.join(', ')}: erase them there too.`)
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  if (command) {
    await personalData(command as 'export' | 'erase', address!)
  } else {
    await list()
  }
} catch (error) {
  const busy = error instanceof DataDirBusyError
  const what = command ? `${command} the data of ${address}` : 'read the leads'
  process.stderr.write(`${busy ? error.message : `Could not ${what}: ${(error as Error).message ?? error}`}\n`)
  process.exitCode = busy ? 2 : 1
} finally {
  await closeDb()
}

async function list() {
  const leads = await listLeads({ limit, type: values.type as LeadType | undefined })
  if (values.csv) {
    process.stdout.write(leadsCsv(leads))
  } else {
    const where = (await databaseKind()) === 'pglite' ? `PGlite in ${leadsDataDir()}` : 'PostgreSQL (DATABASE_URL)'
    process.stdout.write(leads.length ? leadsTable(leads) : 'No leads yet.\n')
    process.stderr.write(`\n${leads.length} lead(s), newest first, from ${where}.\n`)
  }
}
