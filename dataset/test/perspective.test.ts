import { describe, expect, it } from 'vitest'
import type { SanityDocument } from '../src/export-layout.ts'
import { resolvePerspective, withPerspective } from '../src/perspective.ts'

describe('perspective parameter', () => {
  it('defaults by API version and reads stacks', () => {
    expect(resolvePerspective(null, '2025-02-19')).toEqual({ perspective: 'published', explicit: false })
    expect(resolvePerspective(null, '2021-06-07')).toEqual({ perspective: 'raw', explicit: false })
    expect(resolvePerspective(null, '1').perspective).toBe('raw')
    expect(resolvePerspective(null, 'X').perspective).toBe('published')
    expect(resolvePerspective('previewDrafts', '2021-06-07').perspective).toBe('drafts')
    expect(resolvePerspective('rSummer,drafts', '2025-02-19').perspective).toBe('drafts')
    expect(resolvePerspective('raw', '2025-02-19')).toEqual({ perspective: 'raw', explicit: true })
  })
})

describe('withPerspective', () => {
  const documents: SanityDocument[] = [
    { _id: 'a', _type: 'page', title: 'A' },
    { _id: 'drafts.a', _type: 'page', title: 'A, edited' },
    { _id: 'drafts.b', _type: 'page', title: 'B, never published' },
    { _id: 'versions.r1.a', _type: 'page', title: 'A in a release' },
    { _id: 'c', _type: 'page', title: 'C' },
  ]

  it('published: no drafts, no versions', () => {
    expect(withPerspective(documents, 'published').map((doc) => doc._id)).toEqual(['a', 'c'])
  })

  it('drafts: each draft over its published document, under the published id', () => {
    expect(withPerspective(documents, 'drafts')).toEqual([
      { _id: 'a', _type: 'page', title: 'A, edited', _originalId: 'drafts.a' },
      { _id: 'c', _type: 'page', title: 'C' },
      { _id: 'b', _type: 'page', title: 'B, never published', _originalId: 'drafts.b' },
    ])
  })

  it('raw: everything, as it is', () => {
    expect(withPerspective(documents, 'raw')).toBe(documents)
  })
})
