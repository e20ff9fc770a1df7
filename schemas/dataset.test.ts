/**
 * The sample dataset (`content/data.ndjson`, Sanity export layout) must satisfy the schema:
 * every published document passes Sanity's validator without errors, the way the Studio
 * would check it after `sanity dataset import`.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { ValidationMarker } from 'sanity'
import { describe, expect, test } from 'vitest'

import { singletonTypes } from './index.ts'
import {
  assetIdFromSanityAsset,
  imageAssetIds,
  isPublishedId,
  readNdjson,
  resolveExportedAssets,
} from './testing/exportedDataset.ts'
import { createDocumentValidator, describeMarkers, errorsOf } from './testing/validator.ts'

const DATA = fileURLToPath(new URL('../content/data.ndjson', import.meta.url))
const IMAGES = fileURLToPath(new URL('../content/images', import.meta.url))
const hasDataset = existsSync(DATA)

describe('export-style image fields', () => {
  const sha1 = '0123456789abcdef0123456789abcdef01234567'

  test('an _sanityAsset file URL becomes the asset reference the Content Lake would store', () => {
    const exported = {
      _type: 'deal',
      image: { _type: 'image', alt: 'Seat', _sanityAsset: `image@file://./images/${sha1}-1600x900.jpg` },
      body: [{ _type: 'image', _key: 'k', alt: 'Bar', _sanityAsset: `image@file://./images/${sha1}-800x600.webp` }],
    }
    expect(resolveExportedAssets(exported)).toEqual({
      _type: 'deal',
      image: { _type: 'image', alt: 'Seat', asset: { _type: 'reference', _ref: `image-${sha1}-1600x900-jpg` } },
      body: [
        {
          _type: 'image',
          _key: 'k',
          alt: 'Bar',
          asset: { _type: 'reference', _ref: `image-${sha1}-800x600-webp` },
        },
      ],
    })
  })

  test('anything that is not an image file URL is left alone', () => {
    expect(assetIdFromSanityAsset('file@file://./files/report.pdf')).toBeUndefined()
    expect(assetIdFromSanityAsset(`image@https://cdn.example.com/${sha1}-1x1.png`)).toBeUndefined()
  })
})

describe('content/data.ndjson', () => {
  test('exists', () => {
    expect(hasDataset, `${DATA} is missing: run the content generator`).toBe(true)
  })

  /** Loads and validates the dataset once for all tests below. */
  let loaded: ReturnType<typeof loadDataset> | undefined
  const load = () => (loaded ??= loadDataset())

  test.skipIf(!hasDataset)('every document has a type the schema declares', async () => {
    const { documents, validator } = load()
    const { schema } = await validator
    const unknown = documents
      .filter((document) => !schema.has(document._type))
      .map((document) => `${document._id} (${document._type})`)
    expect(unknown).toEqual([])
  })

  test.skipIf(!hasDataset)('each singleton exists once, published, with _id equal to its type', () => {
    const { published } = load()
    for (const type of singletonTypes) {
      expect(published.filter((document) => document._type === type).map((d) => d._id)).toEqual([type])
    }
  })

  test.skipIf(!hasDataset)(
    'every published document passes validation without errors',
    { timeout: 120_000 },
    async () => {
      const { published, markers } = load()
      expect(published.length).toBeGreaterThan(0)
      const failures = Object.fromEntries(
        [...(await markers())]
          .map(([id, list]) => [id, describeMarkers(errorsOf(list))] as const)
          .filter(([, errors]) => errors.length > 0),
      )
      expect(failures).toEqual({})
    },
  )

  test.skipIf(!hasDataset)(
    'published documents use only fields the schema declares',
    { timeout: 120_000 },
    async () => {
      const { markers } = load()
      const unknownFields = Object.fromEntries(
        [...(await markers())]
          .map(([id, list]) => [id, describeMarkers(list.filter(isUnknownField))] as const)
          .filter(([, found]) => found.length > 0),
      )
      expect(unknownFields).toEqual({})
    },
  )
})

function loadDataset() {
  const documents = readNdjson(DATA).map((document) => resolveExportedAssets(document))
  const published = documents.filter((document) => isPublishedId(document._id))
  const validator = createDocumentValidator({ documents, existingIds: imageAssetIds(IMAGES) })
  let validated: Promise<Map<string, ValidationMarker[]>> | undefined
  /** Validation markers of every published document, by `_id` (computed on first use). */
  const markers = () =>
    (validated ??= Promise.all(
      published.map(async (document) => {
        const markers = await (await validator).validate(document)
        return [document._id, markers] as const
      }),
    ).then((entries) => new Map(entries)))
  return { documents, published, validator, markers }
}

const isUnknownField = (marker: ValidationMarker) => /^Field '.+' does not exist on type '.+'$/.test(marker.message)
