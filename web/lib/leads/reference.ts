/**
 * A lead's human reference, e.g. MB-7K3F9Q: made by the store (`newReference`), quoted on the
 * phone and shown on /thanks, which shows nothing but a value of this shape. Free of server
 * imports, so the browser checks `?ref=` with the same pattern.
 */

/** Unambiguous when read aloud or handwritten: no 0/O, 1/I/L, nor U (V). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 6

export const REFERENCE_PATTERN = new RegExp(`^MB-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`)
