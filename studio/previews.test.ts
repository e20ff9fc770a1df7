/**
 * What the desk lists show for a document: its schema `preview`, with the `select` paths
 * read from the sample dataset the way the Studio's preview store follows references.
 */
import type { PreviewConfig } from 'sanity'
import { describe, expect, test } from 'vitest'

import { schemaTypes } from '@meridian/schemas'

import { loadSampleDocuments, selectPaths, type SampleDocument } from './testing/sampleDataset.ts'

const documents = loadSampleDocuments()

function listItemOf(type: string) {
  const schemaType = schemaTypes.find((candidate) => candidate.name === type)
  const preview = schemaType && 'preview' in schemaType ? (schemaType.preview as PreviewConfig) : undefined
  const doc = documents.find((candidate) => candidate._type === type)
  if (!preview?.select || !preview.prepare || !doc) throw new Error(`No ${type} preview or sample document`)
  return { doc, item: preview.prepare(selectPaths(doc, preview.select, documents)) }
}

describe('desk list previews', () => {
  test('a deal shows its route, its operating airline and its fare', () => {
    const { doc, item } = listItemOf('deal')
    const { origin, destination, fareFrom } = doc as unknown as {
      origin: { city: string }
      destination: { city: string }
      fareFrom: number
    }
    const airline = documents.find((candidate) => candidate._id === (doc.airlines as { _ref: string }[])[0]?._ref)
    expect(item.title).toBe(`${origin.city} → ${destination.city}`)
    expect(item.subtitle).toContain(airline?.name)
    expect(item.subtitle).toContain(`$${fareFrom.toLocaleString('en-US')}`)
  })

  test('a blackout range shows its dates, then its reason and how many days it covers', () => {
    const deal = documents.find((candidate) => candidate._id === 'deal.boston-to-london-business-class')
    const [range] = (deal?.blackoutDates ?? []) as SampleDocument[]
    const type = schemaTypes.find((candidate) => candidate.name === 'dateRange')
    const preview = type && 'preview' in type ? (type.preview as PreviewConfig) : undefined
    if (!range || !preview?.select || !preview.prepare) throw new Error('No sample blackout range or preview')
    expect(preview.prepare(selectPaths(range, preview.select, documents))).toEqual({
      title: '19 Mar 2027 – 29 Mar 2027',
      subtitle: 'Easter · 11 days',
    })
  })
})
