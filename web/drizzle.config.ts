import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate -w web` writes a SQL migration for each change to lib/leads/tables.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/leads/tables.ts',
  out: './lib/leads/migrations',
})
