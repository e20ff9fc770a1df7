import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'
import { leadsCsv, leadsTable, summary } from './report'
import type { LeadListing } from './store'

const listing = (overrides: Partial<LeadListing> = {}): LeadListing => ({
  id: '6f1c7c2e-0000-4000-8000-000000000001',
  reference: 'MB-7K3F9Q',
  type: 'contact',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: '+1 212 555 0100',
  fields: { message: 'Call me' },
  utm: null,
  sessionId: null,
  captchaScore: 0.9,
  createdAt: new Date('2026-11-21T09:30:00Z'),
  crm: null,
  ...overrides,
})

describe('csv', () => {
  it('quotes per RFC 4180: commas, quotes and line breaks, with CRLF rows and a header', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",plain\r\n')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+1 212 555 0100')).toBe("'+1 212 555 0100")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('＝1+1')).toBe("'＝1+1")
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes numbers, nulls, dates and objects plainly', () => {
    expect(csvCell(-0.5)).toBe('-0.5')
    expect(csvCell(null)).toBe('')
    expect(csvCell(new Date('2026-11-21T09:30:00Z'))).toBe('2026-11-21T09:30:00.000Z')
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"')
  })
})

describe('leads report', () => {
  it('summarises each kind of lead on one line', () => {
    expect(
      summary(
        listing({
          type: 'flight-request',
          fields: {
            from: 'JFK',
            to: 'LHR',
            departDate: '2026-12-01',
            returnDate: '2026-12-10',
            adults: 2,
            children: 1,
            infants: 0,
            cabin: 'business',
          },
        }),
      ),
    ).toBe('JFK→LHR 2026-12-01 – 2026-12-10, 2 adult(s), 1 child(ren), business')
    expect(summary(listing({ type: 'subscribe', fields: null, utm: { utmParams: { utm_source: 'ads' } } }))).toBe(
      'newsletter (ads)',
    )
    expect(
      summary(
        listing({
          type: 'booking',
          fields: {
            deal: { slug: 'boston-to-dublin-business-class', origin: { iata: 'BOS' }, destination: { iata: 'DUB' } },
            trip: { departDate: '2027-03-22', returnDate: '2027-03-29', adults: 2, children: 1, infants: 0 },
            passengers: [{}, {}, {}],
            price: { total: 6820 },
          },
        }),
      ),
    ).toBe('BOS→DUB 2027-03-22 – 2027-03-29, 3 passenger(s), $6820, deal boston-to-dublin-business-class')
  })

  it('prints a table whose cells cannot steer the terminal', () => {
    const table = leadsTable([listing({ name: 'Evil\u001b[2J\u001b[31mName\u202eed' })])
    const [header, rule, row] = table.split('\n')
    expect(header).toMatch(/^Created \(UTC\)\s+Reference\s+Type\s+E-mail\s+Name/)
    expect(rule).toMatch(/^-+ +-+/)
    expect(row).toContain('2026-11-21 09:30  MB-7K3F9Q')
    expect(table).not.toMatch(/[\u001b\u202e]/)
  })

  it('exports every column as CSV', () => {
    const csv = leadsCsv([listing({ name: '=cmd|calc', utm: { utmParams: { utm_campaign: 'winter, sale' } } })])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      'created_at,reference,type,email,name,phone,details,session_id,utm_source,utm_medium,utm_campaign,utm_term,utm_content,captcha_score,crm,fields_json',
    )
    expect(row).toBe(
      `2026-11-21T09:30:00.000Z,MB-7K3F9Q,contact,ada@example.com,'=cmd|calc,'+1 212 555 0100,Call me,,,,"winter, sale",,,0.9,,"{""message"":""Call me""}"`,
    )
  })
})
