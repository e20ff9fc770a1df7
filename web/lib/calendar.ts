/**
 * Calendar days as content, forms and the checkout write them (`YYYY-MM-DD`, UTC): pure
 * functions, so the browser's rules and the server's schemas share them.
 */

const DAY_MS = 86_400_000

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** A real calendar day: `2027-02-30` and `2027-13-01` are not (they would roll over, or not parse). */
export function isIsoDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}
