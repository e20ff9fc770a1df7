import type { DocumentActionComponent, DocumentActionsContext } from 'sanity'
import { afterAll, describe, expect, test } from 'vitest'

import { recordSlugRedirect, withSlugRedirects } from './slugRedirects.ts'
import { createClient } from '@sanity/client'
import { startSampleLake } from '../testing/sample-lake.ts'

// The local lake over a copy of the sample stands in for a hosted project: the calls are the
// same, and nothing here changes a published slug, so the lake's own rule stays out of it.
const { client, close } = await startSampleLake('slug-redirects', createClient)
afterAll(close)

const redirects = () =>
  client.fetch<{ _id: string; from: string; to: string; permanent: boolean }[]>(
    '*[_type == "redirect"] | order(_id) { _id, from, to, permanent }',
  )

describe('Publish with a hosted project records the redirect a slug change needs', () => {
  test('a rename, a second rename and an undo leave one hop each and no loop', async () => {
    await recordSlugRedirect(client, 'deal', 'spring-sale', 'summer-sale')
    expect(await redirects()).toEqual([
      {
        _id: 'redirect.all-deals.spring-sale',
        from: '/all-deals/spring-sale',
        to: '/all-deals/summer-sale',
        permanent: true,
      },
    ])
    await recordSlugRedirect(client, 'deal', 'summer-sale', 'autumn-sale')
    expect((await redirects()).map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/all-deals/spring-sale → /all-deals/autumn-sale',
      '/all-deals/summer-sale → /all-deals/autumn-sale',
    ])
    await recordSlugRedirect(client, 'deal', 'autumn-sale', 'summer-sale')
    expect((await redirects()).map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/all-deals/autumn-sale → /all-deals/summer-sale',
      '/all-deals/spring-sale → /all-deals/summer-sale',
    ])
  })

  test('records nothing for an unchanged slug or a type without pages', async () => {
    const before = await redirects()
    await recordSlugRedirect(client, 'deal', 'same', 'same')
    await recordSlugRedirect(client, 'faq', 'old', 'new')
    expect(await redirects()).toEqual(before)
  })

  test('wraps the Studio’s Publish and leaves every other action as it is', () => {
    const publish = (() => null) as unknown as DocumentActionComponent
    publish.action = 'publish'
    const other = (() => null) as unknown as DocumentActionComponent
    other.action = 'delete'
    const [wrapped, untouched] = withSlugRedirects([publish, other], {} as DocumentActionsContext)
    expect(wrapped).not.toBe(publish)
    expect(wrapped?.action).toBe('publish')
    expect(untouched).toBe(other)
  })
})
