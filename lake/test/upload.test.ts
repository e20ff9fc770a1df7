import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { afterEach, expect, it, vi } from 'vitest'
import { assetFileFromId } from '@meridian/dataset'
import { uploadAsset } from '../src/assets/upload.ts'
import { openLake, type Lake } from '../src/lake.ts'
import { tempDirs } from './helpers.ts'

const roots: string[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })))
})

async function lakeOfItsOwn(): Promise<Lake> {
  const { root, contentDir, stateDir } = await tempDirs()
  roots.push(root)
  return openLake({
    contentDir,
    stateDir,
    projectId: 'local',
    dataset: 'production',
    assetBaseUrl: 'https://127.0.0.1',
  })
}

it('the same file uploaded twice at once keeps its bytes when the first commit fails', async () => {
  const lake = await lakeOfItsOwn()
  const data = Buffer.from(`sample itinerary ${Date.now()}\n`)
  // The first commit fails once the second upload has had every chance to start; the second one
  // commits a little later, as a busy store would.
  const transact = lake.store.transact.bind(lake.store)
  let calls = 0
  vi.spyOn(lake.store, 'transact').mockImplementation(async (run, options) => {
    const call = ++calls
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (call === 1) throw new Error('disk full')
    return transact(run, options)
  })

  const results = await Promise.allSettled([
    uploadAsset(lake, 'file', data, { filename: 'itinerary.txt' }, 'editor'),
    uploadAsset(lake, 'file', data, { filename: 'itinerary.txt' }, 'editor'),
  ])
  expect(results.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected'])
  const doc = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))[0]!
  expect(lake.store.get(doc._id)).toBeDefined()
  // The asset's bytes are where its document says.
  expect(existsSync(lake.files.assetPath(assetFileFromId(doc._id)!))).toBe(true)
})
