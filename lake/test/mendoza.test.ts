import { applyPatch, incremental } from 'mendoza'
import { describe, expect, it } from 'vitest'
import type { SanityDocument } from '@meridian/dataset'
import { effectsOf } from '../src/store/mendoza.ts'

const doc = (fields: Record<string, unknown>): SanityDocument => ({ _id: 'x', _type: 'note', _rev: 'r1', ...fields })
const bare = (value: SanityDocument | null) => {
  if (!value) return null
  const copy: Record<string, unknown> = { ...value }
  delete copy._rev
  return copy
}

describe('mendoza effects', () => {
  const cases: [string, SanityDocument | null, SanityDocument | null][] = [
    ['create', null, doc({ a: 1 })],
    ['delete', doc({ a: 1 }), null],
    [
      'field added, changed, removed',
      doc({ a: 1, b: { c: [1, 2] }, gone: true }),
      doc({ a: 2, b: { c: [1, 2] }, added: 'y' }),
    ],
    ['nested change', doc({ body: [{ _key: 'k', text: 'one' }] }), doc({ body: [{ _key: 'k', text: 'two' }] })],
    ['only the revision changed', doc({ a: 1 }), { ...doc({ a: 1 }), _rev: 'r2' }],
    ['keys deleted in unsorted order', doc({ z: 1, a: 2, m: 3 }), doc({ m: 3 })],
  ]

  it.each(cases)('%s: apply and revert are exact', (_name, before, after) => {
    const { apply, revert } = effectsOf(before, after)
    expect(applyPatch(bare(before), apply)).toEqual(bare(after))
    expect(applyPatch(bare(after), revert)).toEqual(bare(before))
  })

  it('works with the incremental patcher the Studio history uses', () => {
    const before = doc({ title: 'a', tags: ['x'] })
    const after = doc({ title: 'b', tags: ['x'] })
    const { apply } = effectsOf(before, after)
    const value = incremental.applyPatch(incremental.wrap(bare(before), 'base'), apply, 'tx')
    expect(incremental.unwrap(value)).toEqual(bare(after))
  })

  it('describes a revision-only change as no change', () => {
    expect(effectsOf(doc({ a: 1 }), { ...doc({ a: 1 }), _rev: 'r2' })).toEqual({ apply: [], revert: [] })
  })
})
