import { defineConfig } from 'vitest/config'

/**
 * `npm run test:bundle`: the deployable folder built, moved and started (bundle.test.ts). Its own
 * run, after the unit tests rather than among them: it builds the site, which takes both cores.
 */
export default defineConfig({
  test: {
    name: 'bundle',
    root: import.meta.dirname,
    include: ['bundle.test.ts'],
    testTimeout: 60_000,
  },
})
