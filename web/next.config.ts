import path from 'node:path'
import type { NextConfig } from 'next'

const repoRoot = path.join(import.meta.dirname, '..')

/**
 * One id per build, known to the pages (inlined) and answered by /api/build, so an open tab can
 * tell that a newer deployment is live (docs/behaviour.md, "Update polling"). Set BUILD_ID in CI to
 * a commit id to make it reproducible; every instance of one deployment must share it.
 */
const buildId = process.env.BUILD_ID ?? `b${Date.now().toString(36)}`

/**
 * Who may show the site in a frame: the site itself and the Studio, whose Presentation tool
 * previews pages in an iframe; nobody else (clickjacking). Headers are fixed at build, so
 * this reads the variable then (lib/env.ts is for the server at run time).
 */
function studioOrigin(value = process.env.SANITY_STUDIO_URL || 'http://localhost:3333') {
  if (!URL.canParse(value)) throw new Error(`SANITY_STUDIO_URL is not a URL: ${value}`)
  return new URL(value).origin
}

const nextConfig: NextConfig = {
  // The workspaces (schemas/, content/) live beside web/, so the build root is the repo.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // PGlite loads its WebAssembly and data files from beside its own module at run time;
  // bundled, those paths would point into .next. Node's own require keeps them right.
  serverExternalPackages: ['@electric-sql/pglite'],
  generateBuildId: () => buildId,
  // A second build beside the usual one: the editing journey (studio/e2e/) revalidates pages of its
  // own build, never those of .next that the site's suite serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  poweredByHeader: false,
  headers: async () => [
    {
      source: '/:path*',
      headers: [{ key: 'Content-Security-Policy', value: `frame-ancestors 'self' ${studioOrigin()}` }],
    },
  ],
  reactStrictMode: true,
  // app/global-not-found.tsx serves unknown addresses (docs/performance.md).
  experimental: { globalNotFound: true },
  // Images are plain <img> elements with URLs for the image service (components/SanityImage.tsx):
  // Next's own optimiser is not used, and its endpoint is off.
  images: { unoptimized: true },
}

export default nextConfig
