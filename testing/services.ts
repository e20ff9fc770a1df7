import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Throwaway Redis and PostgreSQL servers on loopback for the cluster test (web/e2e/cluster.spec.ts),
 * from Debian's packages (`.ci/run` installs them): each can be stopped and started again on its
 * port, as an outage and its end.
 */

export type Service = {
  url: string
  start: () => Promise<void>
  stop: () => Promise<void>
  remove: () => Promise<void>
}

/** Debian's PostgreSQL binaries (the newest installed), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1)
  return newest ? path.join(root, newest, 'bin') : undefined
}

/** Whether a command is on the PATH (or at Debian's path for PostgreSQL). */
export const installed = (command: 'redis-server' | 'nginx' | 'postgresql') =>
  command === 'postgresql'
    ? Boolean(postgresBin())
    : spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0

/** Redis without persistence: a restart starts it empty. */
export function redisService(port: number): Service {
  let child: ChildProcess | undefined
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ])
      child = started
      let output = ''
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000)
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer)
            resolve()
          }
        })
        started.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)))
      })
    },
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGTERM')
      await exited
    },
    async remove() {
      await this.stop()
    },
  }
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, as `.ci/run` makes one: run as the
 * `postgres` user when this process is root (initdb refuses root), trust authentication.
 */
export function postgresService(port: number): Service {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meridian-pg-'))
  const data = path.join(dir, 'data')
  const root = process.getuid?.() === 0
  if (root) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
    chownSync(dir, id('-u'), id('-g'))
  }
  const run = (args: string[]) => {
    const command = [path.join(bin, args[0]!), ...args.slice(1)]
    const result = root
      ? spawnSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], { encoding: 'utf8' })
      : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr}${result.stdout}`)
  }
  let initialised = false
  let running = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (!initialised) run(['initdb', '-D', data, '-A', 'trust', '-U', 'postgres'])
      initialised = true
      run([
        'pg_ctl',
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
      ])
      running = true
    },
    async stop() {
      if (running) run(['pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop'])
      running = false
    },
    async remove() {
      await this.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
