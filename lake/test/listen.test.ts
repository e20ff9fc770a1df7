import { Mutation } from '@sanity/mutator'
import type { MutationEvent } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, startTestLake, tempDirs, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.dispose())

type Collected = { events: MutationEvent[]; welcomed: Promise<void>; stop: () => void }

function collect(client: TestLake['client'], query: string, params: Record<string, unknown>, options = {}): Collected {
  const events: MutationEvent[] = []
  let welcome = () => {}
  const welcomed = new Promise<void>((resolve) => (welcome = resolve))
  const subscription = client
    .listen(query, params, { events: ['welcome', 'mutation'], effectFormat: 'mendoza', ...options })
    .subscribe((event) => {
      if (event.type === 'welcome') welcome()
      else if (event.type === 'mutation') events.push(event)
    })
  return { events, welcomed, stop: () => subscription.unsubscribe() }
}

const withoutRev = (doc: Record<string, unknown> | null | undefined) => {
  if (!doc) return null
  const copy = { ...doc }
  delete copy._rev
  return copy
}

describe('GET /data/listen', () => {
  it('delivers appear, update and disappear events with results and mendoza effects', async () => {
    const listener = collect(
      lake.client,
      '*[_type == "note"]',
      {},
      { includeResult: true, includePreviousRevision: true },
    )
    await listener.welcomed
    const created = await lake.client.create({ _id: 'note.live', _type: 'note', title: 'one' })
    const updated = await lake.client.patch('note.live').set({ title: 'two' }).unset(['missing']).commit()
    await lake.client.delete('note.live')
    const events = await eventually(() => (listener.events.length >= 3 ? listener.events : undefined))
    listener.stop()

    expect(events.map((event) => event.transition)).toEqual(['appear', 'update', 'disappear'])
    const [appear, update, disappear] = events as [MutationEvent, MutationEvent, MutationEvent]
    expect(appear).toMatchObject({
      documentId: 'note.live',
      transactionId: created._rev,
      resultRev: created._rev,
      identity: 'local-editor',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 0,
      result: { title: 'one' },
    })
    expect(update).toMatchObject({ previousRev: created._rev, resultRev: updated._rev, result: { title: 'two' } })
    expect(update.previous).toMatchObject({ title: 'one' })
    expect(disappear.result).toBeUndefined()

    // Effects replay exactly, both ways, the way the Studio applies them (to the document without _rev).
    const apply = (doc: unknown, event: MutationEvent) =>
      applyPatch(withoutRev(doc as Record<string, unknown>), event.effects?.apply ?? [])
    const revert = (doc: unknown, event: MutationEvent) =>
      applyPatch(withoutRev(doc as Record<string, unknown>), event.effects?.revert ?? [])
    expect(apply(null, appear)).toEqual(withoutRev(created))
    expect(apply(created, update)).toEqual(withoutRev(updated))
    expect(revert(updated, update)).toEqual(withoutRev(created))
    expect(apply(updated, disappear)).toBeNull()

    // And the `mutations` replay with @sanity/mutator, as the Studio's buffered documents do.
    let head: unknown = null
    for (const event of events)
      head = new Mutation(event as ConstructorParameters<typeof Mutation>[0]).apply(head as never)
    expect(head).toBeNull()
  })

  it('tells a pair listener how many events belong to a publish', async () => {
    const ids = ['deal.pair', 'drafts.deal.pair']
    const listener = collect(lake.client, '*[_id in $ids]', { ids }, { includeResult: false, includeAllVersions: true })
    await listener.welcomed
    await lake.client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'deal.pair',
      attributes: { _id: 'drafts.deal.pair', _type: 'deal', title: 'Pair' },
      ifExists: 'fail',
    })
    const published = await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.deal.pair',
      publishedId: 'deal.pair',
    })
    const events = await eventually(() => (listener.events.length >= 3 ? listener.events : undefined))
    listener.stop()
    const publishEvents = events.filter((event) => event.transactionId === published.transactionId)
    expect(publishEvents.map((event) => [event.documentId, event.transition])).toEqual([
      ['deal.pair', 'appear'],
      ['drafts.deal.pair', 'disappear'],
    ])
    expect(publishEvents.map((event) => [event.transactionTotalEvents, event.transactionCurrentEvent])).toEqual([
      [2, 0],
      [2, 1],
    ])
  })

  it('shows anonymous listeners only published documents', async () => {
    const listener = collect(lake.anonymous, '*[_type == "secret"]', {})
    await listener.welcomed
    await lake.client.create({ _id: 'drafts.secret.1', _type: 'secret' })
    await lake.client.create({ _id: 'secret.1', _type: 'secret' })
    const events = await eventually(() => (listener.events.length >= 1 ? listener.events : undefined))
    await new Promise((resolve) => setTimeout(resolve, 100))
    listener.stop()
    expect(events.map((event) => event.documentId)).toEqual(['secret.1'])
  })

  it('reports a bad filter as a channel error', async () => {
    const error = await new Promise<Error>((resolve) => {
      lake.client.listen('*[', {}).subscribe({ error: resolve })
    })
    expect(error.message).toMatch(/parse error|Syntax error/i)
  })
})

describe('revisions in listener events', () => {
  it('chain previousRev → resultRev through concurrent commits and across a restart', async () => {
    const id = 'deal.new-york-to-london-business-class'
    const dirs = await tempDirs()
    const first = await startTestLake({ dirs })
    const original = await first.client.getDocument(id)
    const before = collect(first.client, '*[_id == $id]', { id })
    await before.welcomed
    // Sent at once, so several land in one commit group.
    const patches = await Promise.all(
      Array.from({ length: 8 }, () => first.client.patch(id).inc({ fareFrom: 1 }).commit()),
    )
    await eventually(() => (before.events.length >= 8 ? true : undefined))
    before.stop()
    await first.close()

    const second = await startTestLake({ dirs, token: first.token })
    try {
      const after = collect(second.client, '*[_id == $id]', { id })
      await after.welcomed
      const last = await second.client.patch(id).set({ title: 'After the restart' }).commit()
      await eventually(() => (after.events.length >= 1 ? true : undefined))
      after.stop()

      const events = [...before.events, ...after.events]
      let rev = original?._rev
      for (const event of events) {
        expect(event.previousRev).toBe(rev)
        rev = event.resultRev
      }
      expect(rev).toBe(last._rev)
      expect(new Set(events.map((event) => event.resultRev))).toEqual(
        new Set([...patches, last].map((doc) => doc._rev)),
      )
      expect(last.fareFrom).toBe((original?.fareFrom as number) + 8)
    } finally {
      await second.dispose()
    }
  })
})
