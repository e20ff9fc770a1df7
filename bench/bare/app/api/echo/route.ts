/**
 * POST /api/echo: the ceiling of `npm run bench:leads` (bench/README.md, "bench:leads"): what
 * `next start` answers a second for a route handler that reads a small JSON body and answers a
 * short text, with nothing of ours behind it. The answer is the site's `Success`, with the
 * headers the site's short answers carry (no-transform: Next would gzip it otherwise).
 */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json()
  const ok = typeof body === 'object' && body !== null && 'email' in body
  return new Response(ok ? 'Success' : 'No e-mail', {
    status: ok ? 200 : 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store, no-transform' },
  })
}
