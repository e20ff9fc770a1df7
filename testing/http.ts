import { request, type IncomingHttpHeaders, type RequestOptions } from 'node:http'

export type HttpAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/**
 * One request with Node's own HTTP client, its answer read as text. The tests that need it choose
 * what `fetch` cannot: the local address a request comes from (any 127.x.y.z is this machine, and
 * the flood gate counts per address), or the connection it goes on (an `agent` with one socket).
 */
export function httpText(options: RequestOptions, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(options, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    sent.on('error', reject)
    sent.end(body)
  })
}
