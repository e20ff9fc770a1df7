import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirportCombobox, type AirportComboboxProps } from './AirportCombobox'

// The `web` Vitest project runs in Node without a DOM, so this checks the server-rendered
// markup; keyboard and pointer behaviour is left to the Playwright specs.
const render = (props: Partial<AirportComboboxProps> = {}) =>
  renderToStaticMarkup(<AirportCombobox id="from" label="From" value="" onChange={() => {}} {...props} />)

describe('AirportCombobox', () => {
  it('renders a labelled, collapsed combobox that controls an empty listbox', () => {
    const html = render({ placeholder: 'City or airport' })
    expect(html).toContain('<label id="from-label" for="from">From</label>')
    expect(html).toMatch(/<input id="from" type="text" role="combobox"[^>]* value=""/)
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('aria-controls="from-listbox"')
    expect(html).toContain('aria-autocomplete="list"')
    expect(html).toContain('placeholder="City or airport"')
    expect(html).not.toContain('aria-activedescendant')
    expect(html).toMatch(/<ul id="from-listbox" role="listbox" aria-labelledby="from-label"[^>]* hidden=""><\/ul>/)
    expect(html).toContain('role="status" aria-live="polite"')
  })

  it('renders a chosen code as itself until the airport list has loaded, with the code in a hidden input', () => {
    // The list is fetched on the client on first use, so the server never ships it.
    expect(render({ value: 'LON', name: 'from' })).toMatch(/role="combobox"[^>]* value="LON"/)
    expect(render({ value: 'LON', name: 'from' })).toContain('<input type="hidden" name="from" value="LON"/>')
    expect(render({ value: 'CDG' })).not.toContain('type="hidden"')
  })

  it('passes the invalid state and the described-by ids to the input', () => {
    const html = render({ invalid: true, describedBy: 'from-hint from-error' })
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="from-hint from-error"')
    expect(render()).not.toContain('aria-invalid')
  })
})
