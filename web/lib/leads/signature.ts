import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How a CRM delivery proves where it comes from (README, "Leads"): the body is signed with
 * HMAC-SHA256 and the shared secret, and carries the lead's id as an idempotency key. Kept free
 * of server-only imports so a receiver's checks (tests, the loopback CRM stand-in) use it too.
 */

export const SIGNATURE_HEADER = 'X-Meridian-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the value of the signature header. */
export function sign(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** What a receiver runs on the raw body it got (constant-time comparison). */
export function verifySignature(body: string, header: string | null | undefined, secret: string): boolean {
  if (!header) return false
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
