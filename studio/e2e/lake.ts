import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { ports, urls } from './playwright.config.ts'
import { TEST_TIME } from '../../testing/test-time.ts'

const root = path.join(import.meta.dirname, '..', '..')

/**
 * The local lake as its own process (`npm run start -w lake`), as an editor runs it, so a
 * restart is a real one: the process exits and a new one reads content/ back from disk.
 */
export class LakeProcess {
  private child: ChildProcess | undefined
  private log = ''

  async start() {
    const child = spawn('npm', ['run', 'start', '-w', 'lake'], {
      cwd: root,
      env: {
        ...process.env,
        LAKE_PORT: String(ports.lake),
        LAKE_CONTENT_DIR: process.env.E2E_EDIT_CONTENT_DIR,
        LAKE_STATE_DIR: process.env.E2E_EDIT_STATE_DIR,
        SANITY_LAKE_TOKEN: process.env.E2E_EDIT_TOKEN,
        // The only browser origin the lake's CORS admits: this run's Studio.
        SANITY_STUDIO_URL: urls.studio,
        SANITY_REVALIDATE_URL: `${urls.site}/api/revalidate`,
        SANITY_REVALIDATE_SECRET: process.env.E2E_EDIT_WEBHOOK_SECRET,
        ...TEST_TIME,
      },
      // Its own process group, so stop() ends npm and the node process under it together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()))
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The lake exited with ${child.exitCode}:\n${this.log}`)
      try {
        const response = await fetch(`${urls.lakeHttp}/v2025-02-19/data/query/production?query=count(*)`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`The lake did not answer within 30 s:\n${this.log}`)
  }

  async stop() {
    const child = this.child
    if (!child || child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
    this.child = undefined
    // npm may exit before the node process under it has finished its last write and closed
    // the port: wait until nothing answers any more.
    for (;;) {
      try {
        await fetch(urls.lakeHttp, { signal: AbortSignal.timeout(1000) })
      } catch {
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async restart() {
    await this.stop()
    await this.start()
  }

  output() {
    return this.log
  }
}
