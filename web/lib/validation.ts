import { z } from 'zod'

// zod probes for `new Function` to compile fast parsers. The site's Content-Security-Policy has no
// 'unsafe-eval' (docs/security.md), so in the browser the probe is a reported violation every
// time a form's rules load; every schema imports this module, so it turns the probe off first.
z.config({ jitless: true })

/**
 * The project's validation vocabulary: the default messages and the rules the forms use
 * (required, e-mail, minimum length). Forms and route handlers build their zod schemas from
 * these, so a field says the same thing everywhere.
 */
export const MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  minLength: (min: number) => `This field should be at least ${min} characters long`,
} as const

/** A trimmed, non-empty string of at most `max` characters. */
export const required = (max = 200) =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `This field should be at most ${max} characters long`)

/**
 * A mailbox as people type it: letters of any script before the @ (josé@…), and a domain
 * of dot-separated labels ending in a real top-level domain (so `ada@example` is refused).
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u

export const email = () =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.email)
    .pipe(z.email({ message: MESSAGES.email, pattern: EMAIL }))
    .transform((value) => value.toLowerCase())

export const minLength = (min: number, max = 2000) =>
  z
    .string(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    .min(min, MESSAGES.minLength(min))
    .max(max, `This field should be at most ${max} characters long`)
