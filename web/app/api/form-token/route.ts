import { jsonResponse } from '@/lib/http'
import { issueFormToken } from '@/lib/leads/bot-check'
import { failureReason } from '@/lib/failure'

/**
 * GET /api/form-token: the signed token a lead form fetches when the visitor first focuses it and
 * sends with the lead (README.md, "Bot protection"), with the ages the server accepts it at. Never
 * cached: each one is new. It costs an HMAC and no write.
 */

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  try {
    return jsonResponse(200, await issueFormToken())
  } catch (error) {
    console.error(`[leads] issuing a form token failed: ${failureReason(error)}`)
    return jsonResponse(503, { error: 'unavailable', message: 'Please try again in a moment' })
  }
}
