/** Structural equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]))
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]))
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * How deep arrays and objects may nest in what clients send and in the documents they write.
 * Real documents stay far below it (the sample's deepest has 6 levels), and every recursive walk
 * over documents (validation, references, diffs, serialisation) is safe at it; some thousands of
 * levels overflow the stack (5,000 did, in the reference check).
 */
export const MAX_JSON_DEPTH = 400

/** Whether arrays and objects in a value nest deeper than `limit` levels. Iterative: any depth is safe to ask about. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next
    if (typeof current !== 'object' || current === null) continue
    if (depth > limit) return true
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1])
    }
  }
  return false
}

/** Parses JSON, or returns undefined. */
export function tryParseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

/** A shallow copy without the given keys. */
export function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...value }
  for (const key of keys) delete copy[key]
  return copy
}
