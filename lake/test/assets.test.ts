import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDataset, readContentLines } from '@meridian/dataset'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake
let png: Buffer

beforeAll(async () => {
  lake = await startTestLake()
  // A half-transparent 32×16 PNG: not opaque, has alpha.
  png = await sharp({
    create: { width: 32, height: 16, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer()
})
afterAll(() => lake.dispose())

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex')

describe('assets', () => {
  it('uploads an image, describes it, stores it in content/ and serves it', async () => {
    const originalAssets = await readFile(path.join(lake.contentDir, 'assets.json'), 'utf8')
    const doc = await lake.client.assets.upload('image', png, { filename: 'swatch.png', title: 'Swatch' })
    const hash = sha1(png)
    expect(doc).toMatchObject({
      _id: `image-${hash}-32x16-png`,
      _type: 'sanity.imageAsset',
      assetId: hash,
      sha1hash: hash,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: 'swatch.png',
      title: 'Swatch',
      size: png.length,
      path: `images/local/production/${hash}-32x16.png`,
      url: `${lake.httpsUrl}/images/local/production/${hash}-32x16.png`,
      metadata: { dimensions: { width: 32, height: 16, aspectRatio: 2 }, hasAlpha: true, isOpaque: false },
    })
    expect(doc.metadata.lqip).toMatch(/^data:image\/webp;base64,/)

    const stored = await readFile(path.join(lake.contentDir, 'images', `${hash}-32x16.png`))
    expect(stored.equals(png)).toBe(true)
    const assets = JSON.parse(await readFile(path.join(lake.contentDir, 'assets.json'), 'utf8'))
    expect(assets[`image-${hash}`]).toMatchObject({ originalFilename: 'swatch.png', sha1hash: hash, size: png.length })
    expect(assets[`image-${hash}`].url).toBeUndefined()
    // The other entries are written back exactly as they were.
    delete assets[`image-${hash}`]
    expect(JSON.stringify(assets, null, 2) + '\n').toBe(originalAssets)

    const served = await lake.api(`/images/local/production/${hash}-32x16.png`, { token: null })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    const thumbnail = await lake.api(`/images/local/production/${hash}-32x16.png?w=8&fm=webp`, { token: null })
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([8, 4])
    const cropped = await lake.api(`/images/local/production/${hash}-32x16.png?rect=0,0,16,16&w=4&h=4&fit=crop`, {
      token: null,
    })
    const cropMeta = await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()
    expect([cropMeta.width, cropMeta.height]).toEqual([4, 4])
  })

  it('returns the existing asset when the same bytes are uploaded again', async () => {
    const first = await lake.client.assets.upload('image', png, { filename: 'again.png' })
    const second = await lake.client.assets.upload('image', png, { filename: 'again-2.png' })
    expect(second._id).toBe(first._id)
    expect(second._rev).toBe(first._rev)
  })

  it('uploads and serves files', async () => {
    const data = Buffer.from('Fare sheet, sample\n')
    const doc = await lake.client.assets.upload('file', data, { filename: 'fares.txt', contentType: 'text/plain' })
    const hash = sha1(data)
    expect(doc).toMatchObject({
      _id: `file-${hash}-txt`,
      _type: 'sanity.fileAsset',
      mimeType: 'text/plain',
      url: `${lake.httpsUrl}/files/local/production/${hash}.txt`,
    })
    const served = await lake.api(`/files/local/production/${hash}.txt?dl=fares.txt`, { token: null })
    expect(await served.text()).toBe('Fare sheet, sample\n')
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="fares.txt"')
  })

  it('serves uploads, SVG above all, sandboxed: no script runs, nothing loads, no type is sniffed', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(document.domain)</script>' +
        '<rect width="40" height="20" fill="#c33"/></svg>',
    )
    const image = await lake.client.assets.upload('image', svg, { filename: 'logo.svg' })
    expect(image.mimeType).toBe('image/svg+xml')
    const html = await lake.client.assets.upload('file', Buffer.from('<script>alert(1)</script>'), {
      filename: 'page.html',
    })
    const imagePath = new URL(image.url).pathname
    const answers = {
      original: await lake.api(imagePath, { token: null }),
      rendered: await lake.api(`${imagePath}?w=20`, { token: null }),
      revalidated: await lake.api(imagePath, { token: null, headers: { 'if-none-match': `"${image.sha1hash}"` } }),
      file: await lake.api(new URL(html.url).pathname, { token: null }),
    }
    expect(answers.original.headers.get('content-type')).toBe('image/svg+xml')
    expect(answers.rendered.headers.get('content-type')).toBe('image/png')
    expect(answers.revalidated.status).toBe(304)
    expect(answers.file.headers.get('content-type')).toBe('application/octet-stream')
    for (const [name, response] of Object.entries(answers)) {
      const policy = (response.headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim())
      expect(policy, name).toContain('sandbox')
      expect(policy, name).toContain("default-src 'none'")
      expect(
        policy.some((directive) => directive.startsWith('script-src')),
        name,
      ).toBe(false)
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff')
    }
  })

  it('removes the bytes and the assets.json entry of a deleted asset', async () => {
    const data = Buffer.from('temporary attachment')
    const doc = await lake.client.assets.upload('file', data, { filename: 'tmp.txt' })
    const file = path.join(lake.contentDir, 'files', `${sha1(data)}.txt`)
    expect((await readFile(file)).equals(data)).toBe(true)
    await lake.client.delete(doc._id)
    await expect(readFile(file)).rejects.toThrow(/ENOENT/)
    const assets = JSON.parse(await readFile(path.join(lake.contentDir, 'assets.json'), 'utf8'))
    expect(assets[`file-${sha1(data)}`]).toBeUndefined()
  })

  it('serves the sample images and refuses unknown or traversing paths', async () => {
    const url = await lake.anonymous.fetch<string>('*[_type == "deal"][0].image.asset->url')
    const response = await lake.api(new URL(url).pathname, { token: null })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect((await lake.api('/images/local/production/..%2F..%2Fdata.ndjson', { token: null })).status).toBe(404)
    expect((await lake.api('/images/other/production/x.png', { token: null })).status).toBe(404)
  })

  it('applies the transform\'s limits to anonymous image URLs (docs/security.md, "Images")', async () => {
    const url = await lake.anonymous.fetch<string>('*[_type == "deal"][0].image.asset->url')
    const photo = new URL(url).pathname
    expect(photo).toMatch(/-1600x900\.jpg$/)
    const sizeOf = async (query: string) => {
      const response = await lake.api(`${photo}${query}`, { token: null })
      expect(response.status, query).toBe(200)
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      return `${width}×${height}`
    }
    // Never enlarged: the box shrinks to fit in the 1600×900 original.
    expect(await sizeOf('?w=4000&h=4000&fit=crop&fm=png')).toBe('900×900')
    expect(await sizeOf('?w=4000&h=4000&fit=clip')).toBe('1600×900')
    expect(await sizeOf('?w=3000&dpr=3&fit=scale')).toBe('1600×900')

    const refused = async (query: string) => {
      const response = await lake.api(`${photo}${query}`, { token: null })
      return [response.status, ((await response.json()) as { message: string }).message]
    }
    expect(await refused('?w=4000&h=4000&fit=crop&blur=2000&fm=png')).toEqual([
      400,
      expect.stringMatching(/^Bad image parameters: blur=2000 on a 900×900 output costs too much: at most blur=158/),
    ])
    expect(await refused('?rect=1500,0,200,200')).toEqual([
      400,
      expect.stringMatching(/is not inside the 1600×900 image/),
    ])
  })

  it('rejects uploads that are not images, and uploads without a token', async () => {
    const notImage = await lake.api('/v2025-02-19/assets/images/production?filename=x.png', {
      method: 'POST',
      body: 'not an image',
    })
    expect(notImage.status).toBe(400)
    const anonymous = await lake.api('/v2025-02-19/assets/images/production', {
      method: 'POST',
      body: new Uint8Array(png),
      token: null,
    })
    expect(anonymous.status).toBe(401)
  })

  it('writes referenced uploads as _sanityAsset placeholders that loadDataset reads back', async () => {
    const image = await lake.client.assets.upload('image', png, { filename: 'swatch.png' })
    await lake.client.create({
      _id: 'note.with-image',
      _type: 'note',
      picture: { _type: 'image', asset: { _type: 'reference', _ref: image._id }, alt: 'Swatch' },
    })
    const line = (await readContentLines(lake.contentDir)).lines.find((text) => text.includes('"note.with-image"'))
    expect(JSON.parse(line ?? '{}').picture).toEqual({
      _type: 'image',
      _sanityAsset: `image@file://./images/${image.assetId}-32x16.png`,
      alt: 'Swatch',
    })
    const docs = await loadDataset(lake.contentDir, { projectId: 'local', dataset: 'production', assetBaseUrl: '' })
    const note = docs.find((doc) => doc._id === 'note.with-image')
    expect(note?.picture).toEqual({ _type: 'image', asset: { _type: 'reference', _ref: image._id }, alt: 'Swatch' })
    expect(docs.find((doc) => doc._id === image._id)).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'swatch.png',
    })
  })
})
