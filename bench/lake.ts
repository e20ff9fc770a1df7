/**
 * `npm run bench:lake`: query latency of the local Content Lake over HTTP, on the sample
 * dataset and on generated datasets 10× and 100× larger. Starts the lake in-process on a free
 * loopback port over a temporary copy of `content/` (the real folder is never written; larger
 * ones with N× its deals, airlines and posts, `npm run content:scale`), runs
 * the site's own GROQ queries sequentially, and prints p50/p95 per query and dataset, plus the
 * latency of a durable write (appended to the journal in `content/`, lake/README.md "Writes") and
 * the time the lake takes to stop, which folds the journal into `data.ndjson`. Options:
 *   --runs N     timed requests per query on the sample (default 200; N/√scale on larger ones)
 *   --scales L   comma-separated multipliers (default 1,10,100)
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import ts from 'typescript'
import { writeScaledDataset } from '@meridian/dataset/scale'
import { startLake, type RunningLake } from '../lake/src/index.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    scales: { type: 'string', default: '1,10,100' },
  },
})
const RUNS = Number(values.runs)
const SCALES = values.scales.split(',').map(Number)

const SAMPLE = path.join(import.meta.dirname, '..', 'content')
const SLUG = 'new-york-to-london-business-class'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

type Row = { scale: string; docs: number; name: string; p50: number; p95: number; server: number; bytes: number }

async function timeQuery(lake: RunningLake, query: string, params: Record<string, unknown>, runs: number) {
  const search = new URLSearchParams({ query })
  for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value))
  const url = `${lake.url}/v2025-02-19/data/query/production?${search}`
  const once = async () => {
    const started = performance.now()
    const response = await fetch(url)
    const text = await response.text()
    if (!response.ok) throw new Error(`Query failed (${response.status}): ${text.slice(0, 200)}`)
    const body = JSON.parse(text) as { ms: number; result: unknown }
    if (body.result === null) throw new Error(`Query returned null: ${query.slice(0, 80)}`)
    return { elapsed: performance.now() - started, server: body.ms, bytes: text.length }
  }
  for (let i = 0; i < 10; i++) await once()
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await once())
  const sorted = samples.map((sample) => sample.elapsed).sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    server: samples.reduce((sum, sample) => sum + sample.server, 0) / samples.length,
    bytes: samples[0]?.bytes ?? 0,
  }
}

async function timeWrite(lake: RunningLake, runs: number) {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: `deal.${SLUG}`, inc: { fareFrom: 1 } } }] }),
    })
    await response.text()
    if (!response.ok) throw new Error(`Write failed (${response.status})`)
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

/**
 * The site's queries as TypeGen recorded them (schemas/sanity.types.ts maps each query string
 * to its result type), so the bench times exactly what the pages send without importing the
 * site's server modules.
 */
async function siteQueries(): Promise<Map<string, string>> {
  const file = path.join(import.meta.dirname, '..', 'schemas', 'sanity.types.ts')
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest)
  const byResult = new Map<string, string>()
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'SanityQueries') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && ts.isStringLiteral(member.name) && member.type) {
          const result = member.type.getText(source) // e.g. DealQueryResult for dealQuery
          byResult.set(result.charAt(0).toLowerCase() + result.slice(1).replace(/Result$/, ''), member.name.text)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return byResult
}

const site = await siteQueries()
const siteQuery = (name: string) => {
  const query = site.get(name)
  if (!query) throw new Error(`${name} is not among the site's queries in schemas/sanity.types.ts`)
  return query
}

const queries = [
  { name: 'deal by slug (dealQuery)', query: siteQuery('dealQuery'), params: { slug: SLUG } },
  {
    name: 'deals by region (regionsWithDealsQuery)',
    query: siteQuery('regionsWithDealsQuery'),
    params: { perRegion: 6, ended: [] },
  },
  {
    name: 'best deals, first page (bestDealsQuery)',
    query: siteQuery('bestDealsQuery'),
    params: { start: 0, end: 6, ended: [] },
  },
  {
    name: 'deals list, first 12',
    query:
      '*[_type == "deal" && defined(slug.current)] | order(fareFrom asc)[0...12]{_id, title, "slug": slug.current, fareFrom}',
    params: {},
  },
  { name: 'count of deals', query: 'count(*[_type == "deal"])', params: {} },
]

const root = await mkdtemp(path.join(os.tmpdir(), 'meridian-bench-lake-'))
const rows: Row[] = []
try {
  for (const scale of SCALES) {
    const contentDir = path.join(root, `content-${scale}x`)
    const docs = await writeScaledDataset(SAMPLE, contentDir, scale)
    const loadStarted = performance.now()
    const lake = await startLake({ contentDir, stateDir: path.join(root, `state-${scale}x`), port: 0 })
    const loadMs = performance.now() - loadStarted
    const runs = Math.max(20, Math.round(RUNS / Math.sqrt(scale)))
    console.error(`${scale}×: ${docs} documents, lake ready in ${loadMs.toFixed(0)} ms, ${runs} runs per query`)
    let stopped = false
    try {
      for (const { name, query, params } of queries) {
        rows.push({ scale: `${scale}×`, docs, name, ...(await timeQuery(lake, query, params, runs)) })
      }
      const write = await timeWrite(lake, Math.max(10, Math.round(runs / 4)))
      rows.push({ scale: `${scale}×`, docs, name: 'write: patch, durable', ...write, server: NaN, bytes: 0 })
      const stopStarted = performance.now()
      await lake.close()
      stopped = true
      const stop = performance.now() - stopStarted
      // A stopped lake leaves the export layout: no journal beside data.ndjson.
      const left = (await readdir(contentDir)).sort().join(', ')
      if (left !== 'assets.json, data.ndjson, images, sample.json')
        throw new Error(`content/ after stop holds: ${left}`)
      rows.push({
        scale: `${scale}×`,
        docs,
        name: 'stop: journal into data.ndjson',
        p50: stop,
        p95: NaN,
        server: NaN,
        bytes: 0,
      })
    } finally {
      if (!stopped) await lake.close()
    }
  }
} finally {
  await rm(root, { recursive: true, force: true })
}

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`
const table = [
  ['dataset', 'documents', 'query', 'p50', 'p95', 'server (mean)', 'response'],
  ...rows.map((row) => [
    row.scale,
    row.docs.toLocaleString('en-US'),
    row.name,
    ms(row.p50),
    ms(row.p95),
    ms(row.server),
    row.bytes ? `${(row.bytes / 1024).toFixed(1)} KB` : '–',
  ]),
]
const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? []
const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
console.log(line(table[0] ?? []))
console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`)
for (const row of table.slice(1)) console.log(line(row))
