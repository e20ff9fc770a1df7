import { createHmac } from 'node:crypto'

/**
 * How a CRM delivery proves where it comes from (README, "Leads"): the body is signed with
 * HMAC-SHA256 and the shared secret, and carries the lead's id as an idempotency key. Kept free
 * of server-only imports so the tests' CRM stand-in (web/test/leads.ts) checks deliveries with it.
 */

export const SIGNATURE_HEADER = 'X-Meridian-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the value of the signature header. */
export function sign(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}
