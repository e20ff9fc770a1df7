/**
 * CSV as RFC 4180 writes it (a header row, CRLF line ends, a field quoted when it holds a
 * comma, a double quote, CR or LF, quotes doubled inside), made safe to open in a
 * spreadsheet: a text cell that starts like a formula (= + - @, a tab or CR, or their
 * full-width forms) gets a leading apostrophe, so Excel or Sheets shows it as text instead
 * of running it. Leads are visitor input; "=HYPERLINK(...)" in a name must stay a name.
 */

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
