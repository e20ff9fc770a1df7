import { defineProject } from 'vitest/config'

/** The `scripts` project of the root Vitest workspace: the editing command's helpers. */
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'] },
})
