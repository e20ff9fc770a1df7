import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { LQIP_OPTIONS, lqip, transformImage } from '../src/image-transform.ts'

/**
 * The product's placeholders: 10×10, quality 50, blur 3, made by the one image transform, and
 * the sample content's `metadata.lqip` is exactly that.
 */

const CONTENT = path.resolve(import.meta.dirname, '..', '..', 'content')
const PREFIX = 'data:image/webp;base64,'
const decode = (url: string) => Buffer.from(url.slice(PREFIX.length), 'base64')

describe('lqip', () => {
  it('is the transform at 10×10, q 50, blur 3, as WebP, and is blurred', async () => {
    expect(LQIP_OPTIONS).toEqual({ w: 10, h: 10, fit: 'crop', q: 50, blur: 3, fm: 'webp' })
    const [photo = ''] = (await readdir(path.join(CONTENT, 'images'))).filter((name) => name.endsWith('.jpg'))
    const bytes = await readFile(path.join(CONTENT, 'images', photo))

    const placeholder = await lqip(bytes)
    expect(placeholder.startsWith(PREFIX)).toBe(true)
    const image = decode(placeholder)
    const { width, height, format } = await sharp(image).metadata()
    expect({ width, height, format }).toEqual({ width: 10, height: 10, format: 'webp' })

    const transformed = await transformImage(bytes, { w: 10, h: 10, fit: 'crop', q: 50, blur: 3, fm: 'webp' })
    expect(image.equals(transformed.body)).toBe(true)
    const unblurred = await transformImage(bytes, { w: 10, h: 10, fit: 'crop', q: 50, fm: 'webp' })
    expect(image.equals(unblurred.body)).toBe(false)
  })

  it('is what every image of the sample content carries in assets.json', async () => {
    const assets = JSON.parse(await readFile(path.join(CONTENT, 'assets.json'), 'utf8')) as Record<
      string,
      { sha1hash: string; metadata?: { lqip?: string } }
    >
    const files = await readdir(path.join(CONTENT, 'images'))
    const images = Object.entries(assets).filter(([key]) => key.startsWith('image-'))
    expect(images.length).toBeGreaterThan(50)
    const wrong: string[] = []
    for (const [key, asset] of images) {
      const file = files.find((name) => name.startsWith(`${asset.sha1hash}-`))
      expect(file, `${key} has no file in content/images`).toBeDefined()
      const expected = await lqip(await readFile(path.join(CONTENT, 'images', file!)))
      if (asset.metadata?.lqip !== expected) wrong.push(key)
    }
    expect(wrong, 'assets whose metadata.lqip is not lqip() of their file').toEqual([])
  })
})
