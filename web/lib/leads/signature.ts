import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * How a CRM delivery proves where it comes from and when (README, "Leads"): each attempt is
 * signed with HMAC-SHA256 and the shared secret over its timestamp and the raw body, and carries
 * the lead's id as an idempotency key. A captured delivery replayed later fails the receiver's
 * time check; one replayed within it carries a key the receiver has seen. Kept free of
 * server-only imports so the tests' CRM stand-in (web/test/leads.ts) checks deliveries with it.
 */

export const SIGNATURE_HEADER = 'X-Meridian-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** How far a delivery's timestamp may be from the receiver's clock (5 minutes). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const hmac = (timestamp: number, body: string, secret: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * The signature header's value: `t=<Unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export function sign(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},sha256=${hmac(timestamp, body, secret)}`
}

/**
 * The receiving side's check, as a CRM should run it on the raw body (docs/privacy.md): the header
 * parses, its timestamp is within SIGNATURE_TOLERANCE_SECONDS of `now`, and the HMAC matches in
 * constant time. The receiver then ignores an Idempotency-Key it has already stored.
 */
export function verifyDelivery(
  body: string,
  header: string | null | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const parts = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/.exec(header ?? '')
  if (!parts) return false
  const timestamp = Number(parts[1])
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(hmac(timestamp, body, secret), 'hex')
  return timingSafeEqual(expected, Buffer.from(parts[2]!, 'hex'))
}
