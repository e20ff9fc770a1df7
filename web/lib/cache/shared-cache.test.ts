import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { installed, redisService } from '../../../testing/services.ts'
import { expireTags, readEntry, sharedCacheAnswers, tagsExpiredSince, writeEntry } from './shared-cache.ts'

/**
 * A server process's first moments with Redis (README.md, "Decisions": One cache for several
 * instances). Its first requests come before its connection is made: they must find what other
 * instances stored, or each renders a page already rendered, and a publish's expiry must not be
 * refused as if Redis were down.
 */
const redis = redisService(3196)
/** A port nothing listens on: Redis down when the process starts. */
const NOBODY = 'redis://127.0.0.1:3197'
const REGISTRY = Symbol.for('meridian.cache.redis')

/** Forgets this process's Redis client, as a new process starts without one. */
function newProcess(url: string) {
  const registry = globalThis as { [REGISTRY]?: { client: { destroy: () => void } } }
  registry[REGISTRY]?.client.destroy()
  delete registry[REGISTRY]
  process.env.REDIS_URL = url
}

afterEach(() => newProcess(''))
afterAll(() => redis.remove())

// As the cluster test: in CI (.ci/run installs it) a missing Redis fails the run.
describe.skipIf(!installed('redis-server') && !process.env.CI)('the shared cache as a process starts', () => {
  it('its first write, read and expiry wait for the connection instead of finding Redis down', async () => {
    await redis.start()
    newProcess(redis.url)
    const entry = { lastModified: Date.now(), tags: ['deal:x'], value: { html: '<h1>Boston to Colombo</h1>' } }
    await writeEntry('first', entry)
    newProcess(redis.url)
    expect(await readEntry('first')).toEqual(entry)
    newProcess(redis.url)
    await expireTags(['deal:x'])
    expect(await tagsExpiredSince(['deal:x'], entry.lastModified)).toBe(true)
  })

  it('with Redis down at start, commands give up as soon as the connection is refused', async () => {
    newProcess(NOBODY)
    const started = Date.now()
    expect(await readEntry('first')).toBeNull()
    await expect(expireTags(['deal:x'])).rejects.toThrow(/unreachable/)
    expect(await sharedCacheAnswers()).toBe(false)
    // Waiting for Redis would take the 1 s command timeout at least; well under it leaves room for
    // CI's busy cores.
    expect(Date.now() - started).toBeLessThan(500)
  })
})
