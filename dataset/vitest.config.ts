import { defineProject } from 'vitest/config'

/** The `dataset` project of the root Vitest workspace: the shared dataset package's own tests. */
export default defineProject({
  test: {
    name: 'dataset',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
})
