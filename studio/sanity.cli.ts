import { defineCliConfig } from 'sanity/cli'

import { dataset, projectId } from './env.ts'

export default defineCliConfig({
  api: { projectId, dataset },
  // `npm run schema:extract -w studio` → schemas/schema.json (input of TypeGen)
  schemaExtraction: { path: '../schemas/schema.json' },
  // `npx sanity typegen generate` (from studio/): schema types + result types of every
  // `defineQuery` in web/ → schemas/sanity.types.ts (imported as `@meridian/schemas/types`).
  // TypeGen's own `**/node_modules/**` ignore does not match paths starting with `../`,
  // hence the explicit exclusion of web/node_modules.
  typegen: {
    schema: '../schemas/schema.json',
    path: ['../web/**/*.{ts,tsx}', '!../web/node_modules/**', '!../web/.next/**'],
    generates: '../schemas/sanity.types.ts',
  },
})
