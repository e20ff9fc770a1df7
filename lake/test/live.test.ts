import type { LiveEvent, LiveEventMessage } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

const PUBLISHED = 's1:production.published'
const DRAFTS = 's1:production.drafts'

type Collected = { events: LiveEvent[]; messages: () => LiveEventMessage[]; welcomed: Promise<void>; stop: () => void }

function collect(client: TestLake['client'], includeDrafts: boolean): Collected {
  const events: LiveEvent[] = []
  let welcome = () => {}
  const welcomed = new Promise<void>((resolve) => (welcome = resolve))
  // No error handler: rxjs reports a stream error as an uncaught error, which fails the run.
  const subscription = client.live.events({ includeDrafts, tag: 'lake-test' }).subscribe((event) => {
    events.push(event)
    if (event.type === 'welcome') welcome()
  })
  const messages = () => events.filter((event): event is LiveEventMessage => event.type === 'message')
  return { events, messages, welcomed, stop: () => subscription.unsubscribe() }
}

type RawEvent = { event: string; id?: string; data?: unknown }

/** A raw SSE request: its status, and the events parsed so far (comments skipped). */
async function openRaw(lakeUrl: string, pathname: string, headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(`${lakeUrl}${pathname}`, { headers, signal: controller.signal })
  const events: RawEvent[] = []
  let ended = false
  let buffer = ''
  const reading = (async () => {
    const decoder = new TextDecoder()
    const reader = response.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = new Map(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        )
        if (!fields.has('event')) continue
        const data = fields.get('data')
        events.push({
          event: fields.get('event') ?? '',
          id: fields.get('id'),
          data: data ? JSON.parse(data) : undefined,
        })
      }
    }
    ended = true
  })().catch(() => (ended = true))
  return {
    response,
    events,
    ended: () => ended,
    close: async () => {
      controller.abort()
      await reading
    },
  }
}

describe('GET /data/live/events', () => {
  it('welcomes, then sends a message tagged like the queries a commit changed', async () => {
    const live = collect(lake.client, true)
    await live.welcomed
    expect(live.events[0]?.type).toBe('welcome')

    const created = await lake.client.create({ _id: 'livenote.one', _type: 'livenote', title: 'one' })
    const message = await eventually(() => live.messages()[0])
    expect(message).toEqual({ type: 'message', id: created._rev, tags: [PUBLISHED] })

    await lake.client.createOrReplace({ _id: 'drafts.livenote.one', _type: 'livenote', title: 'two' })
    const draftMessage = await eventually(() => live.messages()[1])
    expect(draftMessage.tags).toEqual([DRAFTS])
    expect(draftMessage.id).not.toBe(message.id)
    live.stop()

    // Query responses carry the tags that Sanity Live matches messages against.
    const published = await lake.anonymous.fetch('*[_type == "livenote"]', {}, { filterResponse: false })
    expect(published.syncTags).toEqual([PUBLISHED])
    const drafts = await lake.client.fetch(
      '*[_type == "livenote"]',
      {},
      { filterResponse: false, perspective: 'drafts', lastLiveEventId: draftMessage.id },
    )
    expect(drafts.syncTags).toEqual([PUBLISHED, DRAFTS])
    expect(drafts.result).toMatchObject([{ title: 'two' }])
  })

  it('tells anonymous streams only of changes to published documents', async () => {
    const anonymous = collect(lake.anonymous, false)
    const editor = collect(lake.client, true)
    await Promise.all([anonymous.welcomed, editor.welcomed])

    const draft = await lake.client.create({ _id: 'drafts.livesecret.one', _type: 'livesecret', title: 'draft' })
    const system = await lake.client.create({ _id: 'livesecret.system', _type: 'sanity.previewUrlSecret' })
    const published = await lake.client.create({ _id: 'livesecret.one', _type: 'livesecret', title: 'public' })
    await eventually(() => (editor.messages().length >= 3 ? true : undefined))
    await eventually(() => anonymous.messages()[0])
    await new Promise((resolve) => setTimeout(resolve, 100))
    anonymous.stop()
    editor.stop()

    expect(editor.messages().map(({ id, tags }) => [id, tags])).toEqual([
      [draft._rev, [DRAFTS]],
      [system._rev, [PUBLISHED]],
      [published._rev, [PUBLISHED]],
    ])
    expect(anonymous.messages()).toEqual([{ type: 'message', id: published._rev, tags: [PUBLISHED] }])
  })

  it('requires the token for includeDrafts, and checks one sent anyway', async () => {
    const path = '/v2025-02-19/data/live/events/production'
    const missing = await lake.api(`${path}?includeDrafts=true`, { token: null })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
    const wrong = await lake.api(`${path}?includeDrafts=true`, { token: 'not-the-token' })
    expect(wrong.status).toBe(403)
    await wrong.body?.cancel()
    const otherDataset = await lake.api('/v2025-02-19/data/live/events/staging', { token: null })
    expect(otherDataset.status).toBe(404)
    await otherDataset.body?.cancel()
    expect((await lake.api(`/v2025-02-19/data/live/events/production`, { method: 'POST' })).status).toBe(405)
  })

  it('sends restart to a client resuming from a message it cannot account for', async () => {
    const path = '/vX/data/live/events/production'
    const fresh = await openRaw(lake.url, path)
    expect(fresh.response.status).toBe(200)
    expect(fresh.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await eventually(() => fresh.events.find((event) => event.event === 'welcome'))
    const created = await lake.client.create({ _id: 'liveresume.one', _type: 'liveresume' })
    const message = await eventually(() => fresh.events.find((event) => event.event === 'message'))
    expect(message).toEqual({ event: 'message', id: created._rev, data: { tags: [PUBLISHED] } })
    await fresh.close()

    // Up to date: no restart. Behind (or from another run of the lake): restart, with the current id.
    const current = await openRaw(lake.url, path, { 'last-event-id': created._rev })
    const stale = await openRaw(lake.url, path, { 'last-event-id': 'from-before' })
    const restart = await eventually(() => stale.events.find((event) => event.event === 'restart'))
    expect(restart.id).toBe(created._rev)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(current.events.map((event) => event.event)).toEqual(['welcome'])
    await Promise.all([current.close(), stale.close()])
  })

  it('ends open streams when the lake shuts down', async () => {
    const other = await startTestLake()
    const stream = await openRaw(other.url, '/v2025-02-19/data/live/events/production?includeDrafts=true', {
      authorization: `Bearer ${other.token}`,
    })
    await eventually(() => stream.events.find((event) => event.event === 'welcome'))
    await other.dispose()
    await eventually(() => (stream.ended() ? true : undefined))
  })
})
