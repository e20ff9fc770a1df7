/**
 * The input mask facility (docs/behaviour.md, "Forms"): `#` takes a digit, `@` a letter, `*` a
 * letter or digit; any other mask character is a literal inserted as the visitor types.
 */
const TOKENS: Record<string, RegExp> = { '#': /\d/, '@': /[a-z]/i, '*': /[a-z\d]/i }

export function applyMask(value: string, mask: string): string {
  const input = [...value].filter((char) => Object.values(TOKENS).some((token) => token.test(char)))
  let output = ''
  for (const maskChar of mask) {
    const token = TOKENS[maskChar]
    if (!token) {
      if (input.length === 0) break
      output += maskChar
      continue
    }
    while (input.length > 0 && !token.test(input[0]!)) input.shift()
    const next = input.shift()
    if (next === undefined) break
    output += next
  }
  return output
}

/** North American numbers get the +1 mask; other international numbers stay as typed. */
export const PHONE_MASK = '+1 (###) ###-####'

export function maskPhone(value: string): string {
  const trimmed = value.trimStart()
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return trimmed.replace(/[^\d\s()+-]/g, '').slice(0, 25)
  const digits = trimmed.replace(/\D/g, '')
  if (digits === '') return trimmed.startsWith('+') ? '+' : ''
  // Typing "8005550142" or "18005550142" both mean +1 (800) 555-0142.
  const national = digits.startsWith('1') ? digits.slice(1) : digits
  return national === '' ? '+1' : applyMask(national, PHONE_MASK)
}
