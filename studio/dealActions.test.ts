import { afterAll, describe, expect, test } from 'vitest'

import { DeleteToRegionAction, deleteDealToRegion } from './dealActions.ts'
import { createClient } from '@sanity/client'
import { startSampleLake } from '../testing/sample-lake.ts'
import { loadStudio } from './testing/workspace.ts'

const { client, close } = await startSampleLake('deal-actions', createClient)
afterAll(close)

describe('"Delete and redirect to its region"', () => {
  test('deletes the deal and sends its address to its region’s page, permanently', async () => {
    const id = 'deal.boston-to-dublin-business-class'
    expect(await deleteDealToRegion(client, id)).toBe('/region/business-class-flights-to-europe')
    expect(await client.getDocument(id)).toBeUndefined()
    expect(await client.fetch('*[_type == "redirect"]{ _id, from, to, permanent }')).toEqual([
      {
        _id: 'redirect.all-deals.boston-to-dublin-business-class',
        from: '/all-deals/boston-to-dublin-business-class',
        to: '/region/business-class-flights-to-europe',
        permanent: true,
      },
    ])
  })

  test('writes nothing when the deal cannot be deleted (the home page features it)', async () => {
    const id = 'deal.new-york-to-london-business-class'
    await expect(deleteDealToRegion(client, id)).rejects.toThrow()
    expect(await client.getDocument(id)).toBeDefined()
    expect(await client.fetch('count(*[_type == "redirect" && from match "*new-york-to-london*"])')).toBe(0)
  })

  test('is offered on deals only', async () => {
    const { source } = await loadStudio()
    const actionsFor = (schemaType: string) =>
      source.document.actions({ schemaType, documentId: 'x', releaseId: undefined, versionType: 'draft' })
    expect(actionsFor('deal')).toContain(DeleteToRegionAction)
    expect(actionsFor('airline')).not.toContain(DeleteToRegionAction)
  })
})
