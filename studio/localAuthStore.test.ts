import { randomBytes } from 'node:crypto'

import { firstValueFrom } from 'rxjs'
import { describe, expect, test } from 'vitest'

import { createLocalAuthStore } from './localAuthStore.ts'

const token = randomBytes(16).toString('hex')

const options = {
  projectId: 'local',
  dataset: 'production',
  apiHost: 'https://localhost:3410',
  apiVersion: '2026-11-01',
  token,
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

  test('offers no login or logout: there is no Sanity session to start or end', () => {
    const store = createLocalAuthStore(options)
    expect(store.LoginComponent).toBeUndefined()
    expect(store.logout).toBeUndefined()
    expect(store.handleCallbackUrl).toBeUndefined()
  })
})
