import { randomBytes } from 'node:crypto'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { filter, firstValueFrom } from 'rxjs'
import { describe, expect, test } from 'vitest'

import { createLocalAuthStore } from './localAuthStore.ts'

const token = randomBytes(16).toString('hex')

const options = {
  projectId: 'local',
  dataset: 'production',
  apiHost: 'https://localhost:3410',
  apiVersion: '2026-11-01',
  token,
  lakeAnswers: async () => true,
}

describe('local auth store', () => {
  test('emits the local editor, signed in as an administrator', async () => {
    const { authenticated, currentUser } = await firstValueFrom(createLocalAuthStore(options).state)
    expect(authenticated).toBe(true)
    expect(currentUser).toMatchObject({ name: 'Local Editor', role: 'administrator' })
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
    expect(client.getUrl('/data/query/production')).toBe('https://localhost:3410/v2026-11-01/data/query/production')
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
    expect(signedIn.currentUser?.name).toBe('Local Editor')
  }, 10_000)
})
