import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDataset } from '@meridian/dataset'
import { startTestLake, type TestLake } from './helpers.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake({ log: () => {} })
})
afterAll(() => lake.dispose())

type Redirect = { _id: string; from: string; to: string; permanent: boolean }
const redirects = () =>
  lake.client.fetch<Redirect[]>('*[_type == "redirect"] | order(from asc) { _id, from, to, permanent }')
const rename = (id: string, slug: string) =>
  lake.client.patch(id).set({ 'slug.current': slug }).commit({ returnDocuments: false })

describe('a published slug change', () => {
  it('records a permanent redirect from the old page in the same transaction, kept in content/', async () => {
    const result = await rename('deal.boston-to-dublin-business-class', 'boston-to-dublin-spring-fare')
    expect(await redirects()).toEqual([
      {
        _id: 'redirect.all-deals.boston-to-dublin-business-class',
        from: '/all-deals/boston-to-dublin-business-class',
        to: '/all-deals/boston-to-dublin-spring-fare',
        permanent: true,
      },
    ])
    const redirect = await lake.client.getDocument('redirect.all-deals.boston-to-dublin-business-class')
    expect(redirect?._rev).toBe(result.transactionId)
    // As every reader of content/ sees it (data.ndjson and the lake's journal).
    const onDisk = await loadDataset(lake.contentDir, { projectId: 'local', dataset: 'production', assetBaseUrl: '' })
    expect(onDisk.find((doc) => doc._id === 'redirect.all-deals.boston-to-dublin-business-class')).toMatchObject({
      from: '/all-deals/boston-to-dublin-business-class',
      to: '/all-deals/boston-to-dublin-spring-fare',
    })
  })

  it('leads every older path straight to the newest, and a rename undone leaves no loop', async () => {
    await rename('deal.boston-to-dublin-business-class', 'boston-to-dublin-summer-fare')
    expect((await redirects()).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      '/all-deals/boston-to-dublin-business-class -> /all-deals/boston-to-dublin-summer-fare',
      '/all-deals/boston-to-dublin-spring-fare -> /all-deals/boston-to-dublin-summer-fare',
    ])
    await rename('deal.boston-to-dublin-business-class', 'boston-to-dublin-business-class')
    expect((await redirects()).map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      '/all-deals/boston-to-dublin-spring-fare -> /all-deals/boston-to-dublin-business-class',
      '/all-deals/boston-to-dublin-summer-fare -> /all-deals/boston-to-dublin-business-class',
    ])
  })

  it('through the Studio’s publish action uses the page of the document’s type', async () => {
    const draftId = 'drafts.airline.cedar-atlantic-airways'
    const published = await lake.client.getDocument('airline.cedar-atlantic-airways')
    await lake.client.createOrReplace({
      ...published!,
      _id: draftId,
      slug: { _type: 'slug', current: 'cedar-atlantic' },
    })
    // A draft moves no page.
    expect((await redirects()).some(({ from }) => from.startsWith('/airlines/'))).toBe(false)
    await lake.client.action({
      actionType: 'sanity.action.document.publish',
      draftId,
      publishedId: 'airline.cedar-atlantic-airways',
    })
    expect(await redirects()).toContainEqual({
      _id: 'redirect.airlines.cedar-atlantic-airways',
      from: '/airlines/cedar-atlantic-airways',
      to: '/airlines/cedar-atlantic',
      permanent: true,
    })
  })
})
