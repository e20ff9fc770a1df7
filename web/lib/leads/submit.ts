import type { z } from 'zod'
import type { leadPayloadSchema } from './schemas'

export type SubmitResult = { ok: true; reference: string | null } | { ok: false }

/**
 * Posts a lead to the site's CRM endpoint (SPEC.md §7). The answer is read as plain text:
 * `Success` means stored; anything else — a 4xx, a 5xx, a network error — is a failure the
 * caller may show or, for the newsletter, ignore silently.
 */
export async function submitLead(payload: z.input<typeof leadPayloadSchema>): Promise<SubmitResult> {
  try {
    const response = await fetch('/api/crm/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    const text = await response.text()
    if (text !== 'Success') return { ok: false }
    return { ok: true, reference: response.headers.get('X-Lead-Reference') }
  } catch {
    return { ok: false }
  }
}
