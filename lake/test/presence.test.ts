import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startTestLake, type TestLake } from './helpers.ts'

/**
 * Presence: the Studio's avatars of who else is editing, over the lake's WebSocket in the
 * protocol the Studio speaks (JSON-RPC: authorise, subscribe, announce, roll call, disconnect).
 */

const STUDIO = 'http://localhost:3333'
let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake({ studioUrl: STUDIO })
})
afterAll(() => lake.dispose())

type Message = { id?: string; result?: unknown; method?: string; params?: { subscription: string; result: unknown } }

/** A Studio session's socket: requests by id, and every presence event it receives. */
async function session(options: { origin?: string; path?: string } = {}) {
  const socket = new WebSocket(`${lake.url.replace('http', 'ws')}${options.path ?? '/v2022-06-30/socket/production'}`, {
    origin: options.origin ?? STUDIO,
  })
  const messages: Message[] = []
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as Message))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let next = 0
  const request = async (method: string, params: Record<string, unknown> = {}) => {
    const id = `r${++next}`
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }))
    await expect.poll(() => messages.some((message) => message.id === id)).toBe(true)
    return messages.find((message) => message.id === id)!.result
  }
  const events = () =>
    messages.filter((message) => message.method === 'presence_subscription').map((m) => m.params!.result)
  return { socket, request, events }
}

describe('presence over the lake', () => {
  it('relays where each session is editing to the others, and says when one leaves', async () => {
    const [first, second] = await Promise.all([session(), session()])
    for (const { request } of [first, second]) {
      expect(await request('authorization', { authorization: `Bearer ${lake.token}` })).toBe(true)
      expect(await request('presence_subscribe')).toMatch(/^presence-/)
    }
    const locations = [{ type: 'document', documentId: 'deal.boston-to-dublin-business-class', path: ['title'] }]
    await second.request('presence_announce', { data: { sessionId: 'session-b', locations } })
    await expect
      .poll(first.events)
      .toEqual([{ type: 'state', i: 'local-editor', m: { sessionId: 'session-b', locations } }])
    // A session never hears itself.
    expect(second.events()).toEqual([])

    await first.request('presence_rollcall', { session: 'session-a' })
    await expect.poll(second.events).toEqual([{ type: 'rollCall', i: 'local-editor', session: 'session-a' }])

    second.socket.close()
    await expect
      .poll(() => first.events().at(-1))
      .toEqual({ type: 'disconnect', i: 'local-editor', m: { session: 'session-b' } })
    first.socket.close()
  })

  it('gives each editor the Studio names its own identity, and its name to the Studio’s user lookups', async () => {
    const [ada, ben] = await Promise.all([session(), session()])
    const editors = [
      { client: ada, id: 'local-ada00001', name: 'Grey Heron' },
      { client: ben, id: 'local-ben00002', name: 'Red Kite & Co' },
    ]
    for (const { client, id, name } of editors) {
      const authorization = `Bearer ${lake.token} editor=${id};${encodeURIComponent(name)}`
      expect(await client.request('authorization', { authorization })).toBe(true)
      expect(await client.request('presence_subscribe')).toMatch(/^presence-/)
    }
    const locations = [{ type: 'document', documentId: 'deal.boston-to-dublin-business-class', path: ['title'] }]
    await ben.request('presence_announce', { data: { sessionId: 'session-ben', locations } })
    await expect
      .poll(ada.events)
      .toEqual([{ type: 'state', i: 'local-ben00002', m: { sessionId: 'session-ben', locations } }])
    await ada.request('presence_rollcall', { session: 'session-ada' })
    await expect.poll(ben.events).toEqual([{ type: 'rollCall', i: 'local-ada00001', session: 'session-ada' }])

    // The Studio draws an avatar from GET /users/{ids}: both editors, and the lake's own user.
    const lookup = async () =>
      (await (await lake.api('/v2021-06-07/users/local-ada00001,local-ben00002,local-editor,nobody')).json()) as {
        id: string
        displayName: string
      }[]
    expect((await lookup()).map(({ id, displayName }) => [id, displayName])).toEqual([
      ['local-ada00001', 'Grey Heron'],
      ['local-ben00002', 'Red Kite & Co'],
      ['local-editor', 'Local Editor'],
    ])
    // Without the token, nobody's name.
    expect((await lake.api('/v2021-06-07/users/local-ada00001', { token: null })).status).toBe(401)

    ben.socket.close()
    await expect
      .poll(() => ada.events().at(-1))
      .toEqual({ type: 'disconnect', i: 'local-ben00002', m: { session: 'session-ben' } })
    // Gone from presence, still known by name: the Studio asks once and keeps the answer, and a
    // Studio page drops and reopens its socket as its panes mount.
    expect((await lookup()).map(({ id }) => id)).toEqual(['local-ada00001', 'local-ben00002', 'local-editor'])
    ada.socket.close()
  })

  it('keeps a session that moved to a new socket when its old socket closes', async () => {
    const [watcher, before, after] = await Promise.all([session(), session(), session()])
    for (const { request } of [watcher, before, after]) {
      expect(await request('authorization', { authorization: `Bearer ${lake.token}` })).toBe(true)
    }
    await watcher.request('presence_subscribe')
    const locations = [{ type: 'document', documentId: 'deal.boston-to-dublin-business-class', path: [] }]
    // The same Studio page announces on one socket, then on the next one it opened.
    await before.request('presence_announce', { data: { sessionId: 'page-1', locations } })
    await after.request('presence_announce', { data: { sessionId: 'page-1', locations } })
    await expect.poll(() => watcher.events().length).toBe(2)
    before.socket.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(watcher.events().map((event) => (event as { type: string }).type)).toEqual(['state', 'state'])
    // The socket it lives on now closing does end it.
    after.socket.close()
    await expect
      .poll(() => watcher.events().at(-1))
      .toEqual({ type: 'disconnect', i: 'local-editor', m: { session: 'page-1' } })
    watcher.socket.close()
  })

  it('refuses an editor part it cannot read, as it refuses a wrong token', async () => {
    for (const editor of ['editor=local-x;%E0%A4%A', 'editor=bad id;Name', `editor=local-x;${'n'.repeat(65)}`]) {
      const { socket, request } = await session()
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      void request('authorization', { authorization: `Bearer ${lake.token} ${editor}` }).catch(() => {})
      expect(await closed).toBe(4001)
    }
  })

  it('needs the lake token before anything else', async () => {
    for (const authorization of [`Bearer ${lake.token}x`, undefined]) {
      const { socket, request } = await session()
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      void request(
        authorization ? 'authorization' : 'presence_subscribe',
        authorization ? { authorization } : {},
      ).catch(() => {})
      expect(await closed).toBe(4001)
    }
  })

  it('opens only for the Studio, on the lake’s dataset', async () => {
    await expect(session({ origin: 'http://evil.example' })).rejects.toThrow(/403/)
    await expect(session({ path: '/v2022-06-30/socket/other' })).rejects.toThrow(/404/)
  })
})
