import { appendFile, copyFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The proxy's redirect table (docs/content-model.md, "Redirects") over a copy of the sample with
 * redirects of its own, published the way the lake writes documents.
 */

const sample = path.join(import.meta.dirname, '..', '..', 'content')
const dir = await mkdtemp(path.join(os.tmpdir(), 'meridian-redirects-'))
await Promise.all(['data.ndjson', 'assets.json'].map((name) => copyFile(path.join(sample, name), path.join(dir, name))))
const stamp = { _createdAt: '2027-03-01T00:00:00Z', _updatedAt: '2027-03-01T00:00:00Z', _rev: 'test' }
const redirect = (id: string, from: string, to: string, permanent?: boolean) =>
  JSON.stringify({ ...stamp, _id: `redirect.${id}`, _type: 'redirect', from, to, permanent })
await appendFile(
  path.join(dir, 'data.ndjson'),
  [
    redirect('a', '/spring-sale', '/summer-sale', false),
    redirect('b', '/summer-sale', '/region/business-class-flights-to-europe'),
    redirect('c', '/loop-one', '/loop-two'),
    redirect('d', '/loop-two', '/loop-one'),
    redirect('e', '/elsewhere', 'https://example.com/fares?from=site'),
    JSON.stringify({ ...stamp, _id: 'drafts.redirect.f', _type: 'redirect', from: '/draft-only', to: '/' }),
  ]
    .map((line) => `${line}\n`)
    .join(''),
)
// lib/env.ts reads the environment once, at the first import of anything that uses it.
const sampleDir = process.env.CONTENT_DIR
process.env.CONTENT_DIR = dir
const { forgetRedirects, redirectFor } = await import('./redirects')

afterAll(async () => {
  process.env.CONTENT_DIR = sampleDir
  await rm(dir, { recursive: true, force: true })
})

const answer = async (url: string) => {
  const found = await redirectFor(new URL(url))
  return found && `${found.status} ${found.location}`
}

describe('the redirect table', () => {
  it('answers a path with its target, keeping the query, 307 when temporary, 308 otherwise', async () => {
    expect(await answer('https://meridian.example.com/summer-sale?utm_source=mail')).toBe(
      '308 https://meridian.example.com/region/business-class-flights-to-europe?utm_source=mail',
    )
    expect(await answer('https://meridian.example.com/summer-sale/')).toBe(
      '308 https://meridian.example.com/region/business-class-flights-to-europe',
    )
    expect(await answer('https://meridian.example.com/elsewhere?x=1')).toBe('308 https://example.com/fares?from=site')
  })

  it('follows a redirect to another one’s old path to the end, and answers nothing for a loop', async () => {
    expect(await answer('https://meridian.example.com/spring-sale')).toBe(
      '307 https://meridian.example.com/region/business-class-flights-to-europe',
    )
    expect(await answer('https://meridian.example.com/loop-one')).toBeUndefined()
  })

  it('ignores drafts and every other path', async () => {
    expect(await answer('https://meridian.example.com/draft-only')).toBeUndefined()
    expect(await answer('https://meridian.example.com/all-deals/boston-to-dublin-business-class')).toBeUndefined()
  })

  it('reads the content again once told that redirects were published', async () => {
    await appendFile(path.join(dir, 'data.ndjson'), `${redirect('g', '/autumn-sale', '/')}\n`)
    expect(await answer('https://meridian.example.com/autumn-sale')).toBeUndefined()
    forgetRedirects()
    expect(await answer('https://meridian.example.com/autumn-sale')).toBe('308 https://meridian.example.com/')
  })
})
