import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { committedDir, generateTypegen, staleFiles, staleMessage, typegenFiles } from './staleness.ts'
import type { TypegenOutput } from './staleness.ts'

/** Content and modification time of the committed files, to prove the check only reads them. */
const fingerprint = () =>
  Promise.all(
    typegenFiles.map(async (file) => {
      const filePath = path.join(committedDir, file)
      return { file, content: await readFile(filePath, 'utf8'), mtime: (await stat(filePath)).mtimeMs }
    }),
  )

let before: Awaited<ReturnType<typeof fingerprint>>
let generated: TypegenOutput
let committedCopy: string

/** A stand-in for schemas/: the generated output as if committed, with one file changed. */
async function commit(changes: Partial<TypegenOutput>) {
  for (const file of typegenFiles) await writeFile(path.join(committedCopy, file), changes[file] ?? generated[file])
  return committedCopy
}

// Two Sanity CLI runs: about 20 s on an idle machine, more when other suites run alongside.
beforeAll(async () => {
  before = await fingerprint()
  generated = await generateTypegen()
  committedCopy = await mkdtemp(path.join(tmpdir(), 'typegen-committed-'))
}, 120_000)

afterAll(async () => {
  await rm(committedCopy, { recursive: true, force: true })
})

describe('TypeGen staleness check', () => {
  test('generates without touching the committed files', async () => {
    expect(await fingerprint()).toEqual(before)
  })

  test('generates the schema and the query result types', () => {
    expect(JSON.parse(generated['schema.json'])).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'deal', type: 'document' })]),
    )
    expect(generated['sanity.types.ts']).toContain('// Source: ../schemas/schema.json')
    expect(generated['sanity.types.ts']).toMatch(/export type Deal = \{/)
  })

  test('output equal to what TypeGen writes is up to date', async () => {
    expect(await staleFiles(generated, await commit({}))).toEqual([])
  })

  test('a schema.json missing a document type is stale, and the message names the fix', async () => {
    const withoutDeal = (JSON.parse(generated['schema.json']) as { name: string }[]).filter(
      (type) => type.name !== 'deal',
    )
    const stale = await staleFiles(generated, await commit({ 'schema.json': JSON.stringify(withoutDeal, null, 2) }))
    expect(stale).toEqual(['schema.json'])
    expect(staleMessage(stale)).toMatch(/^schemas\/schema\.json is stale: .*Run `npm run typegen`/)
  })

  test('a sanity.types.ts behind a changed query is stale', async () => {
    const behind = generated['sanity.types.ts'].replace(
      /export type Deal = \{/,
      'export type Deal = {\n  retired?: true',
    )
    const stale = await staleFiles(generated, await commit({ 'sanity.types.ts': behind }))
    expect(stale).toEqual(['sanity.types.ts'])
    expect(staleMessage(['schema.json', 'sanity.types.ts'])).toContain(
      'schemas/schema.json and schemas/sanity.types.ts are stale',
    )
  })
})
