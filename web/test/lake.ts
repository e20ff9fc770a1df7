import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { withPerspective, type Perspective, type SanityDocument } from '@meridian/lake/dataset'
import { evaluate, parse } from 'groq-js'

/**
 * A stand-in for the local Content Lake's HTTP API, as much of it as draft mode uses: GROQ
 * queries under a perspective and `createOrReplace` mutations, both behind the lake's token.
 * It holds only what is written to it (the Studio's `sanity.previewUrlSecret` documents), so
 * the site's secret check is tested over real HTTP. The real lake can replace it: tests make
 * secrets the way the Studio does, by a mutation.
 */

export const DATASET = 'production'
/** The API version @sanity/preview-url-secret queries and writes with. */
const API = /^\/v[\d-]+\/data\/(query|mutate)\/([\w-]+)$/

type Received = { method: string; path: string; authorization: string | undefined; perspective: string | null }

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeLake({ token, port = 0 }: { token: string; port?: number }) {
  const documents = new Map<string, SanityDocument>()
  const requests: Received[] = []

  async function answer(request: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(request.url ?? '/', 'http://lake.invalid')
    const perspective = url.searchParams.get('perspective')
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      perspective,
    })
    const [, endpoint, dataset] = API.exec(url.pathname) ?? []
    if (!endpoint || dataset !== DATASET) return [404, { error: 'Not Found' }]
    if (request.headers.authorization !== `Bearer ${token}`) return [401, { error: 'Unauthorized' }]

    if (endpoint === 'query') {
      const body = request.method === 'POST' ? (JSON.parse(await readBody(request)) as Record<string, unknown>) : {}
      const query = (body.query as string | undefined) ?? url.searchParams.get('query') ?? ''
      const params: Record<string, unknown> = { ...(body.params as object) }
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      const dataset = withPerspective([...documents.values()], (perspective ?? 'drafts') as Perspective)
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
      return [200, { ms: 0, query, result }]
    }

    if (request.method !== 'POST') return [405, { error: 'Method Not Allowed' }]
    const { mutations } = JSON.parse(await readBody(request)) as { mutations: Record<string, SanityDocument>[] }
    const results = []
    for (const mutation of mutations) {
      const document = mutation.createOrReplace
      if (!document) return [400, { error: 'Only createOrReplace is supported here' }]
      const now = new Date().toISOString()
      documents.set(document._id, { _createdAt: now, ...document, _updatedAt: now, _rev: randomUUID() })
      results.push({ id: document._id, operation: 'create' })
    }
    return [200, { transactionId: randomUUID(), results }]
  }

  const server = createServer((request, response) => {
    answer(request).then(
      ([status, body]) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Stores a preview secret the way the Studio's Presentation tool does before it opens the
 * site (a `sanity.previewUrlSecret` draft, written with the token), and returns it.
 */
export async function createPreviewSecret(lakeUrl: string, token: string, studioUrl = 'http://localhost:3333') {
  const secret = randomUUID()
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/${DATASET}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: [
        {
          createOrReplace: {
            _id: `drafts.${randomUUID()}`,
            _type: 'sanity.previewUrlSecret',
            secret,
            source: 'meridian-tests',
            studioUrl,
          },
        },
      ],
    }),
  })
  if (!response.ok) throw new Error(`The lake refused the preview secret: ${response.status} ${await response.text()}`)
  return secret
}
