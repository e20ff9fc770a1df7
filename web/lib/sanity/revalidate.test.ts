import { describe, expect, it } from 'vitest'
import { tagsFor } from './revalidate'

describe('tagsFor', () => {
  it('invalidates the type and the one page of a slugged document', () => {
    expect(tagsFor({ _id: 'deal.x', _type: 'deal', slug: 'boston-to-dublin-business-class' })).toEqual([
      'deal',
      'deal:boston-to-dublin-business-class',
    ])
  })

  it('invalidates a singleton by its type', () => {
    expect(tagsFor({ _id: 'siteSettings', _type: 'siteSettings' })).toEqual(['siteSettings'])
  })

  it('ignores bodies without a usable type or slug', () => {
    expect(tagsFor({})).toEqual([])
    expect(tagsFor({ _type: 'deal', slug: '../../etc' })).toEqual(['deal'])
    expect(tagsFor({ _type: '<script>' })).toEqual([])
  })
})
