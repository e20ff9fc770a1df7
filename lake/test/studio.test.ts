import { createRequire } from 'node:module'
import type * as StudioModule from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, startTestLake, type TestLake } from './helpers.ts'

/**
 * The Studio's own document store (sanity 6.9.2, on its own @sanity/client 7.28) driving the
 * lake: the same code that runs in the browser, minus React.
 */

type Studio = typeof StudioModule
type Client = Parameters<Studio['checkoutPair']>[0]
type PairEvent = { type: string; origin?: string; document?: Record<string, unknown> | null }

let lake: TestLake
let studio: Studio
let client: Client

beforeAll(async () => {
  lake = await startTestLake()
  studio = await import('sanity')
  // The Studio's nested client, not the site's 8.x.
  const require = createRequire(import.meta.resolve('sanity'))
  const { createClient } = (await import(require.resolve('@sanity/client'))) as {
    createClient: (config: Record<string, unknown>) => Client
  }
  client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: lake.token,
  })
}, 60_000)
afterAll(() => lake.dispose())

function checkout(publishedId: string) {
  // The third argument (server actions enabled) is ignored by 6.9.2: all writes are actions.
  const pair = studio.checkoutPair(client, { publishedId, draftId: `drafts.${publishedId}` }, true as never)
  const events: PairEvent[] = []
  const consistency: boolean[] = []
  const subscriptions = [
    pair.draft.events.subscribe((event: PairEvent) => events.push(event)),
    pair.published.events.subscribe(() => {}),
    pair.draft.consistency$.subscribe((consistent: boolean) => consistency.push(consistent)),
  ]
  const snapshot = () => [...events].reverse().find((event) => event.type === 'snapshot')?.document
  return {
    pair,
    events,
    snapshot,
    ready: () => eventually(() => (events.some((event) => event.type === 'snapshot') ? true : undefined)),
    consistent: () => eventually(() => (consistency.at(-1) === true ? true : undefined)),
    close: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  }
}

describe('a Studio editing session', () => {
  it('edits a draft, commits through the actions API, and converges in a second tab', async () => {
    // The sample's unpublished edit (content/README.md): the Studio patches the draft it has.
    const id = 'deal.seattle-to-oslo-business-class'
    const tab = checkout(id)
    const other = checkout(id)
    await Promise.all([tab.ready(), other.ready()])

    tab.pair.draft.mutate(tab.pair.draft.patch([{ set: { title: 'Edited in the Studio' } }]))
    tab.pair.draft.commit()
    tab.pair.draft.mutate(tab.pair.draft.patch([{ set: { excerpt: 'A second edit' } }]))
    tab.pair.draft.commit()

    const server = await eventually(async () => {
      const draft = await lake.client.getDocument(`drafts.${id}`)
      return draft?.excerpt === 'A second edit' ? draft : undefined
    })
    await tab.consistent()
    await eventually(() => (other.snapshot()?._rev === server._rev ? true : undefined))
    // The Studio stamps its local snapshots with the current time.
    expect({ ...other.snapshot(), _updatedAt: server._updatedAt }).toEqual(server)
    expect(other.events.some((event) => event.type === 'mutation' && event.origin === 'remote')).toBe(true)
    tab.close()
    other.close()
  })

  it('creates a new document and publishes it', async () => {
    const tab = checkout('deal.created-in-the-studio')
    await tab.ready()
    expect(tab.snapshot()).toBeNull()
    tab.pair.draft.mutate([
      tab.pair.draft.create({ _id: 'drafts.deal.created-in-the-studio', _type: 'deal', title: 'New deal' }),
    ])
    tab.pair.draft.commit()
    tab.pair.draft.mutate(
      tab.pair.draft.patch([{ set: { slug: { _type: 'slug', current: 'created-in-the-studio' } } }]),
    )
    tab.pair.draft.commit()
    await eventually(async () =>
      (await lake.client.getDocument('drafts.deal.created-in-the-studio'))?.slug ? true : undefined,
    )
    await tab.consistent()
    // What the Studio's publish operation sends.
    await client.observable
      .action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.deal.created-in-the-studio',
        publishedId: 'deal.created-in-the-studio',
      })
      .toPromise()
    await eventually(() => (tab.snapshot() === null ? true : undefined))
    expect(await lake.anonymous.fetch('*[_id == "deal.created-in-the-studio"][0].slug.current')).toBe(
      'created-in-the-studio',
    )
    tab.close()
  })

  it('loads the legacy history timeline back to content that predates the log', async () => {
    const id = 'deal.boston-to-dublin-business-class'
    const original = await lake.client.getDocument(id)
    await lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { title: 'A change to review' } },
    })
    // As the history store builds it, without the dev-mode trace (which needs `window`).
    const timeline = new studio.Timeline({ publishedId: id, enableTrace: false })
    const controller = new studio.TimelineController({ client, documentId: id, documentType: 'deal', timeline })
    const errors: unknown[] = []
    controller.setHandler((error: unknown) => {
      if (error) errors.push(error)
    })
    const subscription = studio
      .remoteSnapshots(client, { publishedId: id, draftId: `drafts.${id}` }, 'deal')
      .subscribe((event) => controller.handleRemoteMutation(event))
    controller.setLoadMore(true)
    controller.resume()
    await eventually(() => (controller.timeline.reachedEarliestEntry || errors.length > 0 ? true : undefined))
    subscription.unsubscribe()
    expect(errors).toEqual([])
    // Newest first: the draft edit, then the content that predates the log.
    const chunks = controller.timeline.mapChunks((chunk) => chunk).filter((chunk) => chunk.type !== 'initial')
    expect(chunks.map((chunk) => chunk.type)).toEqual(['editDraft', 'editLive'])
    const oldest = chunks.at(-1)
    if (!oldest) throw new Error('no chunks')
    const [since, rev] = controller.findRangeForNewRev(oldest)
    controller.setRange(since, rev)
    expect(controller.displayed()).toMatchObject({ title: original?.title })
  })
})
