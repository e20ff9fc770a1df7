/**
 * `npm run fonts`: makes web/app/fonts/inter-latin-400-800.woff2, the site's one font file, from
 * @fontsource-variable/inter's Latin file (docs/performance.md, "The font"): the same characters,
 * the weight axis cut to the 400–800 the stylesheets use, and only HarfBuzz's default layout
 * features (no stylistic sets or character variants, which the site never asks for). 28.5 kB
 * against 48.3: the font is preloaded, so every first visit waits on it. The file is committed;
 * run this again after upgrading the package, and `scripts/subset-font.test.ts` says when to.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'

const repo = path.join(import.meta.dirname, '..')
const PACKAGE = path.join(repo, 'node_modules', '@fontsource-variable', 'inter')
const SOURCE = path.join(PACKAGE, 'files', 'inter-latin-wght-normal.woff2')
export const FONT = path.join(repo, 'web', 'app', 'fonts', 'inter-latin-400-800.woff2')
export const WEIGHTS = { min: 400, max: 800 }

/** Every code point of the package's Latin file, read from its stylesheet's `unicode-range`. */
function latinText(): string {
  const css = readFileSync(path.join(PACKAGE, 'wght.css'), 'utf8')
  const block = /latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1]
  if (!block) throw new Error('No unicode-range for the Latin file in @fontsource-variable/inter/wght.css')
  const points: number[] = []
  for (const range of block.split(',')) {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-') as [string, string?]
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.push(point)
  }
  return String.fromCodePoint(...points.filter((point) => point >= 0x20))
}

/** The subset, as bytes. */
export function subsetInter(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), latinText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await subsetInter()
  writeFileSync(FONT, font)
  console.log(`${path.relative(repo, FONT)}: ${(font.length / 1000).toFixed(1)} kB`)
}
