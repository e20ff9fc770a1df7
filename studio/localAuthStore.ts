/**
 * Auth for local mode: one editor, signed in from the start, whose client talks to the local
 * Content Lake. Passing an auth store (rather than an `AuthConfig`) replaces Sanity's own
 * store, so the Studio never asks api.sanity.io for login providers, `/users/me` or a session.
 */
import { createClient } from '@sanity/client'
import { distinctUntilChanged, exhaustMap, map, shareReplay, takeWhile, timer } from 'rxjs'
import type { AuthState, AuthStore, CurrentUser } from 'sanity'

import { lakeUnreachable } from './LakeUnreachable.tsx'

export interface LocalAuthOptions {
  projectId: string
  dataset: string
  /** Origin of the local lake, e.g. `https://localhost:3400`. */
  apiHost: string
  apiVersion: string
  token: string | undefined
  /** Whether the lake answers this browser; by default a request to its `/v1/ping`. */
  lakeAnswers?: () => Promise<boolean>
}

/** How often the Studio asks again while the lake does not answer. */
const RETRY_MS = 2000

/**
 * A request the browser refuses outright (no server, or a certificate it has not accepted) is a
 * network error; any answer, whatever its status, means the lake is there. `no-cors`, because the
 * answer itself is not needed.
 */
const pingLake = (apiHost: string) => () =>
  fetch(`${apiHost}/v1/ping`, { mode: 'no-cors', cache: 'no-store' }).then(
    () => true,
    () => false,
  )

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

export function createLocalAuthStore({
  projectId,
  dataset,
  apiHost,
  apiVersion,
  token,
  lakeAnswers = pingLake(apiHost),
}: LocalAuthOptions): AuthStore {
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
  const signedIn: AuthState = { authenticated: true, currentUser: localEditor, client }
  // Signed out, the Studio shows the store's LoginComponent: here, how to reach the lake.
  const waiting: AuthState = { authenticated: false, currentUser: null, client }
  // Asks until the lake answers, then stays signed in; `shareReplay` gives every subscriber the
  // latest state at once, as the AuthStore contract requires.
  const state = timer(0, RETRY_MS).pipe(
    exhaustMap(() => lakeAnswers()),
    takeWhile((answers) => !answers, true),
    map((answers) => (answers ? signedIn : waiting)),
    distinctUntilChanged(),
    shareReplay(1),
  )
  // No `logout`: there is no session to end, so the Studio hides "Sign out".
  return { state, LoginComponent: lakeUnreachable(apiHost) }
}
