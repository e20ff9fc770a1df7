import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WARM_UP_PATH, warmingUp, warmUp } from './warm-up'

/** A stand-in for the server itself on loopback: answers the warm-up request when told to. */
async function server(answer: (request: IncomingMessage) => Promise<number>) {
  const requests: string[] = []
  const http = createServer(async (request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(await answer(request)).end('<h1>Page not found</h1>')
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return { origin, requests, close: () => new Promise((resolve) => http.close(resolve)) }
}

afterEach(() => vi.restoreAllMocks())

describe('the first render at start', () => {
  it('asks the server for the warm-up page once; health says warming up until it is answered', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    let answer!: () => void
    const site = await server(() => new Promise((resolve) => (answer = () => resolve(404))))
    const done = warmUp(site.origin)
    await vi.waitFor(() => expect(site.requests).toEqual([WARM_UP_PATH]))
    expect(warmingUp()).toBe(true)
    answer()
    await done
    expect(warmingUp()).toBe(false)
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[warm-up\] the first render took \d+ ms \(404\)$/),
    )
    await site.close()
  })

  it('a server that cannot be reached leaves health as it was, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = await server(async () => 404)
    await site.close()
    await warmUp(site.origin)
    expect(warmingUp()).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[warm-up] the first render failed'))
  })
})
