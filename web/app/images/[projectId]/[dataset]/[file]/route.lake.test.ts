import { readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { startLake } from '@meridian/lake'
import { afterAll, describe, expect, it } from 'vitest'
import { lakeDirs } from '@/test/preview-secret'

/**
 * One image URL, one answer: the site's /images route (embedded mode) and the local lake's
 * asset CDN both render through @meridian/dataset's image transform, so the same path and
 * query give byte-identical images (and the same refusals). The lake runs here on a free port
 * over a temporary copy of content/, which the route reads too.
 */

const dirs = lakeDirs()
const lake = await startLake({ contentDir: dirs.contentDir, stateDir: dirs.stateDir, port: 0 })
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dirs.contentDir
const { GET } = await import('./route')

afterAll(async () => {
  process.env.CONTENT_DIR = sampleDir
  await lake.close()
  await rm(dirs.root, { recursive: true, force: true })
})

const images = readdirSync(path.join(dirs.contentDir, 'images'))
const photo = images.find((name) => name.endsWith('.jpg')) ?? ''
const logo = images.find((name) => name.endsWith('.png')) ?? ''

const fromSite = (file: string, search: string) =>
  GET(new Request(`http://localhost/images/local/production/${file}${search}`), {
    params: Promise.resolve({ projectId: 'local', dataset: 'production', file }),
  })
const fromLake = (file: string, search: string) => fetch(`${lake.url}/images/local/production/${file}${search}`)

const QUERIES = [
  '?w=300&h=200&fit=crop&q=60&fm=webp',
  '?w=120&fit=fill&bg=ff0000',
  '?w=120&h=120&fit=fill&bg=ff0000',
  '?rect=0,0,100,100&w=50',
  '?blur=20&w=64',
  '?w=200&h=200&fit=fillmax&fm=png',
  '?w=100&dpr=2&fit=max&auto=format',
  '?w=160&h=90&fit=min&fp-x=0.2&fp-y=0.8&q=40&fm=jpg',
  '?w=4000&h=4000&fit=crop&blur=20&fm=png',
  '',
]

describe('the same image URL from the site and from the lake', () => {
  it('finds a photo and a logo in the sample', () => {
    expect(photo).toMatch(/\.jpg$/)
    expect(logo).toMatch(/\.png$/)
  })

  for (const query of QUERIES) {
    it.each([
      ['photo', () => photo],
      ['logo', () => logo],
    ])(`${query || '(no query)'} gives the same bytes: %s`, async (_, file) => {
      const [site, lakeAnswer] = await Promise.all([fromSite(file(), query), fromLake(file(), query)])
      expect([site.status, lakeAnswer.status]).toEqual([200, 200])
      expect(site.headers.get('content-type')).toBe(lakeAnswer.headers.get('content-type'))
      const [siteBytes, lakeBytes] = await Promise.all([site.arrayBuffer(), lakeAnswer.arrayBuffer()])
      expect(siteBytes.byteLength).toBeGreaterThan(0)
      expect(Buffer.from(siteBytes).equals(Buffer.from(lakeBytes))).toBe(true)
    })
  }

  it.each(['?rect=1500,0,200,200&w=50', '?fit=cover&w=10', '?w=4000&h=4000&fit=crop&blur=2000&fm=png', '?q=abc'])(
    'both refuse %s with 400',
    async (query) => {
      const [site, lakeAnswer] = await Promise.all([fromSite(photo, query), fromLake(photo, query)])
      expect([site.status, lakeAnswer.status]).toEqual([400, 400])
    },
  )
})
