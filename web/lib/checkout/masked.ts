/**
 * Contact details as a confirmed booking's page shows them: enough for the traveller to recognise
 * their own, not enough for someone else holding the link to use them (docs/privacy.md, "The
 * booking link").
 */

/** "ending in 0101": the last four digits of a phone number. */
export function phoneEnding(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `ending in ${digits.slice(-4)}`
}

/** "a•••@example.com": the first character of the mailbox and the whole domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}
