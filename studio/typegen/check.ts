/**
 * `npm run typegen:check`: fails when schemas/schema.json or schemas/sanity.types.ts is not
 * what `npm run typegen` would write now. Runs in `npm test`, before the unit tests.
 */
import { generateTypegen, staleFiles, staleMessage } from './staleness.ts'

const stale = await staleFiles(await generateTypegen())
if (stale.length > 0) {
  console.error(staleMessage(stale))
  process.exitCode = 1
} else {
  console.log('TypeGen output is up to date (schemas/schema.json, schemas/sanity.types.ts).')
}
