import { inflateSync } from 'node:zlib'

/**
 * The code points a WOFF (1.0) font has glyphs for, read from its `cmap` table. next/og asks
 * Google Fonts over the network for any character its fonts lack, so the share cards keep to
 * the characters the self-hosted fonts cover (lib/seo/share-card-image.tsx).
 */
export function woffCoverage(woff: Buffer): Set<number> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const cmap = woffTable(woff, 'cmap')
  const subtables = cmap.readUInt16BE(2)
  const offsets = new Map<string, number>()
  for (let i = 0; i < subtables; i++) {
    const record = 4 + i * 8
    offsets.set(`${cmap.readUInt16BE(record)}.${cmap.readUInt16BE(record + 2)}`, cmap.readUInt32BE(record + 4))
  }
  // Windows full Unicode (format 12) when present, else the BMP's format 4.
  const full = offsets.get('3.10') ?? offsets.get('0.4')
  if (full !== undefined && cmap.readUInt16BE(full) === 12) return format12(cmap, full)
  const bmp = offsets.get('3.1') ?? offsets.get('0.3')
  if (bmp !== undefined && cmap.readUInt16BE(bmp) === 4) return format4(cmap, bmp)
  throw new Error('The font has no Unicode cmap of format 4 or 12')
}

function woffTable(woff: Buffer, tag: string): Buffer {
  const tables = woff.readUInt16BE(12)
  for (let i = 0; i < tables; i++) {
    const entry = 44 + i * 20
    if (woff.toString('latin1', entry, entry + 4) !== tag) continue
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const length = woff.readUInt32BE(entry + 12)
    const data = woff.subarray(offset, offset + compressed)
    return compressed < length ? inflateSync(data) : data
  }
  throw new Error(`The font has no ${tag} table`)
}

function format4(cmap: Buffer, at: number): Set<number> {
  const segments = cmap.readUInt16BE(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  const covered = new Set<number>()
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2)
    const start = cmap.readUInt16BE(starts + s * 2)
    const delta = cmap.readUInt16BE(deltas + s * 2)
    const rangeAt = rangeOffsets + s * 2
    const rangeOffset = cmap.readUInt16BE(rangeAt)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        glyph = cmap.readUInt16BE(rangeAt + rangeOffset + (code - start) * 2)
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff
      }
      if (glyph !== 0) covered.add(code)
    }
  }
  return covered
}

function format12(cmap: Buffer, at: number): Set<number> {
  const groups = cmap.readUInt32BE(at + 12)
  const covered = new Set<number>()
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12
    const start = cmap.readUInt32BE(group)
    const end = cmap.readUInt32BE(group + 4)
    const firstGlyph = cmap.readUInt32BE(group + 8)
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) covered.add(code)
  }
  return covered
}
