import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { httpError } from '../errors.ts'
import { writeFileAtomic } from '../store/files.ts'
import type { Request } from './http.ts'

/** The token: `SANITY_LAKE_TOKEN`, else one generated on first run into `<stateDir>/token` (0600). */
export async function resolveToken(stateDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured
  const file = path.join(stateDir, 'token')
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (existing) return existing
  const token = `lake_${randomBytes(32).toString('base64url')}`
  await writeFileAtomic(file, token + '\n', 0o600)
  return token
}

type Access = 'anonymous' | 'editor'

/**
 * Bearer-token auth, as the hosted lake does it: no token means anonymous (published content
 * only); a wrong token is refused outright rather than downgraded.
 */
export class Auth {
  readonly #token: Buffer

  constructor(token: string) {
    this.#token = Buffer.from(token)
  }

  access(req: Request): Access {
    return this.accessOf(req.headers.authorization)
  }

  /** The access an `Authorization` header value gives (the presence socket sends it in a message). */
  accessOf(header: string | undefined): Access {
    if (header === undefined) return 'anonymous'
    const match = /^Bearer\s+(.+)$/i.exec(header)
    const given = Buffer.from(match?.[1]?.trim() ?? '')
    if (given.length === this.#token.length && timingSafeEqual(given, this.#token)) return 'editor'
    throw httpError(403, 'The provided token is not valid for the local Content Lake')
  }

  /** Throws 401 unless the request carries the lake's token. */
  requireEditor(req: Request, what: string): void {
    if (this.access(req) !== 'editor') {
      throw httpError(401, `${what} requires authentication: send "Authorization: Bearer <token>" (the lake's token)`)
    }
  }
}
