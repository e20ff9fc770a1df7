/**
 * Is the committed TypeGen output (schemas/schema.json, schemas/sanity.types.ts) what
 * `npm run typegen` would write today? Generates both with the Sanity CLI into a temporary
 * folder and compares; the committed files are only read.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const studioDir = path.join(import.meta.dirname, '..')
const sanityCli = path.join(studioDir, '..', 'node_modules', '.bin', 'sanity')

/** Where `npm run typegen` writes, and the check reads. */
export const committedDir = path.join(studioDir, '..', 'schemas')
export const typegenFiles = ['schema.json', 'sanity.types.ts'] as const
export type TypegenFile = (typeof typegenFiles)[number]
export type TypegenOutput = Record<TypegenFile, string>

async function runSanity(args: string[], typegenDir: string) {
  try {
    // This Node (24, the project's) rather than the CLI's `#!/usr/bin/env node`.
    await promisify(execFile)(process.execPath, [sanityCli, ...args], {
      cwd: studioDir,
      env: { ...process.env, SANITY_TYPEGEN_DIR: typegenDir },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`\`sanity ${args.join(' ')}\` failed:\n${stdout}${stderr}`, { cause: error })
  }
}

/** What `npm run typegen` would write now, without writing it. */
export async function generateTypegen(): Promise<TypegenOutput> {
  // Inside the repository (in git-ignored studio/.sanity), so TypeGen formats its output with
  // the repository's Prettier config, as it does for the committed file.
  await mkdir(path.join(studioDir, '.sanity'), { recursive: true })
  const tempDir = await mkdtemp(path.join(studioDir, '.sanity', 'typegen-check-'))
  // Relative: `schema extract` resolves its output path against the studio folder.
  const typegenDir = path.relative(studioDir, tempDir)
  try {
    await runSanity(['schema', 'extract', '--force'], typegenDir)
    await runSanity(['typegen', 'generate'], typegenDir)
    const types = await readFile(path.join(tempDir, 'sanity.types.ts'), 'utf8')
    // The types name the schema file they came from; name the committed one, as `npm run typegen` does.
    const committedSchema = path.relative(studioDir, path.join(committedDir, 'schema.json'))
    return {
      'schema.json': await readFile(path.join(tempDir, 'schema.json'), 'utf8'),
      'sanity.types.ts': types.replace(`// Source: ${typegenDir}/schema.json`, `// Source: ${committedSchema}`),
    }
  } finally {
    await rm(tempDir, { recursive: true, force: true })
  }
}

/** The files in `dir` that differ from (or are missing in) the generated output. */
export async function staleFiles(generated: TypegenOutput, dir = committedDir): Promise<TypegenFile[]> {
  const stale: TypegenFile[] = []
  for (const file of typegenFiles) {
    const committed = await readFile(path.join(dir, file), 'utf8').catch(() => undefined)
    if (committed !== generated[file]) stale.push(file)
  }
  return stale
}

export function staleMessage(stale: TypegenFile[]): string {
  const files = stale.map((file) => `schemas/${file}`).join(' and ')
  return `${files} ${stale.length > 1 ? 'are' : 'is'} stale: the schema or a \`defineQuery\` in web/ changed since TypeGen last ran. Run \`npm run typegen\` and commit the result.`
}
