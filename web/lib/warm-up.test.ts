import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownOrigin, WARM_UP_HEADER, WARM_UP_PATH, WARM_UP_ROUTE, warmingUp, warmUp } from './warm-up'

/** A stand-in for the server itself on loopback: answers the warm-up request when told to. */
async function server(answer: (request: IncomingMessage) => Promise<number>) {
  const requests: string[] = []
  const secrets: (string | undefined)[] = []
  const http = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`)
    if (request.url === WARM_UP_ROUTE) {
      secrets.push(request.headers[WARM_UP_HEADER] as string | undefined)
      return response.writeHead(200).end('')
    }
    response.writeHead(await answer(request)).end('<h1>Page not found</h1>')
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return { origin, requests, secrets, close: () => new Promise((resolve) => http.close(resolve)) }
}

afterEach(() => vi.restoreAllMocks())

describe('the first render at start', () => {
  it('asks the server to check its content, then for the warm-up page; health says warming up until both are answered', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    let answer!: () => void
    const site = await server(() => new Promise((resolve) => (answer = () => resolve(404))))
    const done = warmUp(site.origin)
    await vi.waitFor(() => expect(site.requests).toEqual([`POST ${WARM_UP_ROUTE}`, `GET ${WARM_UP_PATH}`]))
    // With this process's secret, which nobody else has (app/api/warm-up answers them 404).
    expect(site.secrets[0]).toMatch(/^[\w-]{32}$/)
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

describe('the address a server asks itself on', () => {
  it('is loopback for a wildcard or a host name, and the address itself otherwise', () => {
    expect(ownOrigin({ PORT: '3000', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:3000')
    expect(ownOrigin({ PORT: '3144', HOSTNAME: '127.0.0.1' })).toBe('http://127.0.0.1:3144')
    expect(ownOrigin({ PORT: '8080', HOSTNAME: 'web-1' })).toBe('http://127.0.0.1:8080')
    expect(ownOrigin({ PORT: '3000', HOSTNAME: '::1' })).toBe('http://[::1]:3000')
    expect(ownOrigin({})).toBe('http://127.0.0.1:3000')
  })
})
