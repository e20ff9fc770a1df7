import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderShareCard } from './share-card-image'

afterEach(() => {
  vi.unstubAllGlobals()
})

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

describe('renderShareCard', () => {
  it('draws a title in a script the fonts lack without asking any server for a font', async () => {
    // The renderer loads its own WebAssembly from data: URLs; anything else would leave the machine.
    const realFetch = globalThis.fetch
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.startsWith('data:')) return realFetch(input, init)
      asked.push(url)
      return Promise.reject(new Error('no network in this test'))
    })
    const response = await renderShareCard(
      {
        kind: 'city',
        slug: 'tokyo',
        eyebrow: 'Japan · Asia',
        title: 'Business class flights to 東京 Tokyo',
        detail: '2 deals from $4,380',
      },
      'Meridian Business Travel',
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
    expect(asked).toEqual([])
  })
})
