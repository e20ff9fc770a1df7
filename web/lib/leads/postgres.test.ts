import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadsTestEnv, startFakeCrm, TEST_CRM_SECRET } from '@/test/leads'
import { throwawayDatabase } from '@/test/postgres'

/**
 * The DATABASE_URL path against a real PostgreSQL server, with several processes standing
 * in for several stateless instances of the site. Runs only when TEST_DATABASE_URL names a
 * server where it may create and drop a database, e.g.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project web postgres
 */

const database = throwawayDatabase('leads_test')
const databaseUrl = database.url

const moduleUrl = (name: string) => JSON.stringify(path.join(import.meta.dirname, name))

/** A separate Node process running `code` with the lead modules, on DATABASE_URL. */
function instance(code: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--input-type=module',
      '-e',
      `const { closeDb, getDb } = await import(${moduleUrl('db.ts')});
       const { drainOutbox } = await import(${moduleUrl('outbox.ts')});
       const { saveLead } = await import(${moduleUrl('store.ts')});
       try { ${code} } finally { await closeDb() }`,
    ],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LEADS_DATA_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise<string>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`instance failed (${code}):\n${output}`)),
    ),
  )
}

describe.skipIf(!databaseUrl)('leads on a PostgreSQL server (TEST_DATABASE_URL)', () => {
  const crm = startFakeCrm()
  let cleanup = async () => {}

  beforeAll(async () => {
    await database.create()
    cleanup = (await leadsTestEnv({ DATABASE_URL: databaseUrl })).cleanup
  })

  afterAll(async () => {
    const { closeDb } = await import('./db')
    await closeDb()
    await (await crm).close()
    await database.drop()
    await cleanup()
  })

  it('migrates once when several instances start together', async () => {
    await Promise.all(Array.from({ length: 4 }, () => instance('await getDb()')))
    const { databaseKind, getDb } = await import('./db')
    expect(await databaseKind()).toBe('postgres')
    const { sql } = await import('drizzle-orm')
    const db = await getDb()
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[]
    }
    // Each migration of the journal applied exactly once, however many instances raced.
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    expect(journal.entries.length).toBeGreaterThan(1)
    expect(rows[0]?.n).toBe(journal.entries.length)
  }, 60_000)

  it('keeps one subscriber when instances receive the same address at once', async () => {
    // (schemas.ts is not loaded in these processes: its `@/` imports need Next or Vitest.)
    const subscribe = `await Promise.all(Array.from({ length: 10 }, () => saveLead(
      { type: 'subscribe', email: 'Same@Example.com', token: '' }, { deliverToCrm: true })))`
    await Promise.all(Array.from({ length: 3 }, () => instance(subscribe)))
    const { listLeads } = await import('./store')
    expect((await listLeads()).filter((lead) => lead.email === 'same@example.com')).toHaveLength(1)
  }, 60_000)

  it('shares one rate-limit budget among instances counting the same addresses at once', async () => {
    // Six addresses, 20 requests each from every instance, in a different order per instance.
    const count = (reversed: boolean) =>
      instance(`
        const { consumeRateLimit } = await import(${moduleUrl('rate-limit.ts')});
        const keys = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => 'test-' + k);
        if (${reversed}) keys.reverse();
        const decisions = await Promise.all(
          Array.from({ length: 120 }, (_, i) => consumeRateLimit(keys[i % 6], 25, ${Date.UTC(2026, 10, 21, 12, 0, 30)})),
        );
        console.log(JSON.stringify(decisions.filter((d) => d.allowed).length));
      `)
    const allowed = (await Promise.all([count(false), count(true), count(false)])).map((output) =>
      Number(output.trim()),
    )
    // 60 requests per address across the instances, 25 allowed each: 150 in all, however split.
    expect(allowed.reduce((sum, n) => sum + n, 0)).toBe(150)
  }, 60_000)

  it('never delivers one outbox row twice when instances sweep at the same time', async () => {
    const { leadPayloadSchema } = await import('./schemas')
    const { saveLead } = await import('./store')
    const saved = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        saveLead(leadPayloadSchema.parse({ type: 'subscribe', email: `sweep-${i}@example.com`, token: '' }), {
          deliverToCrm: true,
        }),
      ),
    )
    const fake = await crm
    const sweep = 'for (let i = 0; i < 10; i++) await drainOutbox()'
    const env = { CRM_WEBHOOK_URL: fake.url, CRM_WEBHOOK_SECRET: TEST_CRM_SECRET }
    await Promise.all(Array.from({ length: 4 }, () => instance(sweep, env)))
    for (const lead of saved) {
      expect(fake.accepted.filter((request) => request.headers['idempotency-key'] === lead.id)).toHaveLength(1)
    }
  }, 60_000)

  it('refuses on one instance a form token another instance spent, and lets one through of two sent at once', async () => {
    const check = (token: string) =>
      instance(`
        const { checkBotHeaders } = await import(${moduleUrl('bot-check.ts')});
        const { FORM_TOKEN_HEADER } = await import(${moduleUrl('bot-check-headers.ts')});
        const check = await checkBotHeaders(new Headers({ [FORM_TOKEN_HEADER]: ${JSON.stringify(token)} }));
        console.log(check.ok ? 'ok' : check.reason);
      `)
    const issue = () =>
      instance(`
        const { issueFormToken } = await import(${moduleUrl('bot-check.ts')});
        console.log((await issueFormToken(Date.now() - 10_000)).token);
      `)
    const last = (output: string) => output.trim().split('\n').at(-1)
    const token = last(await issue())!
    expect(last(await check(token))).toBe('ok')
    expect(last(await check(token))).toBe('replayed')
    const another = last(await issue())!
    const answers = await Promise.all([check(another), check(another), check(another)])
    expect(answers.map(last).sort()).toEqual(['ok', 'replayed', 'replayed'])
  }, 60_000)
})
