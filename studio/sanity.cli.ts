import { defineCliConfig } from 'sanity/cli'

import { ALLOW_LOCAL_BUILD, assertDeployableBuild } from './buildGuard.ts'
import { dataset, mode, projectId } from './env.ts'

/**
 * Where `schema extract` and `typegen generate` write: the committed files in schemas/.
 * `npm run typegen:check` sets SANITY_TYPEGEN_DIR to a temporary folder, generates there and
 * compares, so checking never rewrites the committed files.
 */
const typegenDir = process.env.SANITY_TYPEGEN_DIR || '../schemas'

export default defineCliConfig({
  api: { projectId, dataset },
  // `npm run schema:extract -w studio` → schemas/schema.json (input of TypeGen)
  schemaExtraction: { path: `${typegenDir}/schema.json` },
  // `npx sanity typegen generate` (from studio/): schema types + result types of every
  // `defineQuery` in web/ → schemas/sanity.types.ts (imported as `@meridian/schemas/types`).
  // TypeGen's own `**/node_modules/**` ignore does not match paths starting with `../`,
  // hence the explicit exclusion of web/node_modules.
  typegen: {
    schema: `${typegenDir}/schema.json`,
    path: ['../web/**/*.{ts,tsx}', '!../web/node_modules/**', '!../web/.next/**'],
    generates: `${typegenDir}/sanity.types.ts`,
  },
  // `sanity build` / `sanity deploy` refuse a local-mode bundle (it carries the lake's token)
  // unless ALLOW_LOCAL_STUDIO_BUILD=1: see buildGuard.ts.
  vite: (config, run) => {
    assertDeployableBuild(run, { mode, allowLocalBuild: process.env[ALLOW_LOCAL_BUILD] === '1' })
    return config
  },
})
