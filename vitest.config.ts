import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['schemas', 'dataset', 'lake', 'studio', 'web', 'scripts'],
  },
})
