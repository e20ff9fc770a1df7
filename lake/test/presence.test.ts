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
