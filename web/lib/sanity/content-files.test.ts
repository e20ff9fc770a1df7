import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { JOURNAL_FILE, SAMPLE_MANIFEST } from '@meridian/dataset'
import { afterAll, describe, expect, it } from 'vitest'
import { contentFilesHash, DATASET_FILES } from './content-files'

/**
 * The dataset's fingerprint, as the build records it and a starting server compares it
 * (lib/warm-up.ts): content changed while no server ran is rendered again.
 */

const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-content-files-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('contentFilesHash', () => {
  it("counts the lake's journal and the sample manifest, which sets how far the sample dates roll", () => {
    expect(DATASET_FILES).toContain(JOURNAL_FILE)
    expect(DATASET_FILES).toContain(SAMPLE_MANIFEST)
  })

  it('is empty where there is no dataset (hosted content)', async () => {
    expect(await contentFilesHash(path.join(dir, 'none'))).toBe('')
  })

  it('is the same for a copy, and changes with a publish or a journal entry', async () => {
    const content = path.join(dir, 'content')
    await cp(
      path.join(import.meta.dirname, '..', '..', '..', 'content', 'data.ndjson'),
      path.join(content, 'data.ndjson'),
    )
    const built = await contentFilesHash(content)
    const copy = path.join(dir, 'copy')
    await cp(content, copy, { recursive: true })
    expect(await contentFilesHash(copy)).toBe(built)

    await writeFile(path.join(copy, JOURNAL_FILE), '{"_id":"a","_type":"deal"}\n')
    const journalled = await contentFilesHash(copy)
    expect(journalled).not.toBe(built)
    await writeFile(path.join(copy, 'data.ndjson'), '{"_id":"a","_type":"deal","title":"changed"}\n')
    expect(await contentFilesHash(copy)).not.toBe(journalled)
  })
})
