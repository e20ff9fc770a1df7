/**
 * Reading and writing `document.cookie` for the consent, viewport and persisted-state cookies
 * (docs/behaviour.md, "Web storage"). Values are URL-encoded; every cookie gets `Path=/` and
 * `SameSite=Lax`, plus `Secure` on https pages.
 */

export type CookieDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null }

export const DAY_SECONDS = 86_400

/** The raw (still encoded) value of cookie `name`, or undefined. */
export function readRawCookie(doc: Pick<Document, 'cookie'>, name: string): string | undefined {
  let all: string
  try {
    all = doc.cookie
  } catch {
    return undefined // a sandboxed document throws on access
  }
  for (const part of all.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** The decoded value of cookie `name`; a malformed escape yields the raw value. */
export function readCookie(doc: Pick<Document, 'cookie'>, name: string): string | undefined {
  const raw = readRawCookie(doc, name)
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** The `Set-Cookie`-style string `writeCookie` assigns to `document.cookie`. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(maxAgeSeconds)}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** Writes cookie `name`; returns false when the document refuses cookies. */
export function writeCookie(doc: CookieDocument, name: string, value: string, maxAgeSeconds: number): boolean {
  const secure = doc.location?.protocol === 'https:'
  try {
    doc.cookie = serializeCookie(name, value, maxAgeSeconds, secure)
    return true
  } catch {
    return false
  }
}
