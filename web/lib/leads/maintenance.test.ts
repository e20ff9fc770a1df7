import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { leadsTestEnv } from '@/test/leads'

const testEnv = await leadsTestEnv()
const { LOCK_FILE } = await import('./data-dir-lock')
const { startLeadsMaintenance } = await import('./maintenance')
const { closeDb } = await import('./db')

afterAll(async () => {
  await closeDb()
  await testEnv.cleanup()
})

it('a restarted server waits for the previous one to close the store, then opens it', { timeout: 30_000 }, async () => {
  // The previous server: alive, still holding the folder, as one shutting down after its port closed.
  const previous = spawn('sleep', ['30'], { stdio: 'ignore' })
  await once(previous, 'spawn')
  const owner = { pid: previous.pid, host: os.hostname(), token: 'previous', command: 'next start', since: '' }
  writeFileSync(path.join(testEnv.dataDir, LOCK_FILE), JSON.stringify(owner))
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)

  startLeadsMaintenance(60_000)
  await vi.waitFor(() =>
    expect(info).toHaveBeenCalledWith(`[leads] waiting for process ${previous.pid} to close the lead store`),
  )
  previous.kill('SIGKILL')
  await vi.waitFor(() => expect(info).toHaveBeenCalledWith('[leads] the lead store is open'), { timeout: 20_000 })
  expect(error).not.toHaveBeenCalled()
})
