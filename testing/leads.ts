import { spawn } from 'node:child_process'
import path from 'node:path'
import { FORM_TOKEN_HEADER, type FormTokenAnswer } from '../web/lib/leads/bot-check-headers.ts'

/**
 * Leads sent and read the way a visitor's form and the sales team do, for the browser tests
 * (web/e2e/) and the fault benchmark (bench/faults.ts), against a server of their own.
 */

const repoRoot = path.join(import.meta.dirname, '..')

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

/**
 * The leads stored in a data folder, as the sales team's CSV export prints them. `env` is added to
 * the reader's environment (e.g. DATABASE_URL, empty to keep web/.env* from naming another store).
 */
export async function storedLeadsCsv(dataDir: string, env: Record<string, string> = {}): Promise<string> {
  const child = spawn('npm', ['run', '--silent', 'leads', '--', '--csv'], {
    cwd: repoRoot,
    env: { ...process.env, LEADS_DATA_DIR: dataDir, ...env },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (err += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`npm run leads failed (${code}): ${err}`)
  return out
}

/** The rows of storedLeadsCsv's RFC 4180 text (web/lib/leads/csv.ts), each by its header's names. */
export function csvRecords(csv: string): Record<string, string>[] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  for (let at = 0; at < csv.length; at++) {
    const char = csv[at]!
    if (char === '"') {
      // A quoted cell runs to the next lone quote; a doubled quote inside stands for one.
      for (at++; at < csv.length && !(csv[at] === '"' && csv[at + 1] !== '"'); at++) {
        if (csv[at] === '"') at++
        cell += csv[at]
      }
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && csv[at + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      at++
    } else cell += char
  }
  const [header = [], ...records] = rows
  return records.map((cells) => Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])))
}
