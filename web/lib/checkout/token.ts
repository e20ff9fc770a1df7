import { randomBytes } from 'node:crypto'

/**
 * A checkout link's token: 128 random bits in base64url (22 characters). It is the only key to
 * a booking, so nothing visible is derived from it; the booking reference is drawn separately.
 */
export function newCheckoutToken(): string {
  return randomBytes(16).toString('base64url')
}
