import { randomBytes } from 'node:crypto'
import { appendFileSync, cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { expect, test } from '@playwright/test'
import { copyOfBundle, NODE_24, testBundle, type BundleKind, type TestBundle } from '../../testing/bundle.ts'
import { formTokenHeader, storedLeadsCsv } from '../../testing/leads.ts'
import { startNginx } from '../../testing/nginx.ts'
import { PGLITE_NODE_FLAGS } from '../../testing/node-flags.ts'
import { startServer, STORE_OPEN_LINE, type Server } from '../../testing/server.ts'
import { installed, postgresService, redisService, type Service } from '../../testing/services.ts'
import { TEST_TIME } from '../../testing/test-time.ts'
import { IDEMPOTENCY_HEADER } from '../lib/leads/signature'
import { eventually, startFakeCrm, TEST_CRM_SECRET } from '../test/leads'

/**
 * Several instances as deployed (README.md, "Deploying"): two copies of the bundle (`npm run
 * bundle`), each in a folder of its own outside the repository as two machines would have them,
 * started with `node server.js`, one Redis, one PostgreSQL and nginx round-robin in front, on
 * loopback. A publish reaching one instance is served by both; Redis or PostgreSQL stopped shows
 * in /api/health, and pages keep answering; a rolling restart under load fails no request. The
 * last test is one instance without Redis, restarted after its content changed while it was down.
 */
test.describe.configure({ mode: 'serial' })

const missing = (['redis-server', 'nginx', 'postgresql'] as const).filter((command) => !installed(command))
// In CI (.ci/run installs all three) a missing one fails the run; on a workstation it is said.
test.skip(
  missing.length > 0 && !process.env.CI,
  `the cluster test needs ${missing.join(', ')}: apt-get install -y redis-server nginx postgresql`,
)

const PORTS = { redis: 3141, postgres: 3143, a: 3144, b: 3145, nginx: 3146, single: [3147, 3148] } as const
const SECRET = randomBytes(24).toString('hex')
const DEAL = { id: 'deal.boston-to-colombo-business-class', slug: 'boston-to-colombo-business-class' }
const OTHER_DEAL = { id: 'deal.atlanta-to-johannesburg-business-class', slug: 'atlanta-to-johannesburg-business-class' }
const dealPath = (deal: { slug: string }) => `/all-deals/${deal.slug}`

/** This run's folder in the system's temporary one (content, bundle copies, stores), made on first use. */
let scratchDir: string | undefined
const scratch = () => (scratchDir ??= mkdtempSync(path.join(tmpdir(), 'meridian-cluster-')))
/**
 * The bundles of these sources (testing/bundle.ts): with the shared cache for the instances behind
 * nginx, built here; with Next's own cache for the single instance, built by the bundle test
 * earlier in `npm test` (or here).
 */
const bundles = {} as Record<BundleKind, TestBundle>

test.beforeAll(async () => {
  // A build for each bundle the bundle test has not made of these sources: about two minutes.
  test.setTimeout(600_000)
  bundles['shared-cache'] = await testBundle('shared-cache')
  bundles['own-cache'] = await testBundle('own-cache')
})

/** A copy of the sample content that the test publishes into, as the lake would. */
function copyOfContent(name: string): string {
  const dir = path.join(scratch(), name)
  cpSync(path.join(import.meta.dirname, '..', '..', 'content'), dir, { recursive: true })
  return dir
}

/**
 * Starts one instance: the bundle copied to `dir` on `port`, started as the image starts it
 * (`node --no-memory-protection-keys server.js`) on the project's Node 24 and only the environment an operator gives it. The one place that says how
 * an instance runs. Up, as a load balancer would put it in rotation, once health answers 200:
 * after its first render (web/lib/warm-up.ts).
 */
async function startInstance(port: number, dir: string, env: Record<string, string>): Promise<Server> {
  const server = await startServer(NODE_24, [...PGLITE_NODE_FLAGS, 'server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      // As the image sets them (Dockerfile).
      NODE_ENV: 'production',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      ...TEST_TIME,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SANITY_REVALIDATE_SECRET: SECRET,
      LEADS_RATE_LIMIT: '100000',
      LEADS_MIN_FORM_AGE_MS: '0',
      ...env,
    },
    port,
    readyLine: STORE_OPEN_LINE,
    upWithinMs: 60_000,
    name: `The site on ${port}`,
  })
  await until(
    `the site on ${port} healthy`,
    () => health(server.origin),
    (answer) => answer?.status === 200,
  )
  return server
}

/** Changes a document's title in `contentDir` as the lake publishes: a new file renamed over the old. */
function publishTitle(contentDir: string, id: string, title: string): void {
  const file = path.join(contentDir, 'data.ndjson')
  const lines = readFileSync(file, 'utf8').split('\n')
  const changed = lines.map((line) => {
    if (!line.startsWith(`{"_id":"${id}"`)) return line
    return JSON.stringify({ ...(JSON.parse(line) as object), title })
  })
  expect(changed).not.toEqual(lines)
  writeFileSync(`${file}.tmp.publish`, changed.join('\n'))
  renameSync(`${file}.tmp.publish`, file)
}

/** The publish webhook, signed as the lake signs it. */
async function webhook(origin: string, deal: { id: string; slug?: string }, type = 'deal'): Promise<number> {
  const body = JSON.stringify({ _id: deal.id, _type: type, slug: deal.slug })
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  })
  return response.status
}

/** A page's status and its <h1> (a deal's title), short enough for a failure message. */
const page = async (url: string) => {
  const response = await fetch(url)
  const html = await response.text()
  return { status: response.status, heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] }
}
const health = async (origin: string) => {
  const response = await fetch(`${origin}/api/health`).catch(() => null)
  return response ? { status: response.status, body: (await response.json()) as { down: string[] } } : null
}

/** Polls until `check` holds, or fails with what it last saw. */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read().catch(() => undefined as T)
    if (check(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} within ${timeoutMs} ms; last seen: ${JSON.stringify(last)}`)
}

test.describe('two instances behind nginx with Redis and PostgreSQL', () => {
  let redis: Service
  let postgres: Service
  let contentDir: string
  const machines = { a: '', b: '' }
  const instances: { a?: Server; b?: Server } = {}
  let nginx: Server | undefined
  let crm: Awaited<ReturnType<typeof startFakeCrm>>
  const env = () => ({
    REDIS_URL: redis.url,
    DATABASE_URL: postgres.url,
    CONTENT_DIR: contentDir,
    TRUSTED_PROXY_HOPS: '1',
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: TEST_CRM_SECRET,
    LEADS_SWEEP_SECONDS: '2',
  })
  const origin = (name: 'a' | 'b') => `http://127.0.0.1:${PORTS[name]}`

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    redis = redisService(PORTS.redis)
    postgres = postgresService(PORTS.postgres)
    crm = await startFakeCrm()
    await Promise.all([redis.start(), postgres.start()])
    // The content before the bundles: a page older than the content's files renders again.
    contentDir = copyOfContent('content')
    machines.a = await copyOfBundle(bundles['shared-cache'], path.join(scratch(), 'machine-a'))
    machines.b = await copyOfBundle(bundles['shared-cache'], path.join(scratch(), 'machine-b'))
    // One after the other: the first migrates the shared lead store.
    instances.a = await startInstance(PORTS.a, machines.a, env())
    instances.b = await startInstance(PORTS.b, machines.b, env())
    // The test's own traffic all comes from 127.0.0.1: nginx's per-address budget for the POST APIs
    // (deploy/nginx/meridian.conf) is raised so that it refuses none of the load below.
    nginx = await startNginx({
      sitePorts: [PORTS.a, PORTS.b],
      port: PORTS.nginx,
      edits: [['rate=2r/s', 'rate=10000r/s']],
    })
  })

  test.afterAll(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [name, server] of Object.entries(instances))
        await testInfo.attach(`instance ${name}`, { body: server?.output() ?? '' })
    }
    await nginx?.stop()
    await Promise.all([instances.a?.stop(), instances.b?.stop()])
    await Promise.all([redis?.remove(), postgres?.remove(), crm?.close()])
  })

  test('a publish sent to one instance is served by both within 1 s, and through nginx within 2.5 s', async () => {
    // Both have served (and cached) the page before the publish, and so has nginx's micro-cache.
    for (const name of ['a', 'b'] as const) expect((await page(origin(name) + dealPath(DEAL))).status).toBe(200)
    for (let n = 0; n < 2; n++) expect((await page(nginx!.origin + dealPath(DEAL))).status).toBe(200)
    const title = `Boston to Colombo, published ${randomBytes(4).toString('hex')}`
    publishTitle(contentDir, DEAL.id, title)
    expect(await webhook(origin('a'), DEAL)).toBe(200)
    const answered = Date.now()
    for (const name of ['b', 'a'] as const) {
      await until(
        `instance ${name} serves the new title`,
        () => page(origin(name) + dealPath(DEAL)),
        ({ heading }) => heading === title,
        1_000,
      )
    }
    expect(Date.now() - answered).toBeLessThanOrEqual(1_000)
    // Through nginx, as visitors meet the site: its copy is valid for 1 s, which nginx counts in
    // whole seconds, so a copy kept just before the publish is answered for up to 2 s; then one
    // request renews it (deploy/nginx/meridian.conf), and every answer after is the new page.
    await until(
      'nginx serves the new title',
      () => page(nginx!.origin + dealPath(DEAL)),
      ({ heading }) => heading === title,
      2_500 - (Date.now() - answered),
    )
    for (let n = 0; n < 4; n++) expect((await page(nginx!.origin + dealPath(DEAL))).heading).toBe(title)
    // A client-side navigation's payload (RSC) of the page the other instance rendered: entries
    // hold Buffers and Maps, which must survive the trip through Redis.
    const rsc = await fetch(origin('b') + dealPath(DEAL), { headers: { RSC: '1' } })
    expect(rsc.headers.get('content-type')).toContain('text/x-component')
    expect(await rsc.text()).toContain(title)
  })

  test('a redirect published through one instance is answered by the other within 1.5 s', async () => {
    const from = `/cluster-old-${randomBytes(4).toString('hex')}`
    // Both have read their redirect table (the proxy keeps it in memory) before the publish.
    for (const name of ['a', 'b'] as const) {
      expect((await fetch(origin(name) + from, { redirect: 'manual' })).status).toBe(404)
    }
    const id = `redirect.${from.slice(1)}`
    const stamp = { _createdAt: '2027-03-01T00:00:00Z', _updatedAt: '2027-03-16T12:00:00Z', _rev: 'cluster' }
    appendFileSync(
      path.join(contentDir, 'data.ndjson'),
      `\n${JSON.stringify({ _id: id, _type: 'redirect', ...stamp, from, to: '/blog', permanent: true })}\n`,
    )
    expect(await webhook(origin('a'), { id }, 'redirect')).toBe(200)
    const answered = Date.now()
    // The other instance learns of it from Redis (web/lib/redirects.ts), not from a webhook.
    await until(
      'instance b redirects',
      async () => {
        const response = await fetch(origin('b') + from, { redirect: 'manual' })
        return { status: response.status, location: response.headers.get('location') }
      },
      ({ status, location }) => status === 308 && new URL(location ?? '', origin('b')).pathname === '/blog',
      1_500,
    )
    expect(Date.now() - answered).toBeLessThanOrEqual(1_500)
  })

  test('Redis stopped: pages answer 200, the webhook 503 (the CMS retries), health 503 naming redis', async () => {
    await redis.stop()
    try {
      for (const pathname of ['/', dealPath(DEAL), dealPath(OTHER_DEAL), '/airlines', '/blog']) {
        expect((await page(nginx!.origin + pathname)).status, pathname).toBe(200)
      }
      expect(await webhook(origin('a'), DEAL)).toBe(503)
      for (const name of ['a', 'b'] as const) {
        const answer = await health(origin(name))
        expect(answer).toEqual({ status: 503, body: expect.objectContaining({ down: ['redis'] }) })
      }
    } finally {
      await redis.start()
    }
    for (const name of ['a', 'b'] as const)
      await until(
        `instance ${name} healthy again`,
        () => health(origin(name)),
        (answer) => answer?.status === 200,
      )
    expect(await webhook(origin('b'), DEAL)).toBe(200)
  })

  test('PostgreSQL stopped: health 503 naming the lead store', async () => {
    await postgres.stop()
    try {
      for (const name of ['a', 'b'] as const) {
        const answer = await health(origin(name))
        expect(answer).toEqual({ status: 503, body: expect.objectContaining({ down: ['lead store'] }) })
      }
      expect((await page(nginx!.origin + '/')).status).toBe(200)
    } finally {
      await postgres.start()
    }
    for (const name of ['a', 'b'] as const)
      await until(
        `instance ${name} healthy again`,
        () => health(origin(name)),
        (answer) => answer?.status === 200,
      )
  })

  test('a rolling restart of both under load fails no request; every Success is a stored lead, delivered to the CRM once', async () => {
    test.setTimeout(150_000)
    const pages = ['/', dealPath(DEAL), '/airlines', dealPath(OTHER_DEAL), '/blog']
    const failures: string[] = []
    const subscribed: string[] = []
    let requests = 0
    let restarting = true
    let phase = 'before'
    const client = async (worker: number) => {
      for (let n = 0; restarting; n++) {
        requests++
        const pathname = pages[n % pages.length]!
        try {
          if (n % 4 === 3) {
            const email = `rolling-${worker}-${n}@example.com`
            const response = await fetch(`${nginx!.origin}/api/crm/contacts`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...(await formTokenHeader(nginx!.origin)) },
              body: JSON.stringify({ type: 'subscribe', email, token: '' }),
            })
            const text = await response.text()
            if (text === 'Success') subscribed.push(email)
            else failures.push(`${phase}: subscribe: ${response.status} ${text}`)
          } else {
            const response = await fetch(nginx!.origin + pathname)
            await response.arrayBuffer()
            if (response.status !== 200) failures.push(`${phase}: ${pathname}: ${response.status}`)
          }
        } catch (error) {
          failures.push(`${phase}: ${pathname}: ${String(error)}`)
        }
      }
    }
    // Each delivery takes a second, so that a restart always finds some in flight (lib/shutdown.ts).
    crm.state.mode = 'slow'
    crm.state.delayMs = 1_000
    const load = Promise.all(Array.from({ length: 6 }, (_, worker) => client(worker)))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    for (const name of ['a', 'b'] as const) {
      phase = `stopping ${name}`
      const stopping = Date.now()
      const stopped = instances[name]!.stop()
      // Health says so first, while the instance still serves.
      await until(
        `instance ${name} reports 503`,
        () => health(origin(name)),
        (answer) => answer?.status === 503,
        1_000,
      )
      expect((await page(origin(name) + '/')).status).toBe(200)
      await stopped
      // SIGTERM to exit within the stated drain (lib/shutdown.ts: 10 s).
      expect(Date.now() - stopping).toBeLessThan(10_000 + 2_000)
      phase = `starting ${name}`
      instances[name] = await startInstance(PORTS[name], machines[name], env())
      phase = `${name} restarted`
      // nginx skips an instance for 2 s after it refused a connection (deploy/nginx/meridian.conf):
      // the next one stops once this one is back in rotation.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
    }
    restarting = false
    await load
    const nginxSaid = nginx!
      .output()
      .split('\n')
      .filter((line) => line.includes('upstream'))
      .slice(-10)
    expect(
      failures.length,
      `of ${requests} requests, failed:\n${[...failures.slice(0, 30), ...nginxSaid].join('\n')}`,
    ).toBe(0)
    expect(requests).toBeGreaterThan(100)
    expect(subscribed.length).toBeGreaterThan(10)
    // Every subscription reached the CRM once: deliveries in flight at each SIGTERM finished.
    const emailOf = (body: string) => (JSON.parse(body) as { email?: string }).email
    await eventually(
      () => subscribed.every((email) => crm.accepted.some(({ body }) => emailOf(body) === email)),
      30_000,
    )
    const keys = crm.accepted.map(({ headers }) => headers[IDEMPOTENCY_HEADER.toLowerCase()])
    expect(keys.length - new Set(keys).size, 'deliveries accepted twice').toBe(0)
    const csv = await storedLeadsCsv(path.join(scratch(), 'unused-pglite'), { DATABASE_URL: postgres.url })
    expect(subscribed.filter((email) => !csv.includes(email))).toEqual([])
  })
})

test('one instance without Redis: content changed while it was down is served after the restart', async () => {
  test.setTimeout(120_000)
  const contentDir = copyOfContent('content-single')
  const machine = await copyOfBundle(bundles['own-cache'], path.join(scratch(), 'machine-single'))
  const env = { CONTENT_DIR: contentDir, LEADS_DATA_DIR: path.join(scratch(), 'leads-single') }
  let site = await startInstance(PORTS.single[0], machine, env)
  try {
    // A page re-rendered by a publish before the restart…
    const before = `Boston to Colombo, before the restart ${randomBytes(4).toString('hex')}`
    publishTitle(contentDir, DEAL.id, before)
    expect(await webhook(site.origin, DEAL)).toBe(200)
    expect((await page(site.origin + dealPath(DEAL))).heading).toBe(before)
    expect((await page(site.origin + dealPath(OTHER_DEAL))).status).toBe(200)
    await site.stop()

    // …and content published while no server ran, with no webhook to announce it.
    const whileDown = `Boston to Colombo, changed while down ${randomBytes(4).toString('hex')}`
    const otherWhileDown = `Atlanta to Johannesburg, changed while down ${randomBytes(4).toString('hex')}`
    publishTitle(contentDir, DEAL.id, whileDown)
    publishTitle(contentDir, OTHER_DEAL.id, otherWhileDown)
    site = await startInstance(PORTS.single[1], machine, env)
    expect((await page(site.origin + dealPath(DEAL))).heading).toBe(whileDown)
    // A page still as the build rendered it is not trusted either.
    expect((await page(site.origin + dealPath(OTHER_DEAL))).heading).toBe(otherWhileDown)
  } finally {
    await site.stop()
  }
})

test.afterAll(() => {
  if (scratchDir) rmSync(scratchDir, { recursive: true, force: true })
})
