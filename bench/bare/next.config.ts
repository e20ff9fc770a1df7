import path from 'node:path'
import type { NextConfig } from 'next'

/**
 * The reference page of bench/pages.ts and bench/throughput.ts: Next with nothing of ours.
 * It builds with the repo's own `next` (the root is the repo, as for web/), into NEXT_DIST_DIR
 * so a bench run never touches another build.
 */
const repoRoot = path.join(import.meta.dirname, '..', '..')

const nextConfig: NextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
}

export default nextConfig
