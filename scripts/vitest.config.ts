import { defineProject } from 'vitest/config'

/** The `scripts` project of the root Vitest workspace: the editing command's helpers. */
export default defineProject({
  // bundle.test.ts builds the site: it runs on its own, after the unit tests (vitest.bundle.config.ts).
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'], exclude: ['bundle.test.ts'] },
})
