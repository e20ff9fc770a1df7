import { createHash } from 'node:crypto'

/** SHA-1 hex digest of a string or bytes. */
export function sha1(input: string | Uint8Array): string {
  return createHash('sha1').update(input).digest('hex')
}

/** A stable 12-character `_key` derived from any number of seed parts. */
export function stableKey(...parts: Array<string | number>): string {
  return sha1(parts.join('\u0000')).slice(0, 12)
}

const REV_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A Sanity-looking revision id (22 characters) derived from the document's content. */
export function stableRev(content: string): string {
  const digest = createHash('sha256').update(content).digest()
  let rev = ''
  for (let i = 0; i < 22; i++) rev += REV_ALPHABET[(digest[i] ?? 0) % REV_ALPHABET.length]
  return rev
}

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export type Rng = {
  /** Uniform float in [0, 1). */
  next: () => number
  /** Uniform float in [min, max). */
  range: (min: number, max: number) => number
  /** Uniform integer in [min, max]. */
  int: (min: number, max: number) => number
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T
}

export function rng(seed: string): Rng {
  let state = Number.parseInt(sha1(seed).slice(0, 8), 16) >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number): number => min + (max - min) * next()
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('rng.pick: empty list')
    return item
  }
  return { next, range, int, pick }
}
