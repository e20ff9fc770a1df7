import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { isLoopbackHost, startLake } from './start.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

// An empty variable (`FOO=` in a .env file) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const Env = z.object({
  LAKE_PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((port) => port ?? 3400),
  LAKE_HOST: optional(
    z
      .string()
      .refine(isLoopbackHost, 'must be a loopback address (127.0.0.1, ::1 or localhost): the lake has no real auth'),
  ).transform((host) => host ?? '127.0.0.1'),
  LAKE_CONTENT_DIR: optional(z.string()).transform((dir) => path.resolve(dir ?? path.join(repoRoot, 'content'))),
  LAKE_STATE_DIR: optional(z.string()).transform((dir) => path.resolve(dir ?? path.join(repoRoot, '.lake'))),
  SANITY_LAKE_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  // The same variable the site reads for the Studio's origin (root README, Configuration).
  SANITY_STUDIO_URL: optional(z.url()).transform((url) => url ?? 'http://localhost:3333'),
  SANITY_REVALIDATE_URL: optional(z.url()).transform((url) => url ?? 'http://localhost:3000/api/revalidate'),
  SANITY_REVALIDATE_SECRET: optional(z.string()),
  // The same two settings as the site's (the root README, Configuration), so both roll the sample
  // to the same day: "now" as a date or date-time, and whether the sample's dates roll at all.
  SITE_CLOCK: optional(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'YYYY-MM-DD or an ISO date-time')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'not a real date'),
  ),
  SAMPLE_DATES: optional(z.enum(['rolling', 'as-written'])).transform((mode) => mode ?? 'rolling'),
})

const parsed = Env.safeParse(process.env)
if (!parsed.success) {
  console.error(`Invalid environment for the local Content Lake:\n${z.prettifyError(parsed.error)}`)
  process.exit(1)
}
const env = parsed.data

/** Today as a calendar day (UTC), as the site's clock reads it; a date alone is that day. */
const today = (clock: string | undefined) =>
  clock && clock.length === 10 ? clock : (clock ? new Date(clock) : new Date()).toISOString().slice(0, 10)
const anchorDay = env.SAMPLE_DATES === 'rolling' ? today(env.SITE_CLOCK) : undefined

const lake = await startLake({
  host: env.LAKE_HOST,
  port: env.LAKE_PORT,
  contentDir: env.LAKE_CONTENT_DIR,
  stateDir: env.LAKE_STATE_DIR,
  token: env.SANITY_LAKE_TOKEN,
  studioUrl: env.SANITY_STUDIO_URL,
  revalidateUrl: env.SANITY_REVALIDATE_URL,
  revalidateSecret: env.SANITY_REVALIDATE_SECRET,
  anchorDay,
})

const relative = (file: string) => path.relative(process.cwd(), file) || '.'
console.log(`Local Content Lake: project "${lake.projectId}", dataset "${lake.dataset}"
  ${lake.httpsUrl}   browsers and the Studio (HTTPS, HTTP/2)
  ${lake.url}   Node clients: the site, scripts (plain HTTP/1.1)
  content      ${relative(env.LAKE_CONTENT_DIR)}
  state        ${relative(env.LAKE_STATE_DIR)}
  studio       ${new URL(env.SANITY_STUDIO_URL).origin} (the only browser origin allowed; SANITY_STUDIO_URL)
  token        ${env.SANITY_LAKE_TOKEN ? 'from SANITY_LAKE_TOKEN' : relative(path.join(env.LAKE_STATE_DIR, 'token'))}
  revalidate   ${env.SANITY_REVALIDATE_SECRET ? env.SANITY_REVALIDATE_URL : 'off (SANITY_REVALIDATE_SECRET is not set)'}
  sample dates ${anchorDay ? `rolling to ${anchorDay}${env.SITE_CLOCK ? ' (SITE_CLOCK)' : ''}` : 'as written (SAMPLE_DATES=as-written)'}
  certificate  ${relative(lake.certPath)} (self-signed, localhost / 127.0.0.1 / ::1)

Trust the certificate once so browsers accept ${lake.httpsUrl}:
  macOS         security add-trusted-cert -r trustAsRoot -k ~/Library/Keychains/login.keychain-db ${lake.certPath}
  Linux Chrome  certutil -d sql:$HOME/.pki/nssdb -A -t "P,," -n meridian-lake -i ${lake.certPath}
  Firefox       Settings > Privacy & Security > Certificates > View Certificates > Servers > Import
  or open ${lake.httpsUrl}/v1/ping once and accept the warning (per browser profile).
  Node over HTTPS: NODE_EXTRA_CA_CERTS=${lake.certPath}`)

let stopping = false
async function stop(signal: string) {
  if (stopping) process.exit(1)
  stopping = true
  console.log(`\n${signal}: finishing pending writes…`)
  await lake.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
