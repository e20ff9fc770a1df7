import 'server-only'
import { env } from './env.ts'

/**
 * The site's clock. Everything that depends on the date (whether a deal can be booked, when a
 * booking expires, how old a passenger is on the departure day) asks here, so tests and demos
 * move time by configuration (`SITE_CLOCK`) rather than by waiting. Unset, it is the real time.
 */
export function now(): Date {
  return env.SITE_CLOCK
    ? new Date(env.SITE_CLOCK.length === 10 ? `${env.SITE_CLOCK}T12:00:00Z` : env.SITE_CLOCK)
    : new Date()
}

/** Today as a calendar day (`YYYY-MM-DD`, UTC), as content and forms write dates. */
export const today = (at: Date = now()): string => at.toISOString().slice(0, 10)
