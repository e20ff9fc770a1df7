import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE } from './data-dir-lock'

const root = mkdtempSync(path.join(os.tmpdir(), 'meridian-lock-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let serial = 0
const freshDir = () => path.join(root, String(++serial))

/** Another Node process that takes the lock with the real module and holds it. */
async function holdInAnotherProcess(dir: string) {
  const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts')
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
       acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)))
  })
  return child
}

describe('acquireDataDirLock', () => {
  it('refuses a second process while the owner is alive, naming it', async () => {
    const dir = freshDir()
    const owner = await holdInAnotherProcess(dir)
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError)
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`process ${owner.pid}.*stop that process first`))
    } finally {
      owner.kill('SIGKILL')
      await new Promise((resolve) => owner.once('exit', resolve))
    }
    // Killed without a chance to clean up: its lock is stale and is taken over.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    const release = acquireDataDirLock(dir)
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('refuses a second open inside the same process', () => {
    const dir = freshDir()
    const release = acquireDataDirLock(dir)
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError)
    } finally {
      release()
    }
  })

  it('takes over the lock of a process that no longer runs', () => {
    const dir = freshDir()
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
    const release = acquireDataDirLock(dir)
    release()
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: Number(gone.stdout.trim()), host: os.hostname(), token: 'old', command: 'x', since: '' }),
    )
    const again = acquireDataDirLock(dir)
    again()
  })

  it.runIf(process.platform === 'linux')(
    'takes over the lock of a killed process its parent has not reaped yet',
    async () => {
      const dir = freshDir()
      // `sleep 0` ends at once, and the shell that started it becomes `sleep 30`, which never
      // reaps it: a zombie, as a server killed with kill -9 is until init gets to it.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] })
      try {
        const zombie = Number(
          await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
        )
        await expect
          .poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 5_000 })
          .toBe('Z')
        mkdirSync(dir, { recursive: true })
        writeFileSync(
          path.join(dir, LOCK_FILE),
          JSON.stringify({ pid: zombie, host: os.hostname(), token: 'old', command: 'next start', since: '' }),
        )
        const release = acquireDataDirLock(dir)
        expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
        release()
      } finally {
        parent.kill('SIGKILL')
      }
    },
  )

  it('removes only its own lock when released after a takeover', () => {
    const dir = freshDir()
    const release = acquireDataDirLock(dir)
    const foreign = JSON.stringify({ pid: 1, host: 'elsewhere', token: 'theirs', command: 'x', since: '' })
    writeFileSync(path.join(dir, LOCK_FILE), foreign)
    release()
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(foreign)
    // A lock from another host cannot be checked, so it counts as held.
    expect(() => acquireDataDirLock(dir)).toThrow(/on elsewhere/)
  })
})
