import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['schemas', 'lake', 'studio', 'web'],
  },
})
