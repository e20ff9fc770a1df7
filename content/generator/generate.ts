/**
 * Generates the sample dataset in Sanity's export layout:
 *   content/data.ndjson   one document per line, sorted by _id
 *   content/images/       <sha1>-<w>x<h>.<ext>, rendered from SVG art with sharp
 *   content/assets.json   asset metadata keyed by image-<sha1>
 *
 * Deterministic: no clock, no unseeded randomness. Run with `npm run generate -w content`.
 */
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildAll } from './build.ts'
import { checkDataset } from './lib/check.ts'
import { createImageStore } from './lib/images.ts'

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '..')

const images = await createImageStore(contentDir)
const docs = await buildAll(images)
docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
const assets = images.assets()

checkDataset(docs, assets, contentDir)

await writeFile(join(contentDir, 'data.ndjson'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
await writeFile(join(contentDir, 'assets.json'), JSON.stringify(assets, null, 2) + '\n')

const counts = new Map<string, number>()
for (const d of docs) {
  const key = d._id.startsWith('drafts.') ? `${d._type} (draft)` : d._type
  counts.set(key, (counts.get(key) ?? 0) + 1)
}
console.log(`Wrote ${docs.length} documents to data.ndjson`)
for (const [type, n] of [...counts.entries()].sort()) console.log(`  ${type.padEnd(16)} ${n}`)
console.log(
  `Wrote ${images.files().length} images (${(images.totalBytes() / 1024 / 1024).toFixed(2)} MB) and assets.json`,
)
