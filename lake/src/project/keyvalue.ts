import { readFile } from 'node:fs/promises'
import { writeFileAtomic } from '../store/files.ts'

/**
 * The Studio's per-user key-value store (`/users/me/keyvalue`: recent searches, inspector state,
 * favourites), one JSON file in the state folder. Writes are serialised.
 */
export class KeyValueStore {
  readonly #file: string
  #values: Record<string, unknown> = {}
  #writing: Promise<void> = Promise.resolve()

  constructor(file: string) {
    this.#file = file
  }

  async load(): Promise<void> {
    const text = await readFile(this.#file, 'utf8').catch(() => '{}')
    this.#values = JSON.parse(text) as Record<string, unknown>
  }

  get(key: string): unknown {
    return Object.hasOwn(this.#values, key) ? this.#values[key] : null
  }

  set(entries: { key: string; value: unknown }[]): Promise<void> {
    for (const { key, value } of entries) this.#values[key] = value
    const snapshot = JSON.stringify(this.#values, null, 2) + '\n'
    this.#writing = this.#writing.catch(() => undefined).then(() => writeFileAtomic(this.#file, snapshot, 0o600))
    return this.#writing
  }
}
