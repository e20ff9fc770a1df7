import { vi } from 'vitest'

/**
 * A throwaway database on the PostgreSQL server TEST_DATABASE_URL names (`.ci/run` starts one), for
 * the tests of the DATABASE_URL path: `url` is empty when no server is configured (the tests then
 * skip). `create` makes it, `drop` removes it whatever still holds connections to it.
 */
export function throwawayDatabase(prefix: string) {
  const admin = process.env.TEST_DATABASE_URL
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
  const url = admin ? Object.assign(new URL(admin), { pathname: `/${name}` }).href : ''

  async function adminQuery(text: string) {
    const { Client } = await import('pg')
    const client = new Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }

  return {
    url,
    create: () => adminQuery(`create database ${name}`),
    async drop() {
      // pool.end() resolves before every backend has gone; the forced drop may then report
      // "terminating connection" through the pool's error log, which is expected here.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
      await adminQuery(`drop database if exists ${name} with (force)`)
      quiet.mockRestore()
    },
  }
}
