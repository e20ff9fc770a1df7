import { appendFile, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { randomId } from '../ids.ts'

async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } catch {
    // Some filesystems refuse fsync on directories; the rename itself is still atomic there.
  } finally {
    await handle.close()
  }
}

/**
 * Replaces a file so that readers see either the old or the new content, never a mix, and the
 * new content survives a crash once this resolves: temp file in the same folder, fsync, rename,
 * fsync of the folder.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o644): Promise<void> {
  const dir = path.dirname(file)
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${path.basename(file)}.tmp.${process.pid}.${randomId(8)}`)
  const handle = await open(temp, 'w', mode)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  await syncDirectory(dir)
}

/** Appends to a file and waits until the bytes are on disk. */
export async function appendDurably(file: string, data: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await appendFile(file, data)
  const handle = await open(file, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * An append-only file kept open, each append on disk (fdatasync) before it resolves. A failed
 * append may leave part of its bytes behind: the caller must not append again before replacing
 * the file (the lake folds its journal into `data.ndjson`, lake/README.md "Writes").
 */
export class AppendOnlyFile {
  readonly file: string
  #handle: FileHandle | undefined
  #bytes = 0

  constructor(file: string) {
    this.file = file
  }

  /** Bytes appended since the file was created (or found). */
  get bytes(): number {
    return this.#bytes
  }

  async append(data: string): Promise<void> {
    if (!this.#handle) {
      await mkdir(path.dirname(this.file), { recursive: true })
      this.#handle = await open(this.file, 'a')
      this.#bytes = (await this.#handle.stat()).size
      // The file's name must survive a crash as well as its bytes.
      await syncDirectory(path.dirname(this.file))
    }
    const bytes = Buffer.from(data)
    await this.#handle.appendFile(bytes)
    await this.#handle.datasync()
    this.#bytes += bytes.length
  }

  /** Deletes the file; the next append creates it again. */
  async remove(): Promise<void> {
    await this.#handle?.close()
    this.#handle = undefined
    this.#bytes = 0
    await rm(this.file, { force: true })
    await syncDirectory(path.dirname(this.file))
  }

  async close(): Promise<void> {
    await this.#handle?.close()
    this.#handle = undefined
  }
}
