import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formTokenSource } from './form-token'

/** The form's side of the bot check: when it asks for a token, and how long a submit waits. */
describe('formTokenSource', () => {
  let issued = 0
  let failNext = false
  const fetchMock = vi.fn(async () => {
    if (failNext) {
      failNext = false
      throw new TypeError('network down')
    }
    return Response.json({ token: `token-${++issued}`, minAgeMs: 3000, maxAgeMs: 3_600_000 })
  })

  beforeEach(() => {
    vi.useFakeTimers()
    issued = 0
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks once on focus, and a submit after the minimum age sends that token at once', async () => {
    const source = formTokenSource()
    source.prime()
    source.prime()
    await vi.advanceTimersByTimeAsync(5000)
    const sent = vi.fn()
    void source.headers('').then(sent)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveBeenCalledWith({ 'X-Form-Token': 'token-1' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('makes a quick person wait out the rest of the minimum age instead of being refused', async () => {
    const source = formTokenSource()
    source.prime()
    await vi.advanceTimersByTimeAsync(1000)
    const sent = vi.fn()
    void source.headers('').then(sent)
    await vi.advanceTimersByTimeAsync(1900)
    expect(sent).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100)
    expect(sent).toHaveBeenCalled()
  })

  it('uses a token for one submission, and sends what the hidden field holds', async () => {
    const source = formTokenSource()
    const first = source.headers('')
    await vi.advanceTimersByTimeAsync(3000)
    expect(await first).toEqual({ 'X-Form-Token': 'token-1' })
    const second = source.headers('https://spam.example.com')
    await vi.advanceTimersByTimeAsync(3000)
    expect(await second).toEqual({ 'X-Form-Token': 'token-2', 'X-Form-Trap': 'https://spam.example.com' })
  })

  it('asks again after a failed fetch, and for a token about to expire', async () => {
    const source = formTokenSource()
    failNext = true
    source.prime()
    await vi.advanceTimersByTimeAsync(0)
    const afterFailure = source.headers('')
    await vi.advanceTimersByTimeAsync(3000)
    expect(await afterFailure).toEqual({ 'X-Form-Token': 'token-1' })

    source.prime()
    await vi.advanceTimersByTimeAsync(3_600_000)
    const renewed = source.headers('')
    await vi.advanceTimersByTimeAsync(3000)
    expect(await renewed).toEqual({ 'X-Form-Token': 'token-3' })
  })
})
