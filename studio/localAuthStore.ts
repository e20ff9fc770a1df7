/**
 * Auth for local mode: an editor signed in from the start, whose client talks to the local
 * Content Lake. Passing an auth store (rather than an `AuthConfig`) replaces Sanity's own
 * store, so the Studio never asks api.sanity.io for login providers, `/users/me` or a session.
 */
import { createClient } from '@sanity/client'
import { distinctUntilChanged, exhaustMap, map, of, shareReplay, takeWhile, timer } from 'rxjs'
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
  /** Who edits in this browser; by default the one kept in its local storage (browserEditor). */
  editor?: Editor
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

/** Who edits in a browser: the Studio's avatars show the name's initials. */
export type Editor = { id: string; name: string }

/** Names for the editors of a machine's browsers: fictional, with distinct initials. */
const EDITOR_NAMES = [
  'Grey Heron',
  'Red Kite',
  'Snow Bunting',
  'Little Tern',
  'Barn Owl',
  'Golden Plover',
  'Marsh Harrier',
  'Wood Sandpiper',
  'Black Stork',
  'Common Swift',
  'Pied Avocet',
  'Eurasian Curlew',
  'Tufted Duck',
  'Rock Dove',
  'Night Heron',
  'Fire Crest',
]

export const EDITOR_STORAGE_KEY = 'meridian.studio.editor'

const isEditor = (value: unknown): value is Editor =>
  typeof value === 'object' &&
  value !== null &&
  /^local-[a-z0-9]{8,32}$/.test(String((value as Editor).id)) &&
  typeof (value as Editor).name === 'string' &&
  // The lake's rule for a name (lake/src/presence.ts): 1–64 characters, none a control character.
  /^[^\p{Cc}]{1,64}$/u.test((value as Editor).name)

/**
 * The editor of this browser: chosen at random the first time the Studio opens in it, then kept
 * in its local storage, so two browsers (or a browser and a private window) are two editors with
 * two avatars in the Studio's presence, and a reload is the same editor (README, "Editing content
 * with no account"). Without storage (a build, a test in Node) a new one each time.
 */
export function browserEditor(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): Editor {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(EDITOR_STORAGE_KEY) ?? 'null')
    if (isEditor(kept)) return kept
  } catch {
    // unreadable: choose again
  }
  const random = crypto.getRandomValues(new Uint32Array(3))
  const editor: Editor = {
    id: `local-${Array.from(random, (n) => n.toString(36).padStart(7, '0')).join('')}`,
    name: EDITOR_NAMES[random[0]! % EDITOR_NAMES.length]!,
  }
  try {
    storage?.setItem(EDITOR_STORAGE_KEY, JSON.stringify(editor))
  } catch {
    // storage full or refused: this editor lasts until the page is reloaded
  }
  return editor
}

/**
 * The Studio shows "unauthorized" for a user without roles, and hides actions an editor's role
 * does not grant: every local editor is an administrator.
 */
export const localEditor = ({ id, name }: Editor): CurrentUser => ({
  id,
  name,
  email: `${id}@localhost`,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
})

/**
 * What the Studio's presence socket authorises with: the lake's token, then who this editor is
 * (lake/src/presence.ts). The lake checks the token as on every request and shows the name.
 */
export const presenceToken = (token: string, { id, name }: Editor) =>
  `${token} editor=${id};${encodeURIComponent(name)}`

export function createLocalAuthStore({
  projectId,
  dataset,
  apiHost,
  apiVersion,
  token,
  lakeAnswers = pingLake(apiHost),
  editor = browserEditor(globalThis.localStorage),
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
  const signedIn: AuthState = { authenticated: true, currentUser: localEditor(editor), client }
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
  // No `logout`: there is no session to end, so the Studio hides "Sign out". `token` is what the
  // presence socket authorises with; without it the lake closes the socket (lake/src/presence.ts).
  return { state, token: of(token ? presenceToken(token, editor) : null), LoginComponent: lakeUnreachable(apiHost) }
}
