import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, startTestLake, type TestLake } from './helpers.ts'

type Delivery = { body: string; signature: string }

// Made per run, like every test secret here: nothing to mistake for a real one.
const SECRET = randomBytes(24).toString('hex')
let receiver: http.Server
let deliveries: Delivery[] = []
let failNext = 0
let lake: TestLake

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (failNext > 0) {
        failNext--
        res.writeHead(500).end()
        return
      }
      deliveries.push({ body, signature: String(req.headers[SIGNATURE_HEADER_NAME]) })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":[]}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  lake = await startTestLake({
    revalidateUrl: `http://127.0.0.1:${port}/api/revalidate`,
    revalidateSecret: SECRET,
    revalidateRetryDelaysMs: [20, 20],
    log: () => {},
  })
})
afterAll(async () => {
  await lake.dispose()
  receiver.close()
})

const bodies = () => deliveries.map((delivery) => JSON.parse(delivery.body))

describe('revalidation webhook', () => {
  it('posts a signed {_id, _type, slug} on publish, and nothing for draft edits', async () => {
    deliveries = []
    await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.deal.atlanta-to-johannesburg-business-class',
      publishedId: 'deal.atlanta-to-johannesburg-business-class',
      patch: { set: { title: 'Atlanta to Johannesburg, now cheaper' } },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(deliveries).toEqual([])

    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.deal.atlanta-to-johannesburg-business-class',
      publishedId: 'deal.atlanta-to-johannesburg-business-class',
    })
    const [delivery] = await eventually(() => (deliveries.length > 0 ? deliveries : undefined))
    expect(JSON.parse(delivery?.body ?? '')).toEqual({
      _id: 'deal.atlanta-to-johannesburg-business-class',
      _type: 'deal',
      slug: 'atlanta-to-johannesburg-business-class',
    })
    expect(await isValidSignature(delivery?.body ?? '', delivery?.signature ?? '', SECRET)).toBe(true)
    expect(await isValidSignature(delivery?.body ?? '', delivery?.signature ?? '', 'another-secret')).toBe(false)
  })

  it('reports unpublish and delete with the slug the document had, and retries failures', async () => {
    deliveries = []
    failNext = 1
    await lake.client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.deal.boston-to-dublin-business-class',
      publishedId: 'deal.boston-to-dublin-business-class',
    })
    await eventually(() => (deliveries.length > 0 ? true : undefined))
    expect(bodies()).toEqual([
      { _id: 'deal.boston-to-dublin-business-class', _type: 'deal', slug: 'boston-to-dublin-business-class' },
    ])

    deliveries = []
    await lake.client.delete('deal.boston-to-london-business-class')
    await eventually(() => (deliveries.length > 0 ? true : undefined))
    expect(bodies()).toEqual([
      { _id: 'deal.boston-to-london-business-class', _type: 'deal', slug: 'boston-to-london-business-class' },
    ])
  })

  it('revalidates the old slug too when a published slug changes, and the redirect it records', async () => {
    deliveries = []
    await lake.client.patch('region.business-class-flights-to-africa').set({ 'slug.current': 'africa' }).commit()
    await eventually(() => (deliveries.length > 2 ? true : undefined))
    expect(
      bodies()
        .map((body) => `${body._type}:${body.slug}`)
        .sort(),
    ).toEqual(['redirect:null', 'region:africa', 'region:business-class-flights-to-africa'])
  })

  it('ignores system documents and assets', async () => {
    deliveries = []
    await lake.client.create({ _id: 'sanity-secret', _type: 'sanity.previewUrlSecret', secret: 'x' })
    await lake.client.create({ _id: '_.config', _type: 'config' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(deliveries).toEqual([])
  })
})
