/**
 * A seeded generator of hostile request bodies for the fuzz tests: mostly a valid body with one to
 * three things changed (a value of another type, an odd string, a key removed or added), sometimes
 * any JSON at all or text that is not JSON. The seed is printed on failure, so a run repeats.
 */

import { afterAll } from 'vitest'
import { leadsTestEnv } from './leads'

/** The generator's seed: FUZZ_SEED repeats a run. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125)

/**
 * A lead store of the test file's own (PGlite in a temporary folder, closed after the file) with a
 * rate limit that never bites; import the handler under test after it. `formToken` gives a valid
 * bot-check header for each request: the bot check has its own tests, the bodies must reach the
 * schemas and the store.
 */
export async function fuzzStore() {
  const testEnv = await leadsTestEnv({ LEADS_RATE_LIMIT: '1000000' })
  const { issueFormToken } = await import('@/lib/leads/bot-check')
  const { FORM_TOKEN_HEADER } = await import('@/lib/leads/bot-check-headers')
  const { closeDb, getDb } = await import('@/lib/leads/db')
  afterAll(async () => {
    await closeDb()
    await testEnv.cleanup()
  })
  return {
    db: await getDb(),
    formToken: async () => ({ [FORM_TOKEN_HEADER]: (await issueFormToken()).token }),
  }
}

export type Rng = {
  /** An integer in [0, n). */
  int: (n: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (p: number) => boolean
}

/** mulberry32: small, fast and good enough to spread test cases. */
export function seeded(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (n: number) => Math.floor(next() * n)
  return { int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p }
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Ada\u0000Lovelace',
  '\ud83d',
  '\udc00x',
  '👩🏽‍✈️ Zoë 東京',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://example.com")',
  '\r\n\t',
  'x'.repeat(600),
  'y'.repeat(20_000),
  '0x2',
  '1e309',
  '-1',
  'true',
  'null',
  '2027-02-30',
  '2027-13-01',
  '9999-12-31',
  '0000-01-01',
  'JFK',
  'jfk',
  'ada@',
  'ADA@EXAMPLE.COM',
  '+1 (212) 555-0100',
  '__proto__',
  'constructor',
  '../../etc/passwd',
]

const ODD_NUMBERS = [0, -1, 1, 2, 9, 10, 1.5, -0, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e-7]

/** Any JSON value, biased towards what breaks parsers and schemas. */
export function oddValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 5 : 8)) {
    case 0:
      return rng.pick(ODD_STRINGS)
    case 1:
      return rng.pick(ODD_NUMBERS)
    case 2:
      return rng.chance(0.5)
    case 3:
      return null
    case 4:
      return String.fromCodePoint(...Array.from({ length: rng.int(12) }, () => rng.int(0x110000)))
    case 5:
      return Array.from({ length: rng.int(4) }, () => oddValue(rng, depth + 1))
    case 6:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [rng.pick(ODD_STRINGS).slice(0, 20), oddValue(rng, depth + 1)]),
      )
    default: {
      // Deep nesting: arrays inside arrays.
      let value: unknown = 1
      for (let i = rng.int(200); i > 0; i--) value = [value]
      return value
    }
  }
}

type Path = (string | number)[]

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path]
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value)
  return [path, ...entries.flatMap(([key, item]) => leafPaths(item, [...path, key]))]
}

function setAt(root: unknown, path: Path, value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path as [string | number, ...Path]
  if (Array.isArray(root)) {
    const copy = [...root]
    const index = typeof head === 'number' ? head : copy.length
    if (rest.length === 0 && remove) copy.splice(index, 1)
    else copy[index] = setAt(copy[index], rest, value, remove)
    return copy
  }
  const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) }
  if (rest.length === 0 && remove) delete copy[head]
  // An own property even for `__proto__`, as JSON.parse makes it; assignment would set the prototype.
  else
    Object.defineProperty(copy, head, {
      value: setAt(copy[head], rest, value, remove),
      enumerable: true,
      configurable: true,
      writable: true,
    })
  return copy
}

/** `valid` with one to three changes. */
export function mutate(rng: Rng, valid: unknown): unknown {
  let body = valid
  for (let changes = 1 + rng.int(3); changes > 0; changes--) {
    const paths = leafPaths(body)
    const path = rng.pick(paths)
    switch (rng.int(4)) {
      case 0:
        body = setAt(body, path, undefined, true)
        break
      case 1:
        body = setAt(
          body,
          [...path.slice(0, -1), rng.pick(['extra', '__proto__', 'constructor', 'id'])],
          oddValue(rng),
          false,
        )
        break
      default:
        body = setAt(body, path, oddValue(rng), false)
    }
  }
  return body
}

const NOT_JSON = ['', '{', '{"type":', 'null', '[]', '"text"', '{"a":1}{', '\u0000', '{"type":"subscribe",}', 'NaN']

/**
 * `count` request bodies as sent on the wire: a quarter valid (varied by `vary`), most of the rest
 * mutations of a valid one, and some any JSON or not JSON at all.
 */
export function* hostileBodies(rng: Rng, count: number, valid: () => unknown): Generator<string> {
  for (let i = 0; i < count; i++) {
    const roll = rng.int(20)
    // A mutation may remove the whole body: JSON.stringify(undefined) is no text.
    if (roll < 5) yield JSON.stringify(valid())
    else if (roll < 17) yield JSON.stringify(mutate(rng, valid())) ?? ''
    else if (roll < 19) yield JSON.stringify(oddValue(rng))
    else yield rng.pick(NOT_JSON)
  }
}
