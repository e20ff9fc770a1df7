/**
 * A stand-in for Google's Places API (New) on loopback (GOOGLE_PLACES_URL points at its `/v1`),
 * for the tests of the checkout's address suggestions (lib/checkout/places.ts). It answers
 * `POST /v1/places:autocomplete` with one Boston address once the input starts with "1 Main"
 * (none otherwise), and `GET /v1/places/<id>` with that address's components; any other id is a
 * 404, an input starting with "fail" a 500. `GET /requests` lists what it was asked (method,
 * path and query, the key header, the body), so a test can check what reached "Google".
 *
 *   node web/test/fake-places.ts [port]      (default 3109)
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_PLACE_ID = 'ChIJfake-1-main-street-boston'
export const FAKE_PLACE_TEXT = '1 Main Street, Boston, MA 02110, USA'

const components = [
  { longText: '1', shortText: '1', types: ['street_number'] },
  { longText: 'Main Street', shortText: 'Main St', types: ['route'] },
  { longText: 'Boston', shortText: 'Boston', types: ['locality', 'political'] },
  { longText: 'Massachusetts', shortText: 'MA', types: ['administrative_area_level_1', 'political'] },
  { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
  { longText: '02110', shortText: '02110', types: ['postal_code'] },
]

export type PlacesRequest = { method: string; url: string; key: string | null; body: unknown }

export function startFakePlaces(
  port = 0,
): Promise<{ url: string; requests: PlacesRequest[]; close: () => Promise<void> }> {
  const requests: PlacesRequest[] = []
  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      if (url.pathname === '/requests') return json(response, 200, requests)
      const body: unknown = raw ? JSON.parse(raw) : null
      requests.push({
        method: request.method ?? '',
        url: url.pathname + url.search,
        key: request.headers['x-goog-api-key'] as string,
        body,
      })
      if (request.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        const input = String((body as { input?: unknown } | null)?.input ?? '')
        if (input.startsWith('fail')) return json(response, 500, { error: { code: 500 } })
        const suggestions = input.startsWith('1 Main')
          ? [{ placePrediction: { placeId: FAKE_PLACE_ID, text: { text: FAKE_PLACE_TEXT } } }]
          : []
        return json(response, 200, suggestions.length ? { suggestions } : {})
      }
      if (request.method === 'GET' && url.pathname === `/v1/places/${FAKE_PLACE_ID}`) {
        return json(response, 200, { addressComponents: components })
      }
      json(response, 404, { error: { code: 404, status: 'NOT_FOUND' } })
    })
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${bound}/v1`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.FAKE_PLACES_PORT ?? 3109)
  void startFakePlaces(port).then(({ url }) => console.log(`fake Places API on ${url}`))
}
