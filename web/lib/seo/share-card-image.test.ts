import type * as FsPromises from 'node:fs/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderShareCard } from './share-card-image'

/** How many of the next file reads fail as a process out of file descriptors does. */
const reads = vi.hoisted(() => ({ failing: 0 }))
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>()
  const readFile = ((...args: Parameters<typeof fs.readFile>) =>
    reads.failing-- > 0
      ? Promise.reject(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }))
      : fs.readFile(...args)) as typeof fs.readFile
  return { ...fs, default: { ...fs, readFile }, readFile }
})

afterEach(() => {
  vi.unstubAllGlobals()
  reads.failing = 0
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

  it('draws cards again once the fonts can be read, after a read of them failed', async () => {
    // A fresh copy of the module: the fonts are read once per process, on the first card.
    vi.resetModules()
    const { renderShareCard: render } = await import('./share-card-image')
    const card = { kind: 'city', slug: 'paris', eyebrow: 'France · Europe', title: 'Paris', detail: '' } as const
    reads.failing = 1
    await expect(render(card, 'Meridian Business Travel')).rejects.toThrow(/EMFILE/)
    const response = await render(card, 'Meridian Business Travel')
    expect(response.headers.get('content-type')).toBe('image/png')
  })
})
