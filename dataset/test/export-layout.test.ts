import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assetFileFromId,
  assetIdFromFile,
  documentFromExportLine,
  documentToExportLine,
  JOURNAL_FILE,
  readContentLines,
  type AssetFile,
} from '../src/export-layout.ts'

const SAMPLE = path.resolve(import.meta.dirname, '..', '..', 'content', 'data.ndjson')

describe('export layout', () => {
  it('serialises every sample line back byte for byte', async () => {
    const lines = (await readFile(SAMPLE, 'utf8')).split('\n').filter(Boolean)
    const used = new Map<string, AssetFile>()
    for (const line of lines) expect(documentToExportLine(documentFromExportLine(line, used))).toBe(line)
    expect(used.size).toBeGreaterThan(50)
  })

  it('handles file assets as well as images', () => {
    const sha1 = 'a'.repeat(40)
    const used = new Map<string, AssetFile>()
    const line = `{"_id":"doc","_type":"brochure","pdf":{"_type":"file","_sanityAsset":"file@file://./files/${sha1}.pdf"}}`
    const doc = documentFromExportLine(line, used)
    expect(doc.pdf).toEqual({ _type: 'file', asset: { _type: 'reference', _ref: `file-${sha1}-pdf` } })
    expect(used.get(`file-${sha1}-pdf`)).toEqual({ kind: 'file', sha1, fileName: `${sha1}.pdf`, extension: 'pdf' })
    expect(documentToExportLine(doc)).toBe(line)
    expect(assetIdFromFile('image', `${sha1}-10x20.webp`)).toBe(`image-${sha1}-10x20-webp`)
    expect(assetFileFromId(`image-${sha1}-10x20-webp`)?.fileName).toBe(`${sha1}-10x20.webp`)
    expect(assetIdFromFile('image', '../../etc/passwd')).toBeUndefined()
    expect(() =>
      documentFromExportLine('{"_id":"a","_type":"b","x":{"_sanityAsset":"image@https://x"}}', used),
    ).toThrow(/Unsupported asset placeholder/)
  })
})

describe('the lake’s journal', () => {
  it('replays over data.ndjson in id order, whatever the ids hold, and ignores a torn last line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'dataset-journal-'))
    try {
      const quoted = 'note.say-\\"hi\\"'
      await writeFile(
        path.join(dir, 'data.ndjson'),
        [
          JSON.stringify({ _id: quoted, _type: 'note', title: 'old' }),
          JSON.stringify({ _type: 'note', _id: 'note.b', title: 'id not first' }),
          JSON.stringify({ _id: 'note.c', _type: 'note', title: 'deleted' }),
        ].join('\n') + '\n',
      )
      const entries = [
        { put: [{ _id: quoted, _type: 'note', title: 'new' }], delete: ['note.c'] },
        {
          put: [
            { _id: 'note.a', _type: 'note', title: 'created' },
            { _id: 'note.b', _type: 'note', title: 'b2' },
          ],
          delete: [],
        },
      ]
      const journal = entries.map((entry) => JSON.stringify(entry) + '\n').join('')
      await writeFile(path.join(dir, JOURNAL_FILE), journal + '{"put":[{"_id":"note.torn"')

      const { lines, journaled } = await readContentLines(dir)
      expect(journaled).toBe(2)
      expect(lines.map((line) => JSON.parse(line) as { _id: string; title: string })).toEqual([
        { _id: 'note.a', _type: 'note', title: 'created' },
        { _id: 'note.b', _type: 'note', title: 'b2' },
        { _id: quoted, _type: 'note', title: 'new' },
      ])

      // A damaged line before the last is not skipped silently.
      await writeFile(path.join(dir, JOURNAL_FILE), '{"put":[\n' + journal)
      await expect(readContentLines(dir)).rejects.toThrow(`${JOURNAL_FILE}: line 1 is damaged`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
