import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildFingerprint, recordSiteBuild, siteBuildIsCurrent } from './site-build.ts'

let root: string
let stateDir: string

/** A repository in miniature: a page, the content, the documented variables and a build. */
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'meridian-site-build-'))
  stateDir = path.join(root, '.lake')
  await mkdir(path.join(root, 'web', '.next'), { recursive: true })
  await mkdir(path.join(root, 'web', 'node_modules'), { recursive: true })
  await mkdir(path.join(root, 'content'), { recursive: true })
  await mkdir(stateDir)
  await writeFile(path.join(root, '.env.example'), 'SITE_URL=http://localhost:3000\n# SANITY_STUDIO_URL=\n')
  await writeFile(path.join(root, 'web', 'page.tsx'), 'export default function Page() {}\n')
  await writeFile(path.join(root, 'content', 'data.ndjson'), '{"_id":"a"}\n')
  await writeFile(path.join(root, 'web', '.next', 'BUILD_ID'), 'b1')
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const env = { SITE_URL: 'http://localhost:3000', SANITY_STUDIO_URL: 'http://localhost:3333', TERM_SESSION_ID: 'w0t0' }

/** Records the build in place as made now, as `npm run edit` does after building. */
async function buildNow() {
  await recordSiteBuild(root, stateDir, await buildFingerprint(root, env))
}

const current = async (withEnv: Record<string, string> = env) =>
  siteBuildIsCurrent(root, stateDir, await buildFingerprint(root, withEnv))

/** Moves a file's modification time, as an edit or a checkout does. */
const touch = (file: string) => utimes(path.join(root, file), new Date(), new Date(Date.now() + 5000))

describe('whether npm run edit may start the last site build', () => {
  it('reuses the build it made when nothing changed, whatever the terminal', async () => {
    expect(await current(), 'no build recorded yet').toBe(false)
    await buildNow()
    expect(await current()).toBe(true)
    expect(await current({ ...env, TERM_SESSION_ID: 'w1t3' })).toBe(true)
  })

  it('builds again after a change to the code or the content', async () => {
    await buildNow()
    await touch('web/page.tsx')
    expect(await current()).toBe(false)
    await buildNow()
    await writeFile(path.join(root, 'content', 'data.ndjson'), '{"_id":"a"}\n{"_id":"b"}\n')
    expect(await current(), 'a publish since the build').toBe(false)
  })

  it('ignores what a build writes: its own output and installed packages', async () => {
    await buildNow()
    await writeFile(path.join(root, 'web', '.next', 'trace'), 'x')
    await writeFile(path.join(root, 'web', 'node_modules', 'x.js'), 'x')
    expect(await current()).toBe(true)
  })

  it('builds again when a documented setting differs, or another build took its place', async () => {
    await buildNow()
    expect(await current({ ...env, SANITY_STUDIO_URL: 'http://localhost:4444' })).toBe(false)
    // The browser tests build into the same folder with settings of their own.
    await writeFile(path.join(root, 'web', '.next', 'BUILD_ID'), 'b2')
    expect(await current()).toBe(false)
  })
})
