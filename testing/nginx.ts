import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startServer, type Server } from './server.ts'

const NGINX_CONF = path.join(import.meta.dirname, '..', 'deploy', 'nginx', 'meridian.conf')
/** The micro-cache's folder in the committed file, replaced by one in the temporary prefix. */
const CACHE_PATH = 'proxy_cache_path /var/lib/nginx/meridian-cache '
/** Debian's Brotli filter (libnginx-mod-http-brotli-filter), which the committed file uses. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/**
 * What the front tier needs that this machine lacks, as Debian packages: nginx and its Brotli
 * module (`.ci/run` installs both). Empty when nothing is missing.
 */
export function nginxMissing(): string[] {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).status === 0
  return [...(nginx ? [] : ['nginx']), ...(existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-filter'])]
}

type Options = {
  /** The site instances nginx balances over (round-robin), on loopback. */
  sitePorts: number[]
  /** Where nginx listens, on loopback. */
  port: number
  /** Further changes to the committed file, each `[text it must contain, replacement]`. */
  edits?: [string, string][]
}

/**
 * nginx on loopback in front of the site: deploy/nginx/meridian.conf as committed but for its
 * ports, its cache folder (and `edits`), inside a minimal main config (Debian's worker count and
 * Brotli module; the access log, pid, cache and temporary files in a temporary prefix), in the
 * foreground so testing/server.ts can stop it. Used by `bench:faults`, `bench:throughput`, the cluster test
 * (web/e2e/cluster.spec.ts) and the front tier's test (web/e2e/front-tier.spec.ts).
 */
export async function startNginx({ sitePorts, port, edits = [] }: Options): Promise<Server> {
  const missing = nginxMissing()
  if (missing.length > 0) {
    throw new Error(
      `nginx in front of the site needs ${missing.join(' and ')} (deploy/nginx/meridian.conf uses Brotli): ` +
        `apt-get install -y nginx libnginx-mod-http-brotli-filter`,
    )
  }
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'meridian-nginx-'))
  // Workers run as `nobody` when nginx is started as root: they must reach their temporary files.
  await chmod(prefix, 0o755)
  const replaceOnce = (text: string, [from, to]: [string, string]) => {
    if (!text.includes(from)) throw new Error(`${path.relative(process.cwd(), NGINX_CONF)} no longer has \`${from}\``)
    return text.replace(from, to)
  }
  const committed = await readFile(NGINX_CONF, 'utf8')
  // The upstream's one `server` line, repeated for each instance with its parameters kept.
  const line = /^ *server 127\.0\.0\.1:3000\b.*$/m.exec(committed)?.[0]
  if (!line) throw new Error(`${path.relative(process.cwd(), NGINX_CONF)} no longer has \`server 127.0.0.1:3000\``)
  const upstream = sitePorts.map((sitePort) => line.replace(':3000', `:${sitePort}`)).join('\n')
  const site = [
    [line, upstream],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    [CACHE_PATH, `proxy_cache_path ${path.join(prefix, 'cache')} `],
    ...edits,
  ].reduce<string>((text, edit) => replaceOnce(text, edit as [string, string]), committed)
  await writeFile(path.join(prefix, 'meridian.conf'), site)
  // Included as meridian/security-headers.conf, relative to the main config's folder (the prefix).
  await mkdir(path.join(prefix, 'meridian'))
  await copyFile(
    path.join(path.dirname(NGINX_CONF), 'security-headers.conf'),
    path.join(prefix, 'meridian', 'security-headers.conf'),
  )
  const conf = path.join(prefix, 'nginx.conf')
  await writeFile(
    conf,
    [
      `load_module ${BROTLI_MODULE};`,
      'worker_processes auto;',
      'pid nginx.pid;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log access.log;',
      '  client_body_temp_path body;',
      '  proxy_temp_path proxy;',
      '  fastcgi_temp_path fastcgi;',
      '  uwsgi_temp_path uwsgi;',
      '  scgi_temp_path scgi;',
      `  include ${path.join(prefix, 'meridian.conf')};`,
      '}',
    ].join('\n'),
  )
  const removePrefix = () => rm(prefix, { recursive: true, force: true })
  const args = ['-p', prefix, '-c', conf, '-e', 'stderr']
  const test = spawnSync('nginx', [...args, '-t', '-q'], { encoding: 'utf8' })
  if (test.error || test.status !== 0) {
    await removePrefix()
    throw new Error(`nginx -t failed (is Debian's nginx installed?): ${test.error?.message ?? test.stderr}`)
  }
  const server = await startServer('nginx', [...args, '-g', 'daemon off;'], {
    cwd: prefix,
    env: process.env,
    port,
    upWithinMs: 30_000,
    name: 'nginx',
  }).catch(async (error: unknown) => {
    await removePrefix()
    throw error
  })
  return {
    origin: server.origin,
    pid: server.pid,
    output: server.output,
    stop: () => server.stop().then(removePrefix),
    kill: () => server.kill().then(removePrefix),
  }
}
