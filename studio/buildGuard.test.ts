import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, test, vi } from 'vitest'

/** The CLI config as `sanity build` loads it with these environment variables (read at import). */
async function cliConfigWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { vite } = (await import('./sanity.cli.ts')).default
  if (typeof vite !== 'function') throw new Error('sanity.cli.ts has no Vite config hook')
  return vite
}

const viteConfig = { root: '/studio' }
const bundle = { command: 'build', mode: 'production' } as const
const local = {
  SANITY_STUDIO_PROJECT_ID: undefined,
  // Made per run, as the lake makes its own: no token is written into the repository.
  SANITY_STUDIO_LAKE_TOKEN: randomBytes(24).toString('base64url'),
  ALLOW_LOCAL_STUDIO_BUILD: undefined,
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('sanity build / sanity deploy in local mode', () => {
  test('refuses to bundle a local-mode Studio, which would carry the lake token', async () => {
    const vite = await cliConfigWith(local)
    await expect(async () => vite(viteConfig, bundle)).rejects.toThrow(
      /^Refusing to build the Studio in local mode: .* SANITY_STUDIO_PROJECT_ID .* ALLOW_LOCAL_STUDIO_BUILD=1/,
    )
    for (const value of ['0', 'true', '']) {
      const notAllowed = await cliConfigWith({ ...local, ALLOW_LOCAL_STUDIO_BUILD: value })
      await expect(async () => notAllowed(viteConfig, bundle), value).rejects.toThrow(/local mode/)
    }
  })

  test('builds a hosted Studio, and a local one when ALLOW_LOCAL_STUDIO_BUILD=1 says it stays here', async () => {
    const hosted = await cliConfigWith({ ...local, SANITY_STUDIO_PROJECT_ID: 'abc123xy' })
    expect(await hosted(viteConfig, bundle)).toBe(viteConfig)
    const allowed = await cliConfigWith({ ...local, ALLOW_LOCAL_STUDIO_BUILD: '1' })
    expect(await allowed(viteConfig, bundle)).toBe(viteConfig)
  })

  test('leaves sanity dev, sanity preview and the schema and TypeGen workers alone in local mode', async () => {
    const vite = await cliConfigWith(local)
    expect(await vite(viteConfig, { command: 'serve', mode: 'development' })).toBe(viteConfig)
    expect(await vite(viteConfig, { command: 'serve', mode: 'production', isPreview: true })).toBe(viteConfig)
    expect(await vite(viteConfig, { ...bundle, isSsrBuild: true })).toBe(viteConfig)
  })
})
