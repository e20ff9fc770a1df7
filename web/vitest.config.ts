import path from 'node:path'
import { defineProject } from 'vitest/config'
import { PGLITE_NODE_FLAGS } from '../testing/node-flags.ts'
import { TEST_TIME } from '../testing/test-time.ts'

/** The `web` project of the root Vitest workspace: unit tests beside the code they test. */
export default defineProject({
  resolve: {
    alias: {
      '@': import.meta.dirname,
      'server-only': path.join(import.meta.dirname, 'test/server-only.ts'),
    },
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['*.test.ts', 'lib/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'app/**/*.test.ts'],
    // Next runs from web/ and finds ../content; Vitest runs from the repo root. The clock and
    // the sample's dates are pinned, so no test depends on today.
    env: { CONTENT_DIR: path.join(import.meta.dirname, '..', 'content'), ...TEST_TIME },
    // next-sanity imports `next/headers` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-sanity'] } },
    // The lead store's tests open PGlite many times over in each worker.
    execArgv: PGLITE_NODE_FLAGS,
  },
})
