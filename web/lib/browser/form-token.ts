import { FORM_TOKEN_HEADER, FORM_TRAP_HEADER, type FormTokenAnswer } from '@/lib/leads/bot-check-headers'

/**
 * The browser side of the bot check (README.md, "Bot protection"): a form fetches its signed token
 * when the visitor first focuses it (`prime`), and `headers` hands it over at submit. A person who
 * submits within the server's minimum age (an autofilled newsletter address) is not refused: the
 * submit waits out the rest. Each token carries one submission; the next one fetches another.
 */

type Held = { token: string; notBefore: number; expiresAt: number }

/** Renewed this long before the server would call it expired. */
const EXPIRY_MARGIN_MS = 60_000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function fetchToken(): Promise<Held> {
  const response = await fetch('/api/form-token', { cache: 'no-store' })
  if (!response.ok) throw new Error(`The form token was refused: HTTP ${response.status}`)
  const { token, minAgeMs, maxAgeMs } = (await response.json()) as FormTokenAnswer
  const at = Date.now()
  return { token, notBefore: at + minAgeMs, expiresAt: at + maxAgeMs - EXPIRY_MARGIN_MS }
}

export type FormTokenSource = {
  /** Starts fetching a token if none is held (on focus); never throws. */
  prime: () => void
  /** The bot-check headers for one submission, with `trap` the hidden field's value. */
  headers: (trap: string) => Promise<Record<string, string>>
}

export function formTokenSource(): FormTokenSource {
  let held: Promise<Held> | undefined
  const take = () => {
    held ??= fetchToken()
    const taking = held
    // A failed fetch is forgotten, so the next focus or submit asks again.
    taking.catch(() => {
      if (held === taking) held = undefined
    })
    return taking
  }
  return {
    prime: () => void take().catch(() => {}),
    headers: async (trap) => {
      let token = await take()
      if (Date.now() > token.expiresAt) {
        held = undefined
        token = await take()
      }
      held = undefined
      await wait(token.notBefore - Date.now())
      return { [FORM_TOKEN_HEADER]: token.token, ...(trap ? { [FORM_TRAP_HEADER]: trap } : {}) }
    },
  }
}
