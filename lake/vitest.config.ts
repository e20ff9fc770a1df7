import { defineProject } from 'vitest/config'

/** The `lake` project of the root Vitest workspace: the local Content Lake's own tests. */
export default defineProject({
  test: {
    name: 'lake',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
  },
})
