import { sharedCacheAnswers } from '@/lib/cache/shared-cache'
import { jsonResponse } from '@/lib/http'
import { storeAnswers } from '@/lib/leads/db'
import { draining } from '@/lib/shutdown'
import { warmingUp } from '@/lib/warm-up'

/**
 * Whether this instance can serve (README.md, "Deploying": Health and restarts): 200 when the
 * lead store and, when configured, Redis answer; 503 naming what is down, or that the instance
 * is still rendering its first page (lib/warm-up.ts) or shutting down. For load balancers and
 * orchestrators: never cached, never rate-limited (no limiter counts this route, and nginx
 * limits only the POST APIs).
 */
export const dynamic = 'force-dynamic'

/** A check slower than this counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000

export async function GET() {
  const [store, cache] = await Promise.all([storeAnswers(CHECK_TIMEOUT_MS), sharedCacheAnswers()])
  const down = [
    ...(draining() ? ['shutting down'] : []),
    ...(warmingUp() ? ['warming up'] : []),
    ...(store ? [] : ['lead store']),
    ...(cache ? [] : ['redis']),
  ]
  // jsonResponse answers `no-store`: a cached "ok" would hide an outage.
  return jsonResponse(down.length ? 503 : 200, { status: down.length ? 'down' : 'ok', down })
}
