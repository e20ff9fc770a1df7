import { randomBytes } from 'node:crypto'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { filter, firstValueFrom } from 'rxjs'
import { describe, expect, test } from 'vitest'

import { browserEditor, createLocalAuthStore, EDITOR_STORAGE_KEY } from './localAuthStore.ts'

const token = randomBytes(16).toString('hex')

const options = {
  projectId: 'local',
  dataset: 'production',
  apiHost: 'https://localhost:3410',
  apiVersion: '2025-02-19',
  token,
  lakeAnswers: async () => true,
  editor: { id: 'local-0000000abc', name: 'Grey Heron' },
}

/** A browser's local storage, as far as the Studio uses it. */
const memoryStorage = (entries: Record<string, string> = {}) => ({
  entries,
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => void (entries[key] = value),
})

describe('local auth store', () => {
  test('emits this browser’s editor, signed in as an administrator', async () => {
    const { authenticated, currentUser } = await firstValueFrom(createLocalAuthStore(options).state)
    expect(authenticated).toBe(true)
    expect(currentUser).toMatchObject({ id: 'local-0000000abc', name: 'Grey Heron', role: 'administrator' })
    // The Studio treats a signed-in user without roles as "unauthorized".
    expect(currentUser?.roles.map((role) => role.name)).toEqual(['administrator'])
  })

  test('emits a client that sends the token to the lake, not to a Sanity project host', async () => {
    const { client } = await firstValueFrom(createLocalAuthStore(options).state)
    expect(client.config()).toMatchObject({
      projectId: 'local',
      dataset: 'production',
      apiHost: 'https://localhost:3410',
      useProjectHostname: false,
      token,
      useCdn: false,
      withCredentials: false,
      requestTagPrefix: 'sanity.studio',
    })
    expect(client.getUrl('/data/query/production')).toBe('https://localhost:3410/v2025-02-19/data/query/production')
  })

  test('gives every subscriber the state at once, as the Studio subscribes more than once', async () => {
    const { state } = createLocalAuthStore(options)
    const [first, second] = await Promise.all([firstValueFrom(state), firstValueFrom(state)])
    expect(second).toBe(first)
  })

  test('offers no logout or login callback: there is no Sanity session to start or end', () => {
    const store = createLocalAuthStore(options)
    expect(store.logout).toBeUndefined()
    expect(store.handleCallbackUrl).toBeUndefined()
  })

  test('while the lake does not answer, says how to accept its certificate, then signs in by itself', async () => {
    const answers = [false, false, true]
    const store = createLocalAuthStore({ ...options, lakeAnswers: async () => answers.shift() ?? true })
    const waiting = await firstValueFrom(store.state)
    expect(waiting.authenticated).toBe(false)
    const notice = renderToStaticMarkup(createElement(store.LoginComponent!, { projectId: 'local', redirectPath: '/' }))
    expect(notice).toContain('cannot reach the local Content Lake at https://localhost:3410')
    expect(notice).toContain('accept the lake’s own certificate')
    expect(notice).toContain('href="https://localhost:3410/v1/ping"')
    expect(notice).not.toMatch(/VPN|status\.sanity\.io/)
    const signedIn = await firstValueFrom(store.state.pipe(filter((state) => state.authenticated)))
    expect(signedIn.currentUser?.name).toBe('Grey Heron')
  }, 10_000)

  test('authorises the presence socket with the lake’s token and this editor', async () => {
    const store = createLocalAuthStore(options)
    expect(await firstValueFrom(store.token!)).toBe(`${token} editor=local-0000000abc;Grey%20Heron`)
    expect(await firstValueFrom(createLocalAuthStore({ ...options, token: undefined }).token!)).toBeNull()
  })
})

describe('the editor of a browser', () => {
  test('is chosen once and kept: a reload is the same editor, another browser another one', () => {
    const storage = memoryStorage()
    const first = browserEditor(storage)
    expect(first.id).toMatch(/^local-[a-z0-9]{21}$/)
    expect(first.name).toMatch(/^\S+ \S+$/)
    expect(browserEditor(storage)).toEqual(first)
    expect(JSON.parse(storage.entries[EDITOR_STORAGE_KEY]!)).toEqual(first)
    expect(browserEditor(memoryStorage()).id).not.toBe(first.id)
  })

  test('is chosen again when what is kept is not an editor, and is still someone without storage', () => {
    for (const kept of [
      '{"id":"local-x","name":"Too short an id"}',
      'not json',
      '{"id":"local-0000000abc"}',
      '{"id":"local-0000000abc","name":"Bell\\u0007"}',
    ]) {
      const storage = memoryStorage({ [EDITOR_STORAGE_KEY]: kept })
      const editor = browserEditor(storage)
      expect(editor.id).toMatch(/^local-[a-z0-9]{21}$/)
      expect(storage.entries[EDITOR_STORAGE_KEY]).toBe(JSON.stringify(editor))
    }
    expect(browserEditor(undefined).name).toMatch(/^\S+ \S+$/)
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(browserEditor(refusing).id).toMatch(/^local-/)
  })
})
