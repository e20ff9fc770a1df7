import { parseImageParams, transformImage } from '@meridian/dataset'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pageMetadata } from './metadata'

/** An uploaded photo as the `image` fragment reads it, with its size in the asset's id. */
const photo = (
  width: number,
  height: number,
  crop?: { left?: number; right?: number; top?: number; bottom?: number },
) => ({
  alt: 'A wing over the clouds',
  crop: crop ? { left: 0, right: 0, top: 0, bottom: 0, ...crop } : null,
  hotspot: null,
  asset: {
    _id: `image-${'b'.repeat(40)}-${width}x${height}-png`,
    metadata: { dimensions: { width, height } },
  },
})

/** The share image a page declares, and what the image service answers for its URL. */
async function declaredAndServed(image: ReturnType<typeof photo>) {
  const metadata = pageMetadata({ title: 'About us', path: '/about-us', seo: { image } })
  const [declared] = metadata.openGraph!.images as { url: string; width: number; height: number }[]
  const { width, height } = image.asset.metadata.dimensions
  const source = await sharp({ create: { width, height, channels: 3, background: '#16396b' } })
    .png()
    .toBuffer()
  const options = parseImageParams(new URL(declared!.url, 'http://localhost').searchParams)!
  const served = await sharp((await transformImage(source, options)).body).metadata()
  return {
    declared: { width: declared!.width, height: declared!.height },
    served: { width: served.width, height: served.height },
  }
}

describe("a page's share photo", () => {
  it('declares the size the image service serves when the upload is smaller than 1200×630', async () => {
    const { declared, served } = await declaredAndServed(photo(800, 400))
    expect(declared).toEqual(served)
    expect(declared).toEqual({ width: 761, height: 400 })
  })

  it("declares the size left by the editor's crop", async () => {
    const { declared, served } = await declaredAndServed(photo(1600, 900, { left: 0.25, right: 0.25 }))
    expect(declared).toEqual(served)
    expect(declared.width).toBeLessThanOrEqual(800)
  })

  it('stays 1200×630 for an upload larger than that', async () => {
    const { declared, served } = await declaredAndServed(photo(1600, 900))
    expect(declared).toEqual({ width: 1200, height: 630 })
    expect(served).toEqual(declared)
  })
})
