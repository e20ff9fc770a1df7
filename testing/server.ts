import { spawn } from 'node:child_process'

/**
 * A server the browser tests (web/e2e/site.ts) or the benchmarks (bench/servers.ts) start, stop
 * and crash on purpose. It runs in its own process group, so a signal reaches whatever it
 * started (npm and the Next server under it); what it prints is read, so a full pipe never
 * stalls it, and the end is kept for failure messages.
 */
export type Server = {
  origin: string
  /** The process started (its group's leader): what bench:leads counts CPU time under. */
  pid: number
  /** The end of what the server printed. */
  output: () => string
  /** SIGTERM to the process group; resolves once the group exited and the port is free. */
  stop: () => Promise<void>
  /** SIGKILL to the process group: a crash, with nothing flushed or finished. */
  kill: () => Promise<void>
}

type Options = {
  cwd: string
  env: NodeJS.ProcessEnv
  /** The loopback port the server listens on. */
  port: number
  /** Up means `/` answers 200 and, if given, the server printed this line. */
  readyLine?: string
  upWithinMs: number
  /** How failures name it. */
  name: string
}

/** What the site prints once its lead store is open (web/lib/leads/maintenance.ts). */
export const STORE_OPEN_LINE = '[leads] the lead store is open'

/** Whether `/` answers 200 within 10 s, body included; any failure is a no. */
async function answersAt(origin: string): Promise<boolean> {
  try {
    const response = await fetch(origin, { signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

const listening = (origin: string) =>
  fetch(origin, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  )

/** Starts `command args` and resolves once it is up; throws with its output if it is not. */
export async function startServer(command: string, args: string[], options: Options): Promise<Server> {
  const origin = `http://127.0.0.1:${options.port}`
  // A server left running by an earlier run would answer in this one's place.
  if (await listening(origin)) throw new Error(`${options.name}: port ${options.port} is already in use`)
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'pipe', detached: true })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let running = true
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false
      resolve()
    }),
  )
  const signal = (name: NodeJS.Signals) => async () => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // already gone
    }
    await exited
    // npm may exit before the server it started has let go of the port.
    for (let waited = 0; waited < 15_000 && (await listening(origin)); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const server: Server = {
    origin,
    pid: child.pid!,
    output: () => output,
    stop: signal('SIGTERM'),
    kill: signal('SIGKILL'),
  }

  const deadline = Date.now() + options.upWithinMs
  // With a lead store, "up" waits for it: PGlite opens (and on a new store, creates and
  // migrates) in the server's own thread, and requests wait behind it meanwhile.
  while (!(await answersAt(origin)) || (options.readyLine && !output.includes(options.readyLine))) {
    if (!running || Date.now() > deadline) {
      const why = running ? `was not up within ${options.upWithinMs / 1000} s` : 'exited before it was up'
      await server.kill()
      throw new Error(`${options.name} (${origin}) ${why}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return server
}
