// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepTitleFromChatWidget } from './title-guard'

/** MutationObserver callbacks run as microtasks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let stop: () => void = () => {}

beforeEach(() => {
  document.head.innerHTML = '<title>Business class to Paris | Meridian</title>'
  stop = keepTitleFromChatWidget(document)
})
afterEach(() => stop())

describe('keepTitleFromChatWidget', () => {
  it('restores the title when the widget sets it to "New message"', async () => {
    document.title = 'New message'
    await flush()
    expect(document.title).toBe('Business class to Paris | Meridian')
  })

  it('ignores case and surrounding blanks', async () => {
    document.title = '  NEW MESSAGE '
    await flush()
    expect(document.title).toBe('Business class to Paris | Meridian')
  })

  it('restores the last legitimate title after a navigation changed it', async () => {
    document.title = 'Airlines | Meridian'
    await flush()
    document.title = 'new message'
    await flush()
    expect(document.title).toBe('Airlines | Meridian')
  })

  it('handles the text node being edited directly', async () => {
    document.querySelector('title')!.firstChild!.nodeValue = 'New message'
    await flush()
    expect(document.title).toBe('Business class to Paris | Meridian')
  })

  it('handles the <title> element being replaced', async () => {
    const replacement = document.createElement('title')
    replacement.textContent = 'New message'
    document.querySelector('title')!.replaceWith(replacement)
    await flush()
    expect(document.title).toBe('Business class to Paris | Meridian')
    // And keeps watching the new element.
    document.title = 'Blog | Meridian'
    await flush()
    document.title = 'New message'
    await flush()
    expect(document.title).toBe('Blog | Meridian')
  })

  it('survives a widget blinking the title many times', async () => {
    for (let i = 0; i < 5; i++) {
      document.title = 'New message'
      await flush()
      expect(document.title).toBe('Business class to Paris | Meridian')
    }
  })

  it('leaves other titles alone, "New message from Anna" included', async () => {
    document.title = 'New message from Anna'
    await flush()
    expect(document.title).toBe('New message from Anna')
  })

  it('stops watching once stopped', async () => {
    stop()
    document.title = 'New message'
    await flush()
    expect(document.title).toBe('New message')
  })
})
