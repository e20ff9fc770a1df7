import { mkdtemp, rename, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { JOURNAL_FILE, SAMPLE_MANIFEST } from '@meridian/dataset'
import { afterAll, describe, expect, it } from 'vitest'
import { DATASET_FILES, datasetChangedAt } from './content-files'

/**
 * When the dataset last changed, as the cache handler reads it at start (README.md, "Decisions":
 * Caching): every page stored before it is rendered again.
 */

const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-content-files-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('datasetChangedAt', () => {
  it("counts the lake's journal and the sample manifest, which sets how far the sample dates roll", () => {
    expect(DATASET_FILES).toContain(JOURNAL_FILE)
    expect(DATASET_FILES).toContain(SAMPLE_MANIFEST)
  })

  it('is 0 where there is no dataset (hosted content)', async () => {
    expect(await datasetChangedAt(path.join(dir, 'none'))).toBe(0)
  })

  it('moves forward when a file is replaced by rename, even by one with an older modification time', async () => {
    const file = path.join(dir, 'data.ndjson')
    await writeFile(file, '{"_id":"a","_type":"deal"}\n')
    const first = await datasetChangedAt(dir)
    expect(first).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // As a checkout or a copy that keeps times would leave it: written now, dated last year.
    await writeFile(`${file}.tmp`, '{"_id":"a","_type":"deal","title":"changed"}\n')
    const lastYear = new Date(Date.now() - 365 * 86_400_000)
    await utimes(`${file}.tmp`, lastYear, lastYear)
    await rename(`${file}.tmp`, file)
    expect(await datasetChangedAt(dir)).toBeGreaterThan(first)
  })
})
