import { randomUUID } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * PGlite is Postgres in one process: two processes opening the same data folder would
 * corrupt it. The process that opens it (normally `next start`) therefore holds
 * `<dir>/owner.lock`; any other process (`npm run leads`, the benchmark) is refused with a
 * clear message while that owner is alive. A lock left by a process that died (kill -9, a
 * crash) is taken over, since its pid no longer runs. A lock from another host (a shared
 * network folder) cannot be checked and counts as held.
 */

export const LOCK_FILE = 'owner.lock'

type Owner = { pid: number; host: string; token: string; command: string; since: string }

export class DataDirBusyError extends Error {
  // Plain fields, not constructor parameter properties: the CLI runs this file on Node's
  // type stripping, which only erases types.
  readonly dir: string
  readonly owner: Pick<Owner, 'pid' | 'host' | 'command' | 'since'>

  constructor(dir: string, owner: Pick<Owner, 'pid' | 'host' | 'command' | 'since'>) {
    super(
      `The leads database in ${dir} is open in process ${owner.pid} on ${owner.host} ` +
        `(${owner.command}, since ${owner.since}). PGlite allows one process at a time: ` +
        `stop that process first, or set DATABASE_URL to use a PostgreSQL server that ` +
        `several processes can share.`,
    )
    this.name = 'DataDirBusyError'
    this.dir = dir
    this.owner = owner
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  return !isZombie(pid)
}

/**
 * A process killed with SIGKILL stays in the process table as a zombie until its parent (or,
 * once that died too, init) reaps it, and signal 0 still reaches it. It holds no files any
 * more, so its lock is stale. Linux shows the state in /proc; elsewhere it counts as alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (command) state ...": the command may hold spaces and parentheses.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return state === 'Z' || state === 'X'
  } catch {
    return false
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as Owner) : undefined
  } catch {
    return undefined // vanished or half-written: treated as stale below
  }
}

/** Creates the lock file complete or not at all: link() fails if the name exists. */
function tryCreate(file: string, owner: Owner): boolean {
  const temp = `${file}.${owner.token}.tmp`
  writeFileSync(temp, JSON.stringify(owner), { mode: 0o600 })
  try {
    linkSync(temp, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(temp)
  }
}

/** Takes the folder for this process; returns the release function (also run at exit). */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, LOCK_FILE)
  const owner: Owner = {
    pid: process.pid,
    host: os.hostname(),
    token: randomUUID(),
    command:
      process.argv
        .slice(1, 3)
        .map((arg) => path.basename(arg))
        .join(' ') || 'node',
    since: new Date().toISOString(),
  }

  if (!tryCreate(file, owner)) {
    const current = readOwner(file)
    // The same pid counts as held too: a second open inside one process would corrupt
    // the folder just the same (db.ts keeps one handle per process to avoid it).
    if (current && (current.host !== owner.host || current.pid === process.pid || isAlive(current.pid))) {
      throw new DataDirBusyError(dir, current)
    }
    // Stale: its process is gone. Take it over once; a racing process that wins the
    // second attempt makes this one fail as busy, which is right.
    rmSync(file, { force: true })
    if (!tryCreate(file, owner)) {
      throw new DataDirBusyError(dir, readOwner(file) ?? { pid: -1, host: '?', command: '?', since: '?' })
    }
  }

  const release = () => {
    process.off('exit', release)
    // Only remove our own lock, never one a later owner wrote after a takeover.
    if (readOwner(file)?.token === owner.token) rmSync(file, { force: true })
  }
  process.on('exit', release)
  return release
}
