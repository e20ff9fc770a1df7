import { createStructureBuilder } from 'sanity/structure'
import type { ListBuilder, StructureResolverContext } from 'sanity/structure'
import { describe, expect, test } from 'vitest'

import { singletonTypes } from '@meridian/schemas'

import { listedTypes, structure } from './structure.ts'
import { loadStudio } from './testing/workspace.ts'

const { source } = await loadStudio()
const S = createStructureBuilder({ source, perspectiveStack: [] })

interface SerializedItem {
  type: string
  id: string
  title?: string
  child?: unknown
}

async function rootItems(): Promise<SerializedItem[]> {
  // The resolver only uses S; the context (document store, perspective…) is not needed here.
  const root = (await structure(S, {} as StructureResolverContext)) as ListBuilder
  const list = root.serialize({ path: [] }) as { id: string; items: SerializedItem[] }
  return list.items
}

describe('desk structure', () => {
  test('shows the two singletons first, then one list per document type', async () => {
    const items = await rootItems()
    expect(items.map((item) => (item.type === 'divider' ? '---' : item.title))).toEqual([
      'Site settings',
      'Home page',
      '---',
      'Deals',
      'Airlines',
      'Regions',
      'Cities',
      'Blog posts',
      'Authors',
      'Categories',
      'FAQs',
      'Reviews',
      'Pages',
      'Redirects',
    ])
  })

  test.each(['siteSettings', 'homePage'])('%s opens its one document (_id = type)', async (type) => {
    const item = (await rootItems()).find((candidate) => candidate.id === type)
    expect(item?.child).toMatchObject({
      type: 'document',
      id: type,
      options: { id: type, type },
    })
  })

  test('lists every document type of the schema exactly once', () => {
    const documentTypes = source.schema
      .getLocalTypeNames()
      .filter((name) => source.schema.get(name)?.type?.name === 'document')
    const shown = [...singletonTypes, ...listedTypes.map(([type]) => type)]
    expect(shown.toSorted()).toEqual(documentTypes.toSorted())
  })
})
