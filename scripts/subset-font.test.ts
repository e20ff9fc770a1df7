import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { FONT, subsetInter } from './subset-font'

it('the committed font is what `npm run fonts` makes of the installed Inter, and about 30 kB', async () => {
  const committed = readFileSync(FONT)
  expect(committed.equals(await subsetInter()), 'run `npm run fonts` and commit the file').toBe(true)
  expect(committed.length).toBeLessThan(33_000)
})
