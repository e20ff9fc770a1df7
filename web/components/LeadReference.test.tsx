// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { LeadReference } from './LeadReference'

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

async function shown(search: string) {
  window.history.replaceState(null, '', `/thanks${search}`)
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => root.render(<LeadReference />))
  const text = container.querySelector('[data-testid="lead-reference"]')?.textContent ?? null
  act(() => root.unmount())
  return text
}

describe('LeadReference on /thanks', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('shows a reference the store could have made', async () => {
    expect(await shown('?ref=MB-7K3F9Q')).toBe('MB-7K3F9Q')
  })

  it('shows nothing for anything else in the address', async () => {
    for (const search of ['', '?ref=', '?ref=MB-7K3F9', '?ref=MB-0O1IL5', '?ref=mb-7k3f9q', '?ref=HELLO-WORLD']) {
      expect(await shown(search), search).toBeNull()
    }
  })
})
