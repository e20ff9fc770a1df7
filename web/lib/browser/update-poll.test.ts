// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { reloadOnNextNavigation, startUpdatePolling } from './update-poll'

describe('startUpdatePolling', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const answers = (...ids: (string | Error)[]) => {
    const queue = [...ids]
    return vi.fn(async () => {
      const next = queue.length > 1 ? queue.shift()! : queue[0]!
      if (next instanceof Error) throw next
      return next
    })
  }

  it('polls once an hour (3,600,000 ms), the first answer being the baseline', async () => {
    const fetchBuildId = answers('a')
    const onNewBuild = vi.fn()
    const stop = startUpdatePolling({ fetchBuildId, onNewBuild })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchBuildId).toHaveBeenCalledTimes(1) // the baseline
    await vi.advanceTimersByTimeAsync(3_599_999)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchBuildId).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2 * 3_600_000)
    expect(fetchBuildId).toHaveBeenCalledTimes(4)
    expect(onNewBuild).not.toHaveBeenCalled()
    stop()
  })

  it('calls onNewBuild once with a different build id, then stops', async () => {
    const fetchBuildId = answers('a', 'a', 'b', 'c')
    const onNewBuild = vi.fn()
    startUpdatePolling({ fetchBuildId, intervalMs: 1000, onNewBuild })
    await vi.advanceTimersByTimeAsync(1000)
    expect(onNewBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('b')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    expect(fetchBuildId).toHaveBeenCalledTimes(3)
  })

  it('compares against a known baseline without asking first', async () => {
    const fetchBuildId = answers('b')
    const onNewBuild = vi.fn()
    startUpdatePolling({ fetchBuildId, intervalMs: 1000, onNewBuild, baseline: 'a' })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchBuildId).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onNewBuild).toHaveBeenCalledWith('b')
  })

  it('ignores failed polls: no baseline from an error, detection still works', async () => {
    const fetchBuildId = answers(new Error('offline'), 'a', new Error('500'), 'b')
    const onNewBuild = vi.fn()
    startUpdatePolling({ fetchBuildId, intervalMs: 1000, onNewBuild })
    await vi.advanceTimersByTimeAsync(2000)
    expect(onNewBuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('stops polling when stopped', async () => {
    const fetchBuildId = answers('a', 'b')
    const onNewBuild = vi.fn()
    const stop = startUpdatePolling({ fetchBuildId, intervalMs: 1000, onNewBuild })
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    expect(onNewBuild).not.toHaveBeenCalled()
  })
})

describe('reloadOnNextNavigation', () => {
  let assign: Mock<(url: string | URL) => void>
  let location: Pick<Location, 'assign' | 'href' | 'origin'>
  let routerClicks: number
  const disarms: (() => void)[] = []
  const arm = () => disarms.push(reloadOnNextNavigation(document, location))
  const routerListener = (event: MouseEvent) => {
    // Stands in for the framework's link handler (which skips defaultPrevented clicks).
    if (!event.defaultPrevented) routerClicks++
  }

  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>()
    window.history.replaceState(null, '', '/deals?x=1')
    location = { assign, href: window.location.href, origin: window.location.origin }
    routerClicks = 0
    document.body.innerHTML = ''
    document.body.addEventListener('click', routerListener)
  })
  afterEach(() => {
    for (const disarm of disarms.splice(0)) disarm()
    document.body.removeEventListener('click', routerListener)
  })

  const link = (href: string, attrs: Record<string, string> = {}) => {
    const anchor = document.createElement('a')
    anchor.setAttribute('href', href)
    for (const [name, value] of Object.entries(attrs)) anchor.setAttribute(name, value)
    anchor.innerHTML = '<span>go</span>'
    document.body.append(anchor)
    return anchor
  }
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

  it('turns the next same-origin link click into a full page load, once', () => {
    arm()
    const anchor = link('/blog')
    const notCancelled = click(anchor.querySelector('span')!)
    expect(notCancelled).toBe(false)
    expect(assign).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/blog')
    expect(routerClicks).toBe(0)
    // Disarmed after use.
    click(anchor)
    expect(assign).toHaveBeenCalledTimes(1)
    expect(routerClicks).toBe(1)
  })

  it('does nothing before being armed or after being disarmed', () => {
    const anchor = link('/blog')
    click(anchor)
    const disarm = reloadOnNextNavigation(document, location)
    disarm()
    click(anchor)
    expect(assign).not.toHaveBeenCalled()
    expect(routerClicks).toBe(2)
  })

  it.each([
    ['a middle click', '/blog', {}, { button: 1 }],
    ['a ctrl click', '/blog', {}, { ctrlKey: true }],
    ['a cmd click', '/blog', {}, { metaKey: true }],
    ['a shift click', '/blog', {}, { shiftKey: true }],
    ['an alt click', '/blog', {}, { altKey: true }],
    ['target=_blank', '/blog', { target: '_blank' }, {}],
    ['a download link', '/brochure.pdf', { download: '' }, {}],
    ['another origin', 'https://example.com/', {}, {}],
    ['a tel: link', 'tel:+18005550142', {}, {}],
    ['a hash on the same page', '/deals?x=1#faq', {}, {}],
    ['a bare hash', '#faq', {}, {}],
  ])('leaves %s alone', (_name, href, attrs, init) => {
    arm()
    click(link(href, attrs), init)
    expect(assign).not.toHaveBeenCalled()
  })

  it('does a full load for a hash link to another page, and for target=_self', () => {
    arm()
    click(link('/#faq'))
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/#faq')
    arm()
    click(link('/airlines', { target: '_self' }))
    expect(assign).toHaveBeenLastCalledWith('http://localhost:3000/airlines')
  })

  it('ignores clicks outside links and already-handled clicks', () => {
    arm()
    click(document.body)
    const anchor = link('/blog')
    // Another handler that ran first (capture at window) has already taken over the click.
    window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true })
    click(anchor)
    expect(assign).not.toHaveBeenCalled()
  })
})
