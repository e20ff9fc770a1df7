/**
 * `npm run content:scale -- --times 10 --out DIR`: writes a dataset folder with N times the
 * sample's deals, airlines and posts (content/README.md, "A larger inventory"), for the site
 * (`CONTENT_DIR=DIR`) and the local lake (`LAKE_CONTENT_DIR=DIR`) to read. Checked with the
 * generator's own integrity checks before it is reported done.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { writeScaledDataset } from '@meridian/dataset/scale'
import { checkDataset } from './lib/check.ts'
import type { AssetEntry } from './lib/images.ts'
import type { SanityDoc } from './lib/sanity.ts'

const { values } = parseArgs({ options: { times: { type: 'string' }, out: { type: 'string' } } })
if (!values.times || !values.out) {
  console.error('Usage: npm run content:scale -- --times N --out DIR')
  process.exit(2)
}
const sample = path.join(import.meta.dirname, '..')
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
const count = await writeScaledDataset(sample, out, Number(values.times))
const docs = (await readFile(path.join(out, 'data.ndjson'), 'utf8'))
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SanityDoc)
const assets = JSON.parse(await readFile(path.join(out, 'assets.json'), 'utf8')) as Record<string, AssetEntry>
checkDataset(docs, assets, out)
const published = (type: string) => docs.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.')).length
console.log(
  `Wrote ${count} documents to ${out}: ${published('deal')} deals, ${published('airline')} airlines, ${published('post')} posts.`,
)
