import { PresenceHub } from './presence.ts'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { ListenerHub } from './data/listeners.ts'
import { LiveHub } from './data/live-feed.ts'
import { LOCAL_USER } from './identity.ts'
import { openLake } from './lake.ts'
import { KeyValueStore } from './project/keyvalue.ts'
import { Auth, resolveToken } from './server/auth.ts'
import type { LakeContext } from './server/context.ts'
import type { Request, Response } from './server/http.ts'
import { createHandler } from './server/router.ts'
import { loadCertificate } from './server/tls.ts'
import { listen } from './server/transport.ts'
import { startRevalidation } from './webhook.ts'

export type StartLakeOptions = {
  /** The dataset in Sanity's export layout (`content/` in this repo). */
  contentDir: string
  /** Token, certificate, system documents, transaction log, user settings (`.lake/`). */
  stateDir: string
  /** A loopback address; anything else is refused. Default 127.0.0.1. */
  host?: string
  /** Default 0: any free port. */
  port?: number
  /** Default: `<stateDir>/token`, generated on first run. */
  token?: string
  projectId?: string
  dataset?: string
  /**
   * The Studio's origin, the only browser origin CORS admits (lake/README.md, "Transport").
   * Default http://localhost:3333; a URL with a path counts by its origin.
   */
  studioUrl?: string
  revalidateUrl?: string
  /** Without it, publishing does not call the revalidation webhook. */
  revalidateSecret?: string
  revalidateRetryDelaysMs?: number[]
  /**
   * Today (`YYYY-MM-DD`), to roll the sample's dates forward (lake/README.md, "Sample dates");
   * omitted, the dataset's dates are served as written. `main.ts` sets it from the environment.
   */
  anchorDay?: string
  log?: (message: string) => void
}

export type RunningLake = {
  /** Plain HTTP/1.1, for Node clients (`apiHost` of @sanity/client). */
  url: string
  /** HTTPS with HTTP/2, for browsers. */
  httpsUrl: string
  port: number
  token: string
  /** The self-signed certificate browsers (and `NODE_EXTRA_CA_CERTS`) need to trust. */
  certPath: string
  projectId: string
  dataset: string
  /** Finishes queued writes, folds the journal into `data.ndjson`, ends listeners, stops listening. */
  close: () => Promise<void>
}

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true
  if (net.isIPv4(host)) return host.startsWith('127.')
  return net.isIPv6(host) && (host === '::1' || host === '0:0:0:0:0:0:0:1')
}

export async function startLake(options: StartLakeOptions): Promise<RunningLake> {
  const host = options.host ?? '127.0.0.1'
  if (!isLoopbackHost(host)) {
    throw new Error(`The local Content Lake only listens on loopback addresses; refusing host "${host}"`)
  }
  const projectId = options.projectId ?? 'local'
  const studioOrigin = new URL(options.studioUrl ?? 'http://localhost:3333').origin
  const dataset = options.dataset ?? 'production'
  const contentDir = path.resolve(options.contentDir)
  const stateDir = path.resolve(options.stateDir)
  await mkdir(stateDir, { recursive: true, mode: 0o700 })
  await mkdir(contentDir, { recursive: true })
  const [token, certificate] = await Promise.all([resolveToken(stateDir, options.token), loadCertificate(stateDir)])

  let handler: ((req: Request, res: Response) => void) | undefined
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  let presence: PresenceHub | undefined
  const transport = await listen(
    host,
    options.port ?? 0,
    certificate,
    (req, res) => handler?.(req, res),
    (req, socket, head) => (presence ? presence.upgrade(req, socket, head) : socket.destroy()),
    ready,
  )
  const httpsUrl = `https://localhost:${transport.port}`
  const url = `http://${net.isIPv6(host) ? `[${host}]` : host}:${transport.port}`

  let ctx: LakeContext
  try {
    const lake = await openLake({
      projectId,
      dataset,
      assetBaseUrl: httpsUrl,
      anchorDay: options.anchorDay,
      contentDir,
      stateDir,
    })
    const keyValue = new KeyValueStore(path.join(stateDir, 'keyvalue.json'))
    await keyValue.load()
    const auth = new Auth(token)
    presence = new PresenceHub({ auth, user: LOCAL_USER, dataset, studioOrigin })
    ctx = {
      lake,
      auth,
      presence,
      listeners: new ListenerHub(lake.store),
      live: new LiveHub(lake.store, dataset),
      keyValue,
      user: LOCAL_USER,
      studioOrigin,
      streams: new Set(),
    }
    startRevalidation(lake.store, {
      url: options.revalidateUrl ?? 'http://localhost:3000/api/revalidate',
      secret: options.revalidateSecret,
      retryDelaysMs: options.revalidateRetryDelaysMs,
      log: options.log,
    })
    handler = createHandler(ctx)
    markReady()
  } catch (error) {
    await transport.close()
    throw error
  }

  return {
    url,
    httpsUrl,
    port: transport.port,
    token,
    certPath: certificate.certPath,
    projectId,
    dataset,
    close: async () => {
      await ctx.lake.store.idle()
      await ctx.lake.persistence.close()
      for (const stream of ctx.streams) stream.end()
      presence?.close()
      await transport.close()
    },
  }
}
