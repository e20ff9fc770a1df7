/**
 * What failed, fit for a log line. A database error wrapped by Drizzle carries the query's text
 * and its parameters (names, e-mail addresses, booking tokens) in its message; the line keeps the
 * database's own error instead (the cause), with its SQLSTATE code, and the values a database
 * message may quote ("invalid input syntax for type uuid: "…"") left out (docs/privacy.md).
 */
export function failureReason(error: unknown): string {
  let deepest = error
  while (deepest instanceof Error && deepest.cause instanceof Error) deepest = deepest.cause
  if (!(deepest instanceof Error)) return typeof deepest === 'string' ? redact(deepest) : 'unknown error'
  const code = (deepest as { code?: unknown }).code
  const name = deepest.name === 'Error' ? '' : `${deepest.name}: `
  return `${name}${redact(deepest.message)}${typeof code === 'string' ? ` (${code})` : ''}`
}

/** Quoted values and anything after a "params:" list, which only a query's text has. */
const redact = (message: string) =>
  message
    .replace(/params:[\s\S]*/i, 'params: …')
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .split('\n')[0]!
    .slice(0, 300)
