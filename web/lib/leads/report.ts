import { toCsv } from './csv.ts'
import type { LeadListing } from './store.ts'

/**
 * What `npm run leads` prints: a table for a terminal, or CSV for a spreadsheet. Both show
 * visitor input, so the table strips control and bidirectional-override characters (a
 * name must not be able to move the cursor or recolour the terminal) and the CSV defuses
 * formulas (csv.ts).
 */

// C0 and C1 controls, DEL, and the Unicode bidi embeddings, overrides and isolates.
const UNSAFE_FOR_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

/** One line about what the visitor asked for. */
export function summary(lead: Pick<LeadListing, 'type' | 'fields' | 'utm'>): string {
  const f = lead.fields ?? {}
  switch (lead.type) {
    case 'subscribe': {
      const params = (lead.utm?.utmParams ?? {}) as Record<string, unknown>
      const campaign = [params.utm_source, params.utm_campaign].filter(Boolean).join(' / ')
      return campaign ? `newsletter (${campaign})` : 'newsletter'
    }
    case 'contact':
      return str(f.message) || '(no message)'
    case 'flight-request': {
      const dates = [f.departDate, f.returnDate].filter(Boolean).join(' – ')
      const travellers = [`${str(f.adults)} adult(s)`, Number(f.children) ? `${str(f.children)} child(ren)` : '']
      if (Number(f.infants)) travellers.push(`${str(f.infants)} infant(s)`)
      return `${str(f.from)}→${str(f.to)} ${dates}, ${travellers.filter(Boolean).join(', ')}, ${str(f.cabin)}${f.deal ? `, deal ${str(f.deal)}` : ''}`
    }
    case 'questionnaire':
      return `${str(f.from)}→${str(f.to)} ${str(f.travelMonth)}, ${str(f.tripType)}, budget ${str(f.budget)}, ${str(f.stops)}`
    case 'booking': {
      const deal = (f.deal ?? {}) as { origin?: { iata?: string }; destination?: { iata?: string }; slug?: string }
      const trip = (f.trip ?? {}) as Record<string, unknown>
      const price = (f.price ?? {}) as { total?: number }
      const passengers = Array.isArray(f.passengers) ? f.passengers.length : 0
      const dates = [trip.departDate, trip.returnDate].filter(Boolean).join(' – ')
      return `${str(deal.origin?.iata)}→${str(deal.destination?.iata)} ${dates}, ${passengers} passenger(s), $${str(price.total)}, deal ${str(deal.slug)}`
    }
  }
}

const COLUMNS: { title: string; max: number; value: (lead: LeadListing) => string }[] = [
  { title: 'Created (UTC)', max: 16, value: (lead) => lead.createdAt.toISOString().slice(0, 16).replace('T', ' ') },
  { title: 'Reference', max: 9, value: (lead) => lead.reference },
  { title: 'Type', max: 14, value: (lead) => lead.type },
  { title: 'E-mail', max: 32, value: (lead) => lead.email },
  { title: 'Name', max: 24, value: (lead) => lead.name ?? '' },
  { title: 'Phone', max: 18, value: (lead) => lead.phone ?? '' },
  { title: 'Details', max: 48, value: summary },
  { title: 'CRM', max: 9, value: (lead) => lead.crm ?? '-' },
]

const clip = (text: string, max: number) => {
  const clean = text.replace(UNSAFE_FOR_TERMINAL, ' ')
  const chars = [...clean]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean
}
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length))

export function leadsTable(leads: readonly LeadListing[]): string {
  const cells = leads.map((lead) => COLUMNS.map((column) => clip(column.value(lead), column.max)))
  const widths = COLUMNS.map((column, i) => Math.max(column.title.length, ...cells.map((row) => [...row[i]!].length)))
  const line = (row: string[]) =>
    row
      .map((cell, i) => pad(cell, widths[i]!))
      .join('  ')
      .trimEnd()
  return [
    line(COLUMNS.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ]
    .join('\n')
    .concat('\n')
}

const utmParam = (lead: LeadListing, name: string) =>
  ((lead.utm?.utmParams ?? {}) as Record<string, unknown>)[name] ?? null

export function leadsCsv(leads: readonly LeadListing[]): string {
  return toCsv(
    [
      'created_at',
      'reference',
      'type',
      'email',
      'name',
      'phone',
      'details',
      'session_id',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'captcha_score',
      'crm',
      'fields_json',
    ],
    leads.map((lead) => [
      lead.createdAt,
      lead.reference,
      lead.type,
      lead.email,
      lead.name,
      lead.phone,
      summary(lead),
      lead.sessionId,
      utmParam(lead, 'utm_source'),
      utmParam(lead, 'utm_medium'),
      utmParam(lead, 'utm_campaign'),
      utmParam(lead, 'utm_term'),
      utmParam(lead, 'utm_content'),
      lead.captchaScore,
      lead.crm,
      lead.fields,
    ]),
  )
}
