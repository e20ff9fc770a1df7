// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { addressFromPlace, loadMapsLibrary } from './maps'

/** Each test gets its own window (an iframe's), as the library loads once per window. */
let frame: Window & Record<string, unknown>
beforeEach(() => {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  frame = iframe.contentWindow as Window & Record<string, unknown>
})

const mapsScripts = () =>
  [...frame.document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/'),
  )

/** The global function the script asks Google to call, as named in its address. */
const callbackOf = (script: HTMLScriptElement) => new URL(script.src).searchParams.get('callback')!

describe('loadMapsLibrary', () => {
  it('loads nothing without a key', async () => {
    await expect(loadMapsLibrary({ key: '', window: frame })).resolves.toBeNull()
    await expect(loadMapsLibrary({ key: undefined, window: frame })).resolves.toBeNull()
    expect(mapsScripts()).toHaveLength(0)
  })

  it('requests the script with key, places, English, the callback and async loading', () => {
    void loadMapsLibrary({ key: 'AIza public key', window: frame })
    const [script] = mapsScripts()
    expect(script).toBeDefined()
    const url = new URL(script!.src)
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'AIza public key',
      libraries: 'places',
      language: 'en',
      callback: expect.stringMatching(/^[A-Za-z_$][\w$]*$/),
      loading: 'async',
    })
    expect(script!.async).toBe(true)
  })

  it('loads from a configured address instead of Google when one is given', () => {
    void loadMapsLibrary({ key: 'key1234567', scriptUrl: 'http://127.0.0.1:9/maps.js', window: frame })
    const script = frame.document.querySelector<HTMLScriptElement>('script[src^="http://127.0.0.1:9/"]')
    expect(script?.src).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/maps\.js\?key=key1234567&libraries=places&language=en&callback=/,
    )
    expect(mapsScripts()).toHaveLength(0)
  })

  it('loads once: a second call returns the same promise and adds no script', () => {
    const first = loadMapsLibrary({ key: 'k', window: frame })
    const second = loadMapsLibrary({ key: 'k', window: frame })
    expect(second).toBe(first)
    expect(mapsScripts()).toHaveLength(1)
  })

  it('resolves with google.maps when Google calls the callback (not on script load)', async () => {
    const promise = loadMapsLibrary({ key: 'k', window: frame })
    let settled = false
    void promise.finally(() => (settled = true))
    mapsScripts()[0]!.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)

    const maps = { importLibrary: async () => ({}) }
    frame.google = { maps }
    const callback = callbackOf(mapsScripts()[0]!)
    ;(frame[callback] as () => void)()
    await expect(promise).resolves.toBe(maps)
    expect(frame[callback]).toBeUndefined()
  })

  it('rejects when the script fails to load, and a later call tries again', async () => {
    const promise = loadMapsLibrary({ key: 'k', window: frame })
    const callback = callbackOf(mapsScripts()[0]!)
    expect(frame[callback]).toBeTypeOf('function')
    mapsScripts()[0]!.dispatchEvent(new Event('error'))
    await expect(promise).rejects.toThrow(/Failed to load script https:\/\/maps\.googleapis\.com/)
    expect(frame[callback]).toBeUndefined()
    const retry = loadMapsLibrary({ key: 'k', window: frame })
    expect(retry).not.toBe(promise)
    expect(mapsScripts()).toHaveLength(1)
  })
})

describe('addressFromPlace', () => {
  const component = (long_name: string, types: string[], short_name = long_name) => ({ long_name, short_name, types })

  it('fills the billing form from a US place: number before street, the state as its code', () => {
    expect(
      addressFromPlace([
        component('1600', ['street_number']),
        component('Amphitheatre Parkway', ['route'], 'Amphitheatre Pkwy'),
        component('Mountain View', ['locality', 'political']),
        component('California', ['administrative_area_level_1', 'political'], 'CA'),
        component('United States', ['country', 'political'], 'US'),
        component('94043', ['postal_code']),
      ]),
    ).toEqual({
      line1: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
      country: 'United States',
    })
  })

  it('writes the number after the street where the country does, and leaves missing parts empty', () => {
    expect(
      addressFromPlace([
        component('12', ['street_number']),
        component('Karl-Marx-Allee', ['route']),
        component('Berlin', ['locality']),
        component('Germany', ['country'], 'DE'),
      ]),
    ).toEqual({ line1: 'Karl-Marx-Allee 12', city: 'Berlin', region: '', postalCode: '', country: 'Germany' })
    expect(addressFromPlace(undefined)).toEqual({ line1: '', city: '', region: '', postalCode: '', country: '' })
  })
})
