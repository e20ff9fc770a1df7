import type { z } from 'zod'
import { getAttribution } from '@/lib/browser/tracking'
import type { leadPayloadSchema } from './schemas'

export type SubmitResult = { ok: true; reference: string | null } | { ok: false }

/**
 * Posts a lead to the site's CRM endpoint (docs/behaviour.md, "Forms"). The answer is read as plain
 * text: `Success` means stored; anything else — a 4xx, a 5xx, a network error — is a failure the
 * caller may show or, for the newsletter, ignore silently.
 */
type Payload = z.input<typeof leadPayloadSchema>

/**
 * Leads carry the newest campaign record and the session id (docs/behaviour.md, "Tracking"). The
 * newsletter keeps its payload exactly (`type`, `email`, `token`) and goes without.
 */
const withAttribution = (payload: Payload): Payload => {
  if (payload.type === 'subscribe') return payload
  const attribution = getAttribution()
  return attribution ? { ...payload, attribution } : payload
}

/** `headers` are the form's bot check (components/useBotCheck.ts). */
export async function submitLead(payload: Payload, headers: Record<string, string>): Promise<SubmitResult> {
  try {
    const response = await fetch('/api/crm/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(withAttribution(payload)),
    })
    const text = await response.text()
    if (text !== 'Success') return { ok: false }
    return { ok: true, reference: response.headers.get('X-Lead-Reference') }
  } catch {
    return { ok: false }
  }
}
