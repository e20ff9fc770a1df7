import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { persistedContent, startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

describe('Presentation preview secrets (@sanity/preview-url-secret)', () => {
  it('creates a secret the site can validate, kept out of content/', async () => {
    const { secret } = await createPreviewSecret(lake.client, 'test', 'http://localhost:3333', 'local-editor')
    const url = `http://localhost:3000/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/deals`
    const result = await validatePreviewUrl(lake.client, url)
    expect(result).toMatchObject({ isValid: true, redirectTo: '/deals', studioOrigin: 'http://localhost:3333' })
    expect((await validatePreviewUrl(lake.client, url.replace(secret, 'forged'))).isValid).toBe(false)

    // Neither data.ndjson nor the journal beside it (lake/README.md, "Writes").
    await lake.client.create({ _id: 'note.beside-the-secret', _type: 'note' })
    expect(await persistedContent(lake)).toContain('note.beside-the-secret')
    expect(await persistedContent(lake)).not.toContain('previewUrlSecret')
    expect(await readFile(path.join(lake.stateDir, 'system.ndjson'), 'utf8')).toContain(secret)
    // Anonymous readers never see system documents, whatever the perspective.
    expect(await lake.anonymous.fetch('count(*[_type == "sanity.previewUrlSecret"])')).toBe(0)
  })
})
