import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type SanityClient } from '@sanity/client'
import { JOURNAL_FILE } from '@meridian/dataset'
import { startLake, type RunningLake, type StartLakeOptions } from '../src/index.ts'

const SAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'content')

/** A copy of the sample dataset (never the real `content/`) and an empty state folder. */
export async function tempDirs(): Promise<{ root: string; contentDir: string; stateDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'lake-test-'))
  const contentDir = path.join(root, 'content')
  await Promise.all(
    ['data.ndjson', 'assets.json', 'sample.json', 'images'].map((name) =>
      cp(path.join(SAMPLE, name), path.join(contentDir, name), { recursive: true }),
    ),
  )
  return { root, contentDir, stateDir: path.join(root, 'state') }
}

export type TestLake = RunningLake & {
  root: string
  contentDir: string
  stateDir: string
  /** Authenticated client (the lake's token), plain HTTP. */
  client: SanityClient
  /** No token: what the public site sees. */
  anonymous: SanityClient
  /** Raw request against the plain-HTTP origin. */
  api: (pathname: string, init?: RequestInit & { token?: string | null }) => Promise<Response>
  /** Stops the lake and removes its folders. */
  dispose: () => Promise<void>
}

export function clientFor(lake: RunningLake, token?: string): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
  })
}

export async function startTestLake(
  options: Partial<StartLakeOptions> & { dirs?: { root: string; contentDir: string; stateDir: string } } = {},
): Promise<TestLake> {
  const dirs = options.dirs ?? (await tempDirs())
  const lake = await startLake({ contentDir: dirs.contentDir, stateDir: dirs.stateDir, port: 0, ...options })
  const api = (pathname: string, init: RequestInit & { token?: string | null } = {}) => {
    const { token = lake.token, headers, ...rest } = init
    return fetch(`${lake.url}${pathname}`, {
      ...rest,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string>) },
    })
  }
  return {
    ...lake,
    ...dirs,
    client: clientFor(lake, lake.token),
    anonymous: clientFor(lake),
    api,
    dispose: async () => {
      await lake.close()
      await rm(dirs.root, { recursive: true, force: true })
    },
  }
}

export const readText = (file: string) => readFile(file, 'utf8')

/** What content/ holds for the dataset while a lake runs: `data.ndjson` and the journal not yet folded into it. */
export const persistedContent = async (lake: TestLake) =>
  [
    await readText(path.join(lake.contentDir, 'data.ndjson')),
    await readText(path.join(lake.contentDir, JOURNAL_FILE)).catch(() => ''),
  ].join('\n--- journal ---\n')

/** Waits until `check` returns a value (not undefined), polling. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
