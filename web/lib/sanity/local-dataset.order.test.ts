import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import type * as Dataset from '@meridian/dataset'
import type * as FsPromises from 'node:fs/promises'

/**
 * The embedded default's reloads when its looks at the files finish out of order (a look begun
 * before a publish finishing after one begun since), over a copy of the sample dataset.
 */

/** While set, each look at a file made now answers only once it opens (as a slow disk would). */
let holding: Promise<void> | undefined
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>()
  return {
    ...fs,
    stat: (async (...args: Parameters<typeof fs.stat>) => {
      const held = holding
      const result = await fs.stat(...args)
      await held
      return result
    }) as typeof fs.stat,
  }
})
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@meridian/dataset', async (original) => {
  const dataset = await original<typeof Dataset>()
  return {
    ...dataset,
    loadDataset: (...args: Parameters<typeof dataset.loadDataset>) => {
      loads.count += 1
      return dataset.loadDataset(...args)
    },
  }
})

const sample = path.join(import.meta.dirname, '..', '..', '..', 'content')
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-seam-order-'))
await Promise.all(['data.ndjson', 'assets.json'].map((name) => copyFile(path.join(sample, name), path.join(dir, name))))
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dir
const { queryLocalDataset } = await import('./local-dataset')

afterAll(async () => {
  process.env.CONTENT_DIR = sampleDir
  await rm(dir, { recursive: true, force: true })
})

const EDITED = 'deal.new-york-to-london-business-class'
const title = () => queryLocalDataset(`*[_id == $id][0].title`, { id: EDITED }) as Promise<string>

it('a look at the files begun before a publish and finished after does not load the old files again', async () => {
  const before = await title()
  const after = `${before} (published)`
  const loadsBefore = loads.count

  let open!: () => void
  holding = new Promise((resolve) => (open = resolve))
  const early = title()
  holding = undefined

  const file = path.join(dir, 'data.ndjson')
  const text = await readFile(file, 'utf8')
  await writeFile(`${file}.tmp`, text.replace(`"title":"${before}"`, `"title":"${after}"`))
  await rename(`${file}.tmp`, file)
  expect(await title()).toBe(after)
  expect(loads.count).toBe(loadsBefore + 1)

  open()
  await early
  expect(await title()).toBe(after)
  // One load for the publish; none for the late look, none to undo it.
  expect(loads.count).toBe(loadsBefore + 1)
})
