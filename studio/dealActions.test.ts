import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { afterAll, describe, expect, test } from 'vitest'

import { startLake } from '@meridian/lake'

import { DeleteToRegionAction, deleteDealToRegion } from './dealActions.ts'
import { loadStudio } from './testing/workspace.ts'

// The local lake over a copy of the sample (never content/ itself), as `npm run edit` runs it.
const root = mkdtempSync(path.join(tmpdir(), 'studio-deal-actions-'))
for (const entry of ['data.ndjson', 'assets.json', 'sample.json', 'images']) {
  cpSync(path.join(import.meta.dirname, '..', 'content', entry), path.join(root, 'content', entry), { recursive: true })
}
const lake = await startLake({
  contentDir: path.join(root, 'content'),
  stateDir: path.join(root, 'state'),
  token: randomBytes(24).toString('hex'),
  log: () => {},
})
const client = createClient({
  projectId: lake.projectId,
  dataset: lake.dataset,
  apiHost: lake.url,
  useProjectHostname: false,
  useCdn: false,
  apiVersion: '2025-02-19',
  token: lake.token,
})
afterAll(async () => {
  await lake.close()
  rmSync(root, { recursive: true, force: true })
})

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
