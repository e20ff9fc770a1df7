import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { appendFile, cp, lstat, readdir, readFile, rm, stat, symlink } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JOURNAL_FILE, loadDataset, withPerspective, type SanityDocument } from '@meridian/dataset'
import { COMPACT_AFTER_IDLE_MS } from '../src/store/persistence.ts'
import { eventually, startTestLake, tempDirs, type TestLake } from './helpers.ts'

const lakes: TestLake[] = []
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.dispose()))
})

const SAMPLE_DATA = path.resolve(import.meta.dirname, '..', '..', 'content', 'data.ndjson')
const lines = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter(Boolean)
const byId = (docs: SanityDocument[]) => new Map(docs.map((doc) => [doc._id, doc]))

describe('persistence', () => {
  it('does not touch content/ when it merely starts and stops', async () => {
    const dirs = await tempDirs()
    const file = path.join(dirs.contentDir, 'data.ndjson')
    const before = await stat(file)
    const lake = await startTestLake({ dirs })
    lakes.push(lake)
    await lake.close()
    const after = await stat(file)
    expect(after.mtimeMs).toBe(before.mtimeMs)
    expect(await readFile(file, 'utf8')).toBe(await readFile(SAMPLE_DATA, 'utf8'))
  })

  it('keeps untouched lines byte for byte and writes the export layout loadDataset reads', async () => {
    const lake = await startTestLake()
    lakes.push(lake)
    await lake.client.patch('deal.new-york-to-london-business-class').set({ fareFrom: 1234 }).commit()
    await lake.client.create({ _id: 'aaa.first', _type: 'note', title: 'sorted first' })
    await lake.client.delete('post.draft-only-post')
    const live = await lake.client.fetch<SanityDocument[]>('*', {}, { perspective: 'raw' })
    await lake.close()

    const original = await lines(SAMPLE_DATA)
    const written = await lines(path.join(lake.contentDir, 'data.ndjson'))
    const changed = new Set(['deal.new-york-to-london-business-class', 'aaa.first'])
    const idOf = (line: string) => (JSON.parse(line) as { _id: string })._id
    expect(written.map(idOf)).toEqual([...written.map(idOf)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(written.filter((line) => !changed.has(idOf(line)))).toEqual(
      original.filter((line) => !changed.has(idOf(line))),
    )

    // Only the export layout is left: the journal was folded into data.ndjson at stop.
    expect((await readdir(lake.contentDir)).sort()).toEqual(['assets.json', 'data.ndjson', 'images', 'sample.json'])
    const reloaded = await loadDataset(lake.contentDir, {
      projectId: 'local',
      dataset: 'production',
      assetBaseUrl: lake.httpsUrl,
    })
    expect(byId(reloaded)).toEqual(byId(live.map((doc) => (doc._type.endsWith('Asset') ? omitRev(doc) : doc))))
    expect(withPerspective(reloaded, 'published').some((doc) => doc._id.startsWith('drafts.'))).toBe(false)
  })

  it('loses nothing across a restart: documents, revisions, system documents, history, settings', async () => {
    const dirs = await tempDirs()
    const first = await startTestLake({ dirs })
    await first.client.create({ _id: 'note.persisted', _type: 'note', title: 'kept' })
    const secret = await first.client.create({
      _id: 'drafts.abc-secret',
      _type: 'sanity.previewUrlSecret',
      secret: 's',
    })
    await first.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.deal.atlanta-to-johannesburg-business-class',
      publishedId: 'deal.atlanta-to-johannesburg-business-class',
      patch: { set: { title: 'Edited draft' } },
    })
    await first.api('/v2025-02-19/users/me/keyvalue', {
      method: 'PUT',
      body: JSON.stringify([{ key: 'studio.recent', value: ['a'] }]),
    })
    const before = await first.client.fetch<SanityDocument[]>('*', {}, { perspective: 'raw' })
    await first.close()

    // System documents live in the state folder, never in content/.
    expect(await readFile(path.join(dirs.contentDir, 'data.ndjson'), 'utf8')).not.toContain('previewUrlSecret')
    expect(await readFile(path.join(dirs.stateDir, 'system.ndjson'), 'utf8')).toContain(secret._rev)

    const second = await startTestLake({ dirs, token: first.token, port: first.port })
    lakes.push(second)
    const after = await second.client.fetch<SanityDocument[]>('*', {}, { perspective: 'raw' })
    expect(byId(after)).toEqual(byId(before))
    const keyValue = await second.api('/v2025-02-19/users/me/keyvalue/studio.recent,unknown')
    expect(await keyValue.json()).toEqual([
      { key: 'studio.recent', value: ['a'] },
      { key: 'unknown', value: null },
    ])
    const history = await second.api(
      '/v2025-02-19/data/history/production/transactions/deal.atlanta-to-johannesburg-business-class,drafts.deal.atlanta-to-johannesburg-business-class',
    )
    // The published document's state before the log, then the edit that created the draft.
    expect((await history.text()).trim().split('\n')).toHaveLength(2)
  })

  it('acknowledges a write once it is in the journal, which readers of content/ replay', async () => {
    const lake = await startTestLake()
    lakes.push(lake)
    const data = path.join(lake.contentDir, 'data.ndjson')
    const committed = await readFile(data, 'utf8')
    const options = { projectId: 'local', dataset: 'production', assetBaseUrl: '' }
    await lake.client.patch('deal.new-york-to-london-business-class').set({ fareFrom: 1234 }).commit()
    await lake.client.delete('drafts.post.draft-only-post')

    // data.ndjson is not rewritten per write; the site's reader sees the writes through the journal.
    expect(await readFile(data, 'utf8')).toBe(committed)
    expect(await lines(path.join(lake.contentDir, JOURNAL_FILE))).toHaveLength(2)
    const seen = byId(await loadDataset(lake.contentDir, options))
    expect(seen.get('deal.new-york-to-london-business-class')?.fareFrom).toBe(1234)
    expect(seen.has('drafts.post.draft-only-post')).toBe(false)

    // Idle for a moment, the lake folds the journal into data.ndjson without stopping. It removes
    // the journal only once the new data.ndjson is on disk, so the test waits for both, not for
    // the first (reading between the two steps failed once on a busy machine).
    const journal = path.join(lake.contentDir, JOURNAL_FILE)
    await eventually(
      async () => ((await readFile(data, 'utf8')) !== committed && !existsSync(journal) ? true : undefined),
      4 * COMPACT_AFTER_IDLE_MS,
    )
    await expect(stat(journal)).rejects.toThrow()
    expect(byId(await loadDataset(lake.contentDir, options))).toEqual(seen)
  })

  it('recovers every acknowledged write after a crash and ignores a torn last journal line', async () => {
    const lake = await startTestLake()
    lakes.push(lake)
    const note = await lake.client.create({ _id: 'note.acknowledged', _type: 'note', title: 'kept' })
    const deal = await lake.client.patch('deal.new-york-to-london-business-class').set({ fareFrom: 4321 }).commit()
    // The files as a crash right now would leave them (the journal not yet folded in), with a
    // commit that was being appended when the power went.
    const crashed = await tempDirs()
    await cp(lake.contentDir, crashed.contentDir, { recursive: true })
    await cp(lake.stateDir, crashed.stateDir, { recursive: true })
    const journal = path.join(crashed.contentDir, JOURNAL_FILE)
    expect(await lines(journal)).toHaveLength(2)
    await appendFile(journal, '{"put":[{"_id":"note.torn","_type":"note","title":"never acknow')

    const restarted = await startTestLake({ dirs: crashed })
    lakes.push(restarted)
    const get = (id: string) => restarted.client.getDocument(id)
    expect(await get('note.acknowledged')).toMatchObject({ title: 'kept', _rev: note._rev })
    expect(await get('deal.new-york-to-london-business-class')).toMatchObject({ fareFrom: 4321, _rev: deal._rev })
    expect(await get('note.torn')).toBeUndefined()
    // Folded in at start: content/ is the export layout again, and later writes are not lost
    // behind the torn line.
    await expect(stat(journal)).rejects.toThrow()
    expect(await readFile(path.join(crashed.contentDir, 'data.ndjson'), 'utf8')).toContain('"note.acknowledged"')
    await restarted.client.create({ _id: 'note.after', _type: 'note', title: 'after' })
    await restarted.close()
    const reloaded = byId(
      await loadDataset(crashed.contentDir, { projectId: 'local', dataset: 'production', assetBaseUrl: '' }),
    )
    expect(reloaded.get('note.after')?.title).toBe('after')
    expect(reloaded.get('note.acknowledged')?.title).toBe('kept')
  })

  it('keeps every acknowledged write when the lake process is killed (-9) in the middle of a burst', async () => {
    const dirs = await tempDirs()
    const token = randomBytes(24).toString('hex')
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'src', 'main.ts')], {
      env: {
        ...process.env,
        LAKE_PORT: '0',
        LAKE_CONTENT_DIR: dirs.contentDir,
        LAKE_STATE_DIR: dirs.stateDir,
        SANITY_LAKE_TOKEN: token,
        SAMPLE_DATES: 'as-written',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let banner = ''
    child.stdout.on('data', (chunk: Buffer) => (banner += chunk.toString()))
    const port = await eventually(() => /http:\/\/127\.0\.0\.1:(\d+)/.exec(banner)?.[1], 20_000).catch(
      (error: unknown) => {
        child.kill('SIGKILL')
        throw error
      },
    )
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const acknowledged: string[] = []
    let sent = 0
    const writer = async () => {
      for (;;) {
        const id = `note.burst-${sent++}`
        const response = await fetch(`http://127.0.0.1:${port}/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ mutations: [{ create: { _id: id, _type: 'note', title: id } }] }),
        }).catch(() => undefined)
        if (!response?.ok) return
        acknowledged.push(id)
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    try {
      await eventually(() => (acknowledged.length >= 60 ? true : undefined), 20_000)
    } finally {
      child.kill('SIGKILL')
    }
    await Promise.all([exited, ...writers])
    expect(await stat(path.join(dirs.contentDir, JOURNAL_FILE))).toBeTruthy()

    const restarted = await startTestLake({ dirs })
    lakes.push(restarted)
    const ids = await restarted.client.fetch<string[]>('*[_type == "note" && _id in $ids]._id', { ids: acknowledged })
    expect(ids.sort()).toEqual([...acknowledged].sort())
    await expect(stat(path.join(dirs.contentDir, JOURNAL_FILE))).rejects.toThrow()
  })

  // /dev/full refuses every write with ENOSPC (Linux): a disk that fills up mid-append.
  it.runIf(existsSync('/dev/full'))('folds the journal in before appending again after a failed append', async () => {
    const dirs = await tempDirs()
    const lake = await startTestLake({ dirs })
    const journal = path.join(dirs.contentDir, JOURNAL_FILE)
    await symlink('/dev/full', journal)
    const refused = await lake.api('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'note.refused', _type: 'note' } }] }),
    })
    expect(refused.status).toBe(500)
    expect(await lake.client.getDocument('note.refused')).toBeUndefined()

    // The next commit first replaces the failed journal (whatever part of a line it may end in).
    await lake.client.create({ _id: 'note.accepted', _type: 'note' })
    expect((await lstat(journal)).isSymbolicLink()).toBe(false)
    expect(await lines(journal)).toHaveLength(1)
    await lake.close()
    const restarted = await startTestLake({ dirs })
    lakes.push(restarted)
    expect(await restarted.client.getDocument('note.accepted')).toMatchObject({ _type: 'note' })
    expect(await restarted.client.getDocument('note.refused')).toBeUndefined()
  })

  // The transaction log is history: a write whose content is on disk is acknowledged and served
  // even when its history cannot be written (lake/README.md, "Writes").
  it.runIf(existsSync('/dev/full'))('acknowledges and serves a write whose history could not be written', async () => {
    const dirs = await tempDirs()
    const lake = await startTestLake({ dirs })
    const log = path.join(dirs.stateDir, 'transactions.ndjson')
    await rm(log, { force: true })
    await symlink('/dev/full', log)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const written = await lake.api('/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'note.unlogged', _type: 'note', title: 'kept' } }] }),
    })
    expect(written.status).toBe(200)
    expect(await lake.client.getDocument('note.unlogged')).toMatchObject({ title: 'kept' })
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('history'), expect.anything())
    errors.mockRestore()
    await rm(log)
    await lake.close()
    const restarted = await startTestLake({ dirs })
    lakes.push(restarted)
    expect(await restarted.client.getDocument('note.unlogged')).toMatchObject({ title: 'kept' })
  })

  it('keeps the generated token across restarts, with mode 0600', async () => {
    const dirs = await tempDirs()
    const first = await startTestLake({ dirs })
    await first.close()
    const second = await startTestLake({ dirs })
    lakes.push(second)
    expect(second.token).toBe(first.token)
    expect((await stat(path.join(dirs.stateDir, 'token'))).mode & 0o777).toBe(0o600)
  })
})

function omitRev(doc: SanityDocument) {
  const copy = { ...doc }
  // Sample assets carry no revision; the lake gives them a stable one in memory only.
  if (copy._rev && !('_createdAt' in copy)) delete copy._rev
  return copy
}
