import { defineProject } from 'vitest/config'

/** The `schemas` project of the root Vitest workspace (`projects: ['schemas', …]`). */
export default defineProject({
  test: {
    name: 'schemas',
    environment: 'node',
    include: ['**/*.test.ts'],
    // The dataset test validates every published document of the sample content.
    testTimeout: 30_000,
  },
})
