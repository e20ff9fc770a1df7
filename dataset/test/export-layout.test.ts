import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assetFileFromId,
  assetIdFromFile,
  documentFromExportLine,
  documentToExportLine,
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
