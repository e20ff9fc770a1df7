import { defineProject } from 'vitest/config'

/** The `studio` project of the root Vitest workspace: config, structure and singleton rules. */
export default defineProject({
  test: {
    name: 'studio',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
})
