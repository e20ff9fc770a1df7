import { NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import { middlewareFor, routeMiddleware } from './route-middleware'

describe('route middleware', () => {
  it('raises an error for an unknown middleware name', () => {
    expect(() => routeMiddleware('no-such-middleware')).toThrow('Unknown route middleware: no-such-middleware')
    expect(() => routeMiddleware('toString')).toThrow('Unknown route middleware: toString')
  })

  it('keeps checkout and thanks out of search results, and nothing else', () => {
    for (const path of ['/checkout/3f9c2a7be41d4c0f8a6e', '/thanks']) {
      const response = NextResponse.next()
      for (const run of middlewareFor(path)) run(response)
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow')
    }
    expect(middlewareFor('/blog')).toEqual([])
  })
})
