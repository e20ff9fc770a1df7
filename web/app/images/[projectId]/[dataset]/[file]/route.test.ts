import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

/** The embedded default's image service over an empty images folder the test fills. */
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-images-'))
await mkdir(path.join(dir, 'images'))
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dir
const { GET } = await import('./route')

afterAll(async () => {
  process.env.CONTENT_DIR = sampleDir
  await rm(dir, { recursive: true, force: true })
})

const get = (file: string, search = '') =>
  GET(new Request(`http://localhost/images/local/production/${file}${search}`), {
    params: Promise.resolve({ projectId: 'local', dataset: 'production', file }),
  })

describe('GET /images/local/production/{file}', () => {
  it('serves an image uploaded after the server started, and never lets a 404 be cached', async () => {
    const file = `${'a'.repeat(40)}-4x2.png`
    const missing = await get(file, '?w=2&fm=webp')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')

    const png = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#0a1a33' } })
      .png()
      .toBuffer()
    await writeFile(path.join(dir, 'images', file), png)

    const served = await get(file, '?w=2&fm=webp')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(2)
  })

  it('answers a repeated URL with the same image, without transforming it again', async () => {
    const file = `${'c'.repeat(40)}-8x4.png`
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer()
    await writeFile(path.join(dir, 'images', file), png)
    const first = Buffer.from(await (await get(file, '?w=4&fm=webp')).arrayBuffer())
    // Content-addressed: the name stands for these bytes, so a transform made once stays right.
    await rm(path.join(dir, 'images', file))
    for (let time = 0; time < 2; time++) {
      const again = await get(file, '?w=4&fm=webp')
      expect(again.status).toBe(200)
      expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true)
    }
    expect((await get(file, '?w=2&fm=webp')).status, 'another size is made from the file').toBe(404)
  })

  it('keeps the uploaded format when none is asked for', async () => {
    const file = `${'b'.repeat(40)}-2x2.gif`
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#e3be5c' } })
      .gif()
      .toBuffer()
    await writeFile(path.join(dir, 'images', file), gif)
    const served = await get(file)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/gif')
  })

  it('pads fit=fill to the shape asked for, never larger than the source, and refuses bad parameters with 400', async () => {
    const file = `${'c'.repeat(40)}-8x4.png`
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0a1a33' } })
      .png()
      .toBuffer()
    await writeFile(path.join(dir, 'images', file), png)
    // Sanity's CDN would answer 6×6; here the box shrinks to fit the 8×4 source (docs/security.md, "Images").
    const filled = await get(file, '?w=6&h=6&fit=fill&fm=png')
    const meta = await sharp(Buffer.from(await filled.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([4, 4])

    expect((await get(file, '?fit=cover')).status).toBe(400)
    const outside = await get(file, '?rect=4,0,8,4')
    expect(outside.status).toBe(400)
    expect(await outside.text()).toMatch(/^Bad image parameters: rect=4,0,8,4 is not inside/)
  })

  it('serves the original bytes when no transform is asked for', async () => {
    const file = `${'d'.repeat(40)}-2x2.png`
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#e3be5c' } })
      .png()
      .toBuffer()
    await writeFile(path.join(dir, 'images', file), png)
    const served = await get(file, '?dl=')
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('answers 404 for names that are not content-addressed images', async () => {
    expect((await get('../data.ndjson')).status).toBe(404)
    expect((await get('photo.png')).status).toBe(404)
  })
})
