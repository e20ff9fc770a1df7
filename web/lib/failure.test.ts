import { describe, expect, it } from 'vitest'
import { failureReason } from './failure'

describe('failureReason', () => {
  it("keeps a wrapped database error's own message and code, never the query or its parameters", () => {
    const cause = Object.assign(new Error('relation "bookings" does not exist'), { code: '42P01' })
    const wrapped = new Error(
      'Failed query: update "bookings" set "trip" = $1 where "token" = $2\nparams: {"adults":1},AbCdEf123',
      {
        cause,
      },
    )
    const reason = failureReason(wrapped)
    expect(reason).toBe('relation "…" does not exist (42P01)')
    expect(reason).not.toContain('AbCdEf123')
  })

  it('leaves out values a database message quotes, and whatever follows a parameter list', () => {
    expect(failureReason(new Error('invalid input syntax for type uuid: "ada@example.com"'))).toBe(
      'invalid input syntax for type uuid: "…"',
    )
    expect(failureReason(new Error('Failed query: select 1\nparams: ada@example.com'))).toBe('Failed query: select 1')
    expect(failureReason(new TypeError('fetch failed'))).toBe('TypeError: fetch failed')
    expect(failureReason('boom')).toBe('boom')
  })
})
