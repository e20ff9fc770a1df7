import path from 'node:path'
import type { NextConfig } from 'next'
import { contentFilesHash, resolveContentDir } from './lib/sanity/content-files'
import { securityHeaders } from './lib/security-headers'

const repoRoot = path.join(import.meta.dirname, '..')

/**
 * One id per build, known to the pages (inlined) and answered by /api/build, so an open tab can
 * tell that a newer deployment is live (docs/behaviour.md, "Update polling"). Set BUILD_ID in CI to
 * a commit id to make it reproducible; every instance of one deployment must share it.
 */
const buildId = process.env.BUILD_ID ?? `b${Date.now().toString(36)}`

/**
 * The shared cache is part of the build (README.md, "Decisions": One cache for several
 * instances): with `REDIS_URL`, pages, data reads and tag expiries go to Redis through
 * cache-handler.ts; without it, Next keeps its own cache and no handler is loaded. A server whose
 * `REDIS_URL` disagrees with its build's refuses to start (instrumentation.ts).
 */
const sharedCache = Boolean(process.env.REDIS_URL)

const nextConfig = (builtFromContent: string): NextConfig => ({
  // The workspaces (schemas/, content/) live beside web/, so the build root is the repo.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // PGlite loads its WebAssembly and data files from beside its own module at run time;
  // bundled, those paths would point into .next. Node's own require keeps them right.
  // The Redis client is shared by the cache handler (loaded by Node, outside the bundle) and the
  // routes that use it through globalThis (lib/cache/shared-cache.ts): one copy of it, Node's.
  serverExternalPackages: ['@electric-sql/pglite', '@redis/client'],
  ...(sharedCache ? { cacheHandler: path.join(import.meta.dirname, 'cache-handler.ts') } : {}),
  generateBuildId: () => buildId,
  // A second build beside the usual one: the editing journey (studio/e2e/) revalidates pages of its
  // own build, never those of .next that the site's suite serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The deployable folder (`npm run bundle`, scripts/bundle.ts) only: `next start`, which
  // `npm start` and the tests run, warns that it does not serve a standalone build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    SHARED_CACHE_BUILT: sharedCache ? '1' : '',
    CONTENT_BUILT_FROM: builtFromContent,
  },
  poweredByHeader: false,
  // `next dev` serves its live reload and dev resources to localhost only by default: a page
  // opened at 127.0.0.1, as the tests and benchmarks address the site, would not hydrate.
  allowedDevOrigins: ['127.0.0.1'],
  // Every response, from the variables the pages are built with (docs/security.md). The source
  // has no named parameter on purpose: with one (`/:path*`), Next compiles every header value that
  // holds a colon (the CSP) as a path template on every request, 5 % of the server's main thread
  // under a flood of subscriptions (bench/README.md, "bench:leads").
  headers: async () => [
    { source: '/(.*)', headers: securityHeaders(process.env) },
    // A booking's address is the key to its personal data: no link from it tells another site
    // where it came from (docs/privacy.md, "The booking link"). The later rule wins.
    { source: '/checkout/(.*)', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    { source: '/api/checkout/(.*)', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
  ],
  // A list's first page has one address, the list's own (docs/behaviour.md, "Lists").
  redirects: async () =>
    ['/business-class-flights-alldeals', '/airlines', '/blog', '/region/:slug', '/city/:slug', '/airlines/:slug'].map(
      (list) => ({
        source: `${list}/page/1`,
        destination: list,
        permanent: true,
      }),
    ),
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx serves unknown addresses (docs/performance.md).
    globalNotFound: true,
    // Next's own cache (a build without REDIS_URL) keeps what it renders at run time in memory
    // only, at most its 50 MB, as well as on disk by default: a page or read for every made-up
    // slug, without bound (docs/performance.md, "What the build prerenders"). The build's own
    // prerendered pages are still read from disk.
    isrFlushToDisk: false,
  },
  // Images are plain <img> elements with URLs for the image service (components/SanityImage.tsx):
  // Next's own optimiser is not used, and its endpoint is off.
  images: { unoptimized: true },
})

/**
 * The config, with a hash of the embedded dataset the pages are prerendered from, so a server can
 * tell when it starts on content that changed since (lib/warm-up.ts); hosted content has no files
 * here.
 */
export default async function config(): Promise<NextConfig> {
  return nextConfig(
    process.env.SANITY_PROJECT_ID ? '' : await contentFilesHash(resolveContentDir(process.env.CONTENT_DIR)),
  )
}
