/**
 * Web Storage access that never throws: Safari's private mode, disabled cookies and sandboxed
 * iframes make `localStorage` itself, or `setItem`, throw (docs/behaviour.md, "Web storage").
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** `window.localStorage` / `window.sessionStorage`, or undefined on the server or when access throws. */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  if (typeof window === 'undefined') return undefined
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readItem(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Returns whether the value was stored. */
export function writeItem(storage: Pick<Storage, 'setItem'> | undefined, key: string, value: string): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Parsed JSON at `key`; missing or corrupt JSON yields undefined. */
export function readJson(storage: Pick<Storage, 'getItem'> | undefined, key: string): unknown {
  const raw = readItem(storage, key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
