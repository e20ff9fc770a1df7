'use client'

import { useState } from 'react'
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'
import type { SubmitResult } from '@/lib/leads/submit'
import { useBotCheck } from './useBotCheck'
import { useCaptcha } from './CaptchaProvider'

/**
 * What every lead form does around its fields (docs/behaviour.md, "Forms"): its schema checks the
 * fields here (the server checks them again with the same schema); an invalid submit moves focus to
 * the first invalid field; a valid one runs the form's reCAPTCHA action, is posted by `send` with
 * the bot check's headers, and either calls `onAccepted` with the lead's reference or sets `failed`,
 * which the form shows. The form puts `onFormFocus` on itself and renders `<BotTrap ref={trapRef}>`.
 */
export function useLeadForm<Values extends FieldValues>({
  captchaAction,
  send,
  onAccepted,
  ...options
}: UseFormProps<Values> & {
  captchaAction: string
  send: (fields: Values, token: string, headers: Record<string, string>) => Promise<SubmitResult>
  onAccepted: (reference: string | null) => void
}) {
  const getToken = useCaptcha()
  const botCheck = useBotCheck()
  const [failed, setFailed] = useState(false)
  const form = useForm<Values>({ shouldFocusError: false, ...options })
  const onSubmit = form.handleSubmit(
    async (fields) => {
      setFailed(false)
      let result: SubmitResult
      try {
        const [token, headers] = await Promise.all([getToken(captchaAction), botCheck.headers()])
        result = await send(fields, token, headers)
      } catch {
        result = { ok: false }
      }
      if (result.ok) onAccepted(result.reference)
      else setFailed(true)
    },
    // The submit event's target is the form itself.
    (_errors, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  )
  return { ...form, onSubmit, failed, onFormFocus: botCheck.onFocus, trapRef: botCheck.trapRef }
}

/** Where a visitor lands after a flight request or questionnaire: thanks, with the lead's reference. */
export const thanksPath = (reference: string | null) =>
  reference ? `/thanks?ref=${encodeURIComponent(reference)}` : '/thanks'
