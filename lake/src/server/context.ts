import type { ListenerHub } from '../data/listeners.ts'
import type { LiveHub } from '../data/live-feed.ts'
import type { LocalUser } from '../identity.ts'
import type { Lake } from '../lake.ts'
import type { PresenceHub } from '../presence.ts'
import type { KeyValueStore } from '../project/keyvalue.ts'
import type { Auth } from './auth.ts'
import type { Request, Response } from './http.ts'

export type LakeContext = {
  lake: Lake
  auth: Auth
  /** The Studio sessions connected for presence, and who each is. */
  presence: Pick<PresenceHub, 'editor'>
  listeners: ListenerHub
  live: LiveHub
  keyValue: KeyValueStore
  user: LocalUser
  /** The one browser origin CORS admits (`handleCors`). */
  studioOrigin: string
  /** Open SSE responses, ended on shutdown. */
  streams: Set<Response>
}

/** What a route handler gets. `params` are the route pattern's captures, decoded. */
export type RouteInput = {
  req: Request
  res: Response
  url: URL
  params: string[]
  apiVersion: string
  ctx: LakeContext
}
