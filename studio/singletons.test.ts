import { describe, expect, test } from 'vitest'

import { singletonTypes } from '@meridian/schemas'

import { listedTypes } from './structure.ts'
import { loadStudio } from './testing/workspace.ts'

const { workspace, source } = await loadStudio()
const actionsFor = (schemaType: string) =>
  source.document
    .actions({ schemaType, documentId: schemaType, releaseId: undefined, versionType: 'draft' })
    .map((action) => action.action)

describe('singletons', () => {
  test('have no "create" template, every other document type has one', () => {
    const templateTypes = workspace.templates.map((template) => template.schemaType)
    for (const type of singletonTypes) expect(templateTypes).not.toContain(type)
    expect(templateTypes.toSorted()).toEqual(listedTypes.map(([type]) => type).toSorted())
  })

  test('are not offered in the global "new document" menu', () => {
    const offered = source.document.resolveNewDocumentOptions({ type: 'global' }).map((item) => item.templateId)
    for (const type of singletonTypes) expect(offered).not.toContain(type)
    expect(offered).toContain('deal')
  })

  test.each(singletonTypes)('%s can be published but not deleted, duplicated or unpublished', (type) => {
    expect(actionsFor(type).toSorted()).toEqual(['discardChanges', 'publish', 'restore'])
  })

  test('other documents keep delete and duplicate', () => {
    expect(actionsFor('deal')).toEqual(expect.arrayContaining(['delete', 'duplicate', 'publish']))
  })
})
