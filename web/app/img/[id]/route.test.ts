import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

/** The short image address over an empty images folder the test fills. */
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-img-'))
await mkdir(path.join(dir, 'images'))
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dir
const { GET: short } = await import('./route')
const { GET: long } = await import('../../images/[projectId]/[dataset]/[file]/route')

afterAll(async () => {
  process.env.CONTENT_DIR = sampleDir
  await rm(dir, { recursive: true, force: true })
})

const get = (id: string, search = '') =>
  short(new Request(`http://localhost/img/${id}${search}`), { params: Promise.resolve({ id }) })
const getLong = (file: string, search: string) =>
  long(new Request(`http://localhost/images/local/production/${file}${search}`), {
    params: Promise.resolve({ projectId: 'local', dataset: 'production', file }),
  })

const upload = async (file: string, width = 8, height = 4) => {
  const png = await sharp({ create: { width, height, channels: 3, background: '#0a1a33' } })
    .png()
    .toBuffer()
  await writeFile(path.join(dir, 'images', file), png)
}
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('GET /img/{id}', () => {
  it("gives the picture Sanity's URL gives with the site's WebP at quality 80", async () => {
    const hash = `0123456789ab${'c'.repeat(28)}`
    await upload(`${hash}-8x4.png`)
    const served = await get(hash.slice(0, 12), '?w=4')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await bytes(served)).equals(await bytes(await getLong(`${hash}-8x4.png`, '?w=4&fm=webp&q=80')))).toBe(true)
    // Another quality or a crop is asked for as on Sanity's CDN.
    const other = await bytes(await get(hash.slice(0, 12), '?w=4&q=50&rect=0,0,4,4'))
    expect(other.equals(await bytes(await getLong(`${hash}-8x4.png`, '?w=4&q=50&rect=0,0,4,4&fm=webp')))).toBe(true)
  })

  it('serves an image uploaded after the server started, and never lets a 404 be cached', async () => {
    const id = 'fedcba987654'
    const missing = await get(id, '?w=2')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    await upload(`${id}${'0'.repeat(28)}-4x2.png`, 4, 2)
    const served = await get(id, '?w=2')
    expect(served.status).toBe(200)
    expect((await sharp(await bytes(served)).metadata()).width).toBe(2)
  })

  it('keeps the limits of the image service: bad parameters are a 400', async () => {
    const id = 'aaaaaaaaaaaa'
    await upload(`${id}${'a'.repeat(28)}-8x4.png`)
    const outside = await get(id, '?w=4&rect=4,0,8,4')
    expect(outside.status).toBe(400)
    expect(await outside.text()).toMatch(/^Bad image parameters: rect=4,0,8,4 is not inside/)
    expect((await get(id, '?fit=cover')).status).toBe(400)
  })

  it('answers 404 for an id that is not 12 hex digits, or that two images share', async () => {
    expect((await get('../data.ndjson')).status).toBe(404)
    expect((await get('0123456789a')).status).toBe(404)
    expect((await get('0123456789AB')).status).toBe(404)
    const id = 'bbbbbbbbbbbb'
    await upload(`${id}${'1'.repeat(28)}-8x4.png`)
    await upload(`${id}${'2'.repeat(28)}-8x4.png`)
    expect((await get(id, '?w=4')).status).toBe(404)
  })
  it('serves every picture a fresh server is asked for at once (a first page view asks for a dozen)', async () => {
    const ids = ['111111111111', '222222222222', '333333333333', '444444444444']
    for (const id of ids) await upload(`${id}${'d'.repeat(28)}-8x4.png`)
    // A made-up id among them makes the folder be read again, as the first visit after an upload.
    const answers = await Promise.all([...ids, 'cccccccccccc', ...ids].map((id) => get(id, '?w=4')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 200, 200, 200, 200])
    // And later requests still find them.
    expect((await Promise.all(ids.map((id) => get(id, '?w=4')))).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200,
    ])
  })
})
