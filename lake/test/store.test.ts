import { describe, expect, it } from 'vitest'
import { DocumentStore } from '../src/store/store.ts'

/** The lake's one writer (lake/src/store/store.ts) on its own, over a disk that never fails. */
describe('DocumentStore', () => {
  it('commits a write asked for as soon as the one before it is acknowledged', async () => {
    const store = new DocumentStore(
      [],
      async () => {},
      () => false,
    )
    await store.transact((ws) => ws.put({ _id: 'note.first', _type: 'note' }), { identity: 'editor' })
    // Asked for in the very turn the first write's acknowledgement resumed this code, before the
    // writer had noticed it was idle.
    const second = store.transact((ws) => ws.put({ _id: 'note.second', _type: 'note' }), { identity: 'editor' })
    await store.idle()
    expect(store.get('note.second')).toMatchObject({ _type: 'note' })
    await expect(second).resolves.toMatchObject({ result: { _id: 'note.second' } })
  })
})
