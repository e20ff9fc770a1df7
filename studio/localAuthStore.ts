/**
 * Auth for local mode: one editor, signed in from the start, whose client talks to the local
 * Content Lake. Passing an auth store (rather than an `AuthConfig`) replaces Sanity's own
 * store, so the Studio never asks api.sanity.io for login providers, `/users/me` or a session.
 */
import { createClient } from '@sanity/client'
import { of } from 'rxjs'
import type { AuthState, AuthStore, CurrentUser } from 'sanity'

export interface LocalAuthOptions {
  projectId: string
  dataset: string
  /** Origin of the local lake, e.g. `https://localhost:3400`. */
  apiHost: string
  apiVersion: string
  token: string | undefined
}

/**
 * The Studio shows "unauthorized" for a user without roles, and hides actions an editor's role
 * does not grant: the one local editor is an administrator.
 */
export const localEditor: CurrentUser = {
  id: 'local-editor',
  name: 'Local Editor',
  email: 'editor@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

export function createLocalAuthStore({ projectId, dataset, apiHost, apiVersion, token }: LocalAuthOptions): AuthStore {
  const client = createClient({
    projectId,
    dataset,
    apiHost,
    // The lake answers on its own origin, not on `{projectId}.api.sanity.io`-style hosts.
    useProjectHostname: false,
    apiVersion,
    token,
    useCdn: false,
    // The token authenticates every request; the lake sets no session cookie.
    withCredentials: false,
    // Sanity's own store tags Studio requests this way; the lake's logs read the same.
    requestTagPrefix: 'sanity.studio',
    // A token in a browser bundle is the point of local mode (one editor, one machine).
    ignoreBrowserTokenWarning: true,
  })
  const state: AuthState = {
    authenticated: true,
    currentUser: localEditor,
    client,
  }
  // `of` replays its one value to every subscriber, as the AuthStore contract requires.
  // No `logout`: there is no session to end, so the Studio hides "Sign out".
  return { state: of(state) }
}
