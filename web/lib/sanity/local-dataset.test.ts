import { appendFile, copyFile, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { JOURNAL_FILE } from '@meridian/dataset'

/**
 * The embedded default's seam over a copy of the sample dataset, rewritten the way the local
 * lake writes it: a temporary file renamed over the old one.
 */

const sample = path.join(import.meta.dirname, '..', '..', '..', 'content')
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-seam-'))
await Promise.all(['data.ndjson', 'assets.json'].map((name) => copyFile(path.join(sample, name), path.join(dir, name))))
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dir
const { publishedVersion, queryLocalDataset } = await import('./local-dataset')

afterAll(async () => {
  // The next test file in this worker reads the sample again.
  process.env.CONTENT_DIR = sampleDir
  await rm(dir, { recursive: true, force: true })
})

const published = <T>(query: string, params: Record<string, unknown> = {}) =>
  queryLocalDataset(query, params) as Promise<T>
const drafts = <T>(query: string, params: Record<string, unknown> = {}) =>
  queryLocalDataset(query, params, { perspective: 'drafts' }) as Promise<T>

const EDITED = 'deal.seattle-to-oslo-business-class'
const titleOf = `*[_id == $id][0].title`

/** Replaces a file as the lake does; `mtime` pins the new file's modification time. */
async function replaceByRename(name: string, text: string, mtime?: Date) {
  const file = path.join(dir, name)
  const temporary = `${file}.tmp`
  await writeFile(temporary, text)
  if (mtime) await utimes(temporary, mtime, mtime)
  await rename(temporary, file)
}

const ndjson = () => readFile(path.join(dir, 'data.ndjson'), 'utf8')
const appendDocuments = async (...documents: object[]) =>
  replaceByRename(
    'data.ndjson',
    `${(await ndjson()).trimEnd()}\n${documents.map((d) => JSON.stringify(d)).join('\n')}\n`,
  )

describe('the published perspective', () => {
  it('never returns a draft, whatever the query asks for', async () => {
    expect(await published(`*[_id in path("drafts.**")]._id`)).toEqual([])
    expect(await published(`*[slug.current == "draft-only-secret-fare"]`)).toEqual([])
    expect(await published(titleOf, { id: EDITED })).not.toMatch(/^Sample draft, do not publish: /)
  })
})

describe('the drafts perspective', () => {
  it('overlays a draft edit on its published document, under the published id', async () => {
    const deal = await drafts<{ _id: string; _originalId: string; title: string }>(
      `*[_id == $id][0]{ _id, _originalId, title }`,
      { id: EDITED },
    )
    expect(deal).toEqual({
      _id: EDITED,
      _originalId: `drafts.${EDITED}`,
      title: expect.stringMatching(/^Sample draft, do not publish: /),
    })
  })

  it('includes a document that only exists as a draft, with its image', async () => {
    const deal = await drafts<{ _id: string; url: string }>(
      `*[_type == "deal" && slug.current == "draft-only-secret-fare"][0]{ _id, "url": image.asset->url }`,
    )
    expect(deal._id).toBe('deal.draft-only-secret-fare')
    expect(deal.url).toMatch(/^\/images\/local\/production\/[a-f0-9]{40}-\d+x\d+\.jpg$/)
  })

  it('holds one document per id', async () => {
    const ids = await drafts<string[]>(`*._id`)
    expect(ids.filter((id) => id.startsWith('drafts.'))).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('reloading', () => {
  it('sees data.ndjson replaced by rename even with the same size and modification time', async () => {
    const pinned = new Date('2026-11-20T10:00:00Z')
    await utimes(path.join(dir, 'data.ndjson'), pinned, pinned)
    const before = await published<string>(titleOf, { id: EDITED })
    const after = before.replace('Oslo', 'OSLO')
    expect(after).not.toBe(before)

    await replaceByRename('data.ndjson', (await ndjson()).replace(`"title":"${before}"`, `"title":"${after}"`), pinned)

    expect(await published(titleOf, { id: EDITED })).toBe(after)
  })

  it('shows a draft created after the first read in drafts only', async () => {
    await appendDocuments({
      _id: 'drafts.deal.created-in-the-studio',
      _type: 'deal',
      title: 'Created in the Studio',
      slug: { _type: 'slug', current: 'created-in-the-studio' },
    })
    const query = `*[_type == "deal" && slug.current == "created-in-the-studio"][0].title`
    expect(await drafts(query)).toBe('Created in the Studio')
    expect(await published(query)).toBeNull()
  })

  it('changes the published version, which keys the cache, on a publish but not on a draft edit', async () => {
    const before = await publishedVersion()
    await appendDocuments({ _id: 'drafts.deal.still-a-draft', _type: 'deal', title: 'Still a draft' })
    expect(await publishedVersion()).toBe(before)
    await appendDocuments({ _id: 'deal.just-published', _type: 'deal', title: 'Just published' })
    expect(await publishedVersion()).not.toBe(before)
  })

  it('sees each commit the lake appends to its journal, before data.ndjson is rewritten', async () => {
    const journal = path.join(dir, JOURNAL_FILE)
    const query = `*[_id == "deal.journaled"][0].title`
    const commit = (entry: object) => appendFile(journal, `${JSON.stringify(entry)}\n`)
    await commit({ put: [{ _id: 'deal.journaled', _type: 'deal', title: 'First' }], delete: [] })
    expect(await published(query)).toBe('First')
    await commit({ put: [{ _id: 'deal.journaled', _type: 'deal', title: 'Second' }], delete: [] })
    expect(await published(query)).toBe('Second')
    await commit({ put: [], delete: ['deal.journaled'] })
    expect(await published(query)).toBeNull()
    await rm(journal)
  })

  it('resolves an image uploaded after the first read, with its metadata from assets.json', async () => {
    const sha1 = 'f'.repeat(40)
    const lqip = 'data:image/webp;base64,AAAA'
    const assets = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as Record<string, unknown>
    await appendDocuments({
      _id: 'deal.with-an-upload',
      _type: 'deal',
      image: { _type: 'image', _sanityAsset: `image@file://./images/${sha1}-2x2.png` },
    })
    const query = `*[_id == "deal.with-an-upload"][0].image.asset->{ url, "lqip": metadata.lqip }`
    const url = `/images/local/production/${sha1}-2x2.png`
    expect(await published(query)).toEqual({ url, lqip: null })

    // The asset's metadata may land after the document that names it.
    await replaceByRename(
      'assets.json',
      JSON.stringify({ ...assets, [`image-${sha1}`]: { sha1hash: sha1, metadata: { lqip } } }),
    )
    expect(await published(query)).toEqual({ url, lqip })
  })
})
