import type { StudioMode } from './env.ts'

/** `ALLOW_LOCAL_STUDIO_BUILD=1`: a local-mode build that stays on this machine (studio/README.md, "Two modes"). */
export const ALLOW_LOCAL_BUILD = 'ALLOW_LOCAL_STUDIO_BUILD'

/** What Vite's config hook is told about the run (`ConfigEnv`), as far as the guard needs. */
type ViteRun = { command: 'build' | 'serve'; isSsrBuild?: boolean }

/**
 * Refuses to bundle a local-mode Studio for deployment. Such a bundle points at the lake on
 * this machine and carries the lake's token: deployed, it would publish the token and work for
 * nobody. `sanity build` and `sanity deploy` (which builds) stop here unless the build is
 * hosted or ALLOW_LOCAL_STUDIO_BUILD=1 says it stays on this machine (`sanity preview`, the
 * Studio's browser tests). `sanity dev` and `sanity preview` serve (`serve`), and the CLI's
 * schema and TypeGen workers build for Node (`isSsrBuild`), not a bundle: those run.
 */
export function assertDeployableBuild(run: ViteRun, studio: { mode: StudioMode; allowLocalBuild: boolean }): void {
  if (run.command !== 'build' || run.isSsrBuild) return
  if (studio.mode === 'hosted' || studio.allowLocalBuild) return
  throw new Error(
    'Refusing to build the Studio in local mode: the bundle would point at the local lake ' +
      '(SANITY_STUDIO_LAKE_URL) and carry its token (SANITY_STUDIO_LAKE_TOKEN), so it must never be deployed. ' +
      'Set SANITY_STUDIO_PROJECT_ID for a deployable Studio on a hosted project, or ' +
      `${ALLOW_LOCAL_BUILD}=1 for a build that stays on this machine (sanity preview). See studio/README.md.`,
  )
}
