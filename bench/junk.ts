/**
 * The junk flood of `npm run bench:faults` (bench/README.md, "bench:faults"), in a process of its
 * own so that the page's sampler there never waits behind it: POSTs of each body in turn to `url`
 * at `rate` a second, spread evenly (a batch every 5 ms) rather than in one burst a second as
 * autocannon's rate limit sends them, for `seconds`. Each request leaves from the next of the
 * `--from` loopback addresses in turn (one or several bots, as nginx counts them: by address);
 * without it, from whatever address the system picks. At most `max-in-flight` wait for an answer at
 * once; a request due beyond that is counted as skipped (the server is behind). Prints the counts
 * as JSON: { sent, skipped, errors: { ECONNRESET: n, … }, statuses: { "403": n, … }, seconds }.
 *
 *   node bench/junk.ts --url http://127.0.0.1:3570/api/crm/contacts --rate 2000 --seconds 20 \
 *     --from 127.0.2.1 --from 127.0.2.2 --body '{…}' --body '{'
 */
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    body: { type: 'string', multiple: true, default: ['{}'] },
    from: { type: 'string', multiple: true, default: [] },
    'max-in-flight': { type: 'string', default: '256' },
  },
})
if (!values.url) throw new Error('--url is required')
const url = new URL(values.url)
const rate = Number(values.rate)
const durationMs = Number(values.seconds) * 1000
const maxInFlight = Number(values['max-in-flight'])
const bodies = values.body.map((body) => Buffer.from(body))
const addresses: (string | undefined)[] = values.from.length ? values.from : [undefined]

// Kept-alive connections, pooled per local address (Node's agent keys its pools by it).
const agent = new Agent({ keepAlive: true, maxSockets: maxInFlight })
const counts = {
  sent: 0,
  skipped: 0,
  errors: {} as Record<string, number>,
  statuses: {} as Record<string, number>,
  seconds: 0,
}
let inFlight = 0

function post(body: Buffer, localAddress: string | undefined) {
  inFlight++
  counts.sent++
  const done = () => inFlight--
  const req = request(
    url,
    {
      method: 'POST',
      agent,
      localAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      timeout: 10_000,
    },
    (response) => {
      const status = String(response.statusCode)
      counts.statuses[status] = (counts.statuses[status] ?? 0) + 1
      response.resume()
      response.once('end', done)
    },
  )
  req.once('timeout', () => req.destroy(new Error('no answer in 10 s')))
  req.once('error', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message
    counts.errors[code] = (counts.errors[code] ?? 0) + 1
    done()
  })
  req.end(body)
}

const started = performance.now()
let due = 0
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = performance.now() - started
    if (elapsed >= durationMs) {
      clearInterval(timer)
      resolve()
      return
    }
    for (const target = Math.floor((elapsed / 1000) * rate); due < target; due++) {
      if (inFlight >= maxInFlight) counts.skipped++
      else post(bodies[due % bodies.length]!, addresses[due % addresses.length])
    }
  }, 5)
})
counts.seconds = (performance.now() - started) / 1000
// Answers still on their way are not waited for: the flood stops when its time is up.
process.stdout.write(JSON.stringify(counts))
agent.destroy()
process.exit(0)
