import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { LocalUser } from './identity.ts'
import type { Auth } from './server/auth.ts'

/** Who a session is: the Studio's avatar shows `name`'s initials. */
export type Editor = Pick<LocalUser, 'id' | 'name'>

/**
 * Presence over the lake: the Studio's "who else is here" avatars. The Studio speaks JSON-RPC over
 * a WebSocket at `/v{version}/socket/{dataset}` (Sanity's bifur protocol): it authorises with the
 * lake's token, subscribes to `presence`, announces where its session is editing, and asks the
 * others to announce themselves (roll call). The hub relays each session's messages to every
 * other subscribed session, so two Studio tabs or two editors on this machine see each other.
 * Without it the Studio logged a failed WebSocket handshake on every start (lake/README.md).
 *
 * Every client of the lake holds the same token, so the token cannot tell editors apart: the
 * Studio adds the browser's editor to its presence authorisation (studio/localAuthStore.ts),
 * `Bearer <token> editor=<id>;<name, percent-encoded>`. The token is checked as on every request;
 * the editor is a name to show beside the others' avatars, not a credential. A session that
 * names none is the lake's own user, as before.
 */

type Rpc = { id?: string; method?: string; params?: Record<string, unknown> }

/** What a subscribed session receives: Sanity's presence event shapes. */
type PresenceEvent =
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown } }
  | { type: 'disconnect'; i: string; m: { session: string } }

type Client = { socket: WebSocket; editor?: Editor; subscription?: string; sessions: Set<string> }

const AUTHORIZATION = /^(Bearer\s+\S+)(?:\s+editor=([A-Za-z0-9_-]{1,64});(\S{1,512}))?$/i
/** A name as a person reads it: no control characters, at most 64 characters. */
const NAME = /^[^\p{Cc}]{1,64}$/u

/**
 * The token part of a presence authorisation and the editor it names, if any; undefined when
 * the editor part is malformed (refused like a wrong token).
 */
function parseAuthorization(header: string): { token: string; editor?: Editor } | undefined {
  const match = AUTHORIZATION.exec(header.trim())
  if (!match) return { token: header }
  const [, token = '', id, encodedName] = match
  if (!id || !encodedName) return { token }
  let name: string
  try {
    name = decodeURIComponent(encodedName).trim()
  } catch {
    return undefined
  }
  return NAME.test(name) ? { token, editor: { id, name } } : undefined
}

const SOCKET_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/socket\/([^/?]+)$/
/** How many editors' names the lake remembers (a machine has a handful). */
const MAX_EDITORS = 1000
/** Larger messages are not presence: a location list is a few hundred bytes. */
const MAX_MESSAGE_BYTES = 64 * 1024

export class PresenceHub {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  readonly #clients = new Set<Client>()
  /**
   * Every editor that has authorised since the lake started, for the Studio's user lookups: it
   * asks for a name once and keeps the answer, so an editor between two sockets must still be
   * known. Bounded: the oldest are forgotten first.
   */
  readonly #editors = new Map<string, Editor>()
  #nextSubscription = 0

  readonly options: { auth: Auth; user: LocalUser; dataset: string; studioOrigin: string }

  constructor(options: PresenceHub['options']) {
    this.options = options
  }

  /** Takes over an HTTP upgrade request for the presence socket; refuses any other. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://lake.local')
    const dataset = SOCKET_PATH.exec(url.pathname)?.[1]
    // A browser page may open a socket to any host: only the Studio's origin gets one.
    if (dataset !== this.options.dataset || req.headers.origin !== this.options.studioOrigin) {
      socket.end(`HTTP/1.1 ${dataset === this.options.dataset ? '403 Forbidden' : '404 Not Found'}\r\n\r\n`)
      return
    }
    this.#server.handleUpgrade(req, socket, head, (ws) => this.#accept(ws))
  }

  /** Ends every session, as a stopping lake must. */
  close(): void {
    for (const client of this.#clients) client.socket.terminate()
    this.#clients.clear()
  }

  #accept(socket: WebSocket): void {
    const client: Client = { socket, sessions: new Set() }
    this.#clients.add(client)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      let message: Rpc
      try {
        message = JSON.parse(data.toString()) as Rpc
      } catch {
        return
      }
      this.#handle(client, message)
    })
    socket.on('close', () => this.#leave(client))
    socket.on('error', () => socket.terminate())
  }

  #handle(client: Client, { id, method, params = {} }: Rpc): void {
    const reply = (result: unknown) => id && client.socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }))
    if (method === 'authorization') {
      const parsed = parseAuthorization(typeof params.authorization === 'string' ? params.authorization : '')
      let tokenValid = false
      try {
        tokenValid = parsed !== undefined && this.options.auth.accessOf(parsed.token) === 'editor'
      } catch {
        tokenValid = false
      }
      if (!parsed || !tokenValid) {
        client.socket.close(4001, 'The provided token is not valid for the local Content Lake')
        return
      }
      client.editor = parsed.editor ?? this.options.user
      this.#editors.delete(client.editor.id)
      this.#editors.set(client.editor.id, client.editor)
      if (this.#editors.size > MAX_EDITORS) this.#editors.delete(this.#editors.keys().next().value!)
      reply(true)
      return
    }
    // Presence is for editors: the Studio always authorises first.
    if (!client.editor) {
      client.socket.close(4001, 'Presence requires the lake token')
      return
    }
    const user = client.editor.id
    switch (method) {
      case 'presence_subscribe':
        client.subscription = `presence-${++this.#nextSubscription}`
        reply(client.subscription)
        return
      case 'presence_unsubscribe':
        client.subscription = undefined
        reply(true)
        return
      case 'presence_rollcall':
        reply(null)
        this.#relay(client, { type: 'rollCall', i: user, session: String(params.session ?? '') })
        return
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown }
        const sessionId = String(data.sessionId ?? '')
        // A Studio page keeps its session across sockets (it drops and reopens them as its panes
        // mount): the session is now this socket's, and the old socket's closing must not end it.
        for (const other of this.#clients) other.sessions.delete(sessionId)
        client.sessions.add(sessionId)
        reply(null)
        this.#relay(client, { type: 'state', i: user, m: { sessionId, locations: data.locations ?? [] } })
        return
      }
      case 'presence_disconnect': {
        const session = String(params.session ?? '')
        client.sessions.delete(session)
        reply(null)
        this.#relay(client, { type: 'disconnect', i: user, m: { session } })
        return
      }
      default:
        if (id) {
          const error = { code: -32601, message: `The local Content Lake does not implement ${method}` }
          client.socket.send(JSON.stringify({ jsonrpc: '2.0', id, error }))
        }
    }
  }

  #relay(from: Client, event: PresenceEvent): void {
    for (const client of this.#clients) {
      if (client === from || !client.subscription) continue
      const message = { method: 'presence_subscription', params: { subscription: client.subscription, result: event } }
      client.socket.send(JSON.stringify({ jsonrpc: '2.0', ...message }))
    }
  }

  #leave(client: Client): void {
    this.#clients.delete(client)
    // A tab closed without saying goodbye: the others drop its avatar now, not at a timeout.
    for (const session of client.sessions) {
      this.#relay(client, { type: 'disconnect', i: client.editor?.id ?? this.options.user.id, m: { session } })
    }
  }

  /** An editor that has used presence since the lake started, for `GET /users/{ids}`. */
  editor(id: string): Editor | undefined {
    return this.#editors.get(id)
  }
}
