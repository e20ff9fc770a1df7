// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScriptOnce } from './third-party'

/** jsdom does not fetch scripts here: the tests fire `load` and `error` themselves. */
const scripts = (src?: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => !src || script.src === src)

beforeEach(() => {
  for (const script of scripts()) script.remove()
})

describe('loadScriptOnce', () => {
  it('inserts one async, deferred script in <head> with the given attributes', () => {
    void loadScriptOnce('https://cdn.example.test/a.js', {
      id: 'chat',
      'data-cbid': 'abc',
      nomodule: false,
      crossorigin: true,
    })
    const [script] = scripts()
    expect(scripts()).toHaveLength(1)
    expect(script!.parentElement).toBe(document.head)
    expect(script!.src).toBe('https://cdn.example.test/a.js')
    expect(script!.async).toBe(true)
    expect(script!.defer).toBe(true)
    expect(script!.id).toBe('chat')
    expect(script!.dataset.cbid).toBe('abc')
    expect(script!.hasAttribute('nomodule')).toBe(false)
    expect(script!.getAttribute('crossorigin')).toBe('')
  })

  it('inserts a src once and returns the same promise', async () => {
    const first = loadScriptOnce('https://cdn.example.test/b.js')
    const second = loadScriptOnce('https://cdn.example.test/b.js')
    expect(second).toBe(first)
    expect(scripts('https://cdn.example.test/b.js')).toHaveLength(1)
    void loadScriptOnce('https://cdn.example.test/other.js')
    expect(scripts()).toHaveLength(2)

    const script = scripts('https://cdn.example.test/b.js')[0]!
    script.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(script)
    expect(loadScriptOnce('https://cdn.example.test/b.js')).toBe(first)
    expect(scripts('https://cdn.example.test/b.js')).toHaveLength(1)
  })

  it('does not wait for the script: the promise is pending until it loads', async () => {
    let settled = false
    void loadScriptOnce('https://cdn.example.test/slow.js').finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
  })

  it('rejects when the script fails, removes it and lets a later call try again', async () => {
    const src = 'https://cdn.example.test/broken.js'
    const first = loadScriptOnce(src)
    scripts(src)[0]!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(`Failed to load script ${src}`)
    expect(scripts(src)).toHaveLength(0)
    const retry = loadScriptOnce(src)
    expect(retry).not.toBe(first)
    expect(scripts(src)).toHaveLength(1)
  })
})
