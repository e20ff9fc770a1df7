'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'

/**
 * The browser side of `POST /api/checkout/{token}/{step}`: sends a step, then moves on, shows
 * the server's field errors next to the fields, or follows the server to where the booking
 * really is (confirmed, expired, a step not done yet).
 */

export type StepIssue = { path: string; message: string }
export type StepAnswer =
  | { ok: true; next: string; version?: number }
  | { ok: false; status: number; message: string; issues: StepIssue[]; next?: string }

/** The newest saved version of each booking this tab has seen (see useFreshBooking). */
const latest = new Map<string, number>()

/** `headers` carry the bot check on step 3 (components/useBotCheck.ts); failing to get them fails the step. */
export async function submitStep(
  token: string,
  step: 1 | 2 | 3,
  body: unknown,
  headers: Promise<Record<string, string>> = Promise.resolve({}),
): Promise<StepAnswer> {
  try {
    const response = await fetch(`/api/checkout/${token}/${step}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await headers) },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => ({}))) as Partial<{
      next: string
      version: number
      message: string
      issues: StepIssue[]
    }>
    if (response.ok && answer.next) {
      if (typeof answer.version === 'number') latest.set(token, answer.version)
      return { ok: true, next: answer.next, version: answer.version }
    }
    return {
      ok: false,
      status: response.status,
      message: answer.message ?? 'Your booking could not be saved',
      issues: answer.issues ?? [],
      next: answer.next,
    }
  } catch {
    return { ok: false, status: 0, message: 'Your booking could not be saved: check your connection', issues: [] }
  }
}

/**
 * What a form does with a refused step: field errors go next to their fields (focus to the
 * first); a booking that moved on elsewhere (confirmed, expired, an earlier step to redo) is
 * shown as it now is; anything else is the form's general error, returned for display.
 */
export function useStepRefusal<T extends FieldValues>(setError: UseFormSetError<T>) {
  const router = useRouter()
  return (answer: Extract<StepAnswer, { ok: false }>, form: HTMLFormElement | null): string | null => {
    if (answer.status === 400 && answer.issues.length > 0) {
      // The first message for each field, as the form's own validation shows it.
      const seen = new Set<string>()
      for (const issue of answer.issues) {
        const path = issue.path.replace(/^fields\./, '')
        if (seen.has(path)) continue
        seen.add(path)
        setError(path as Path<T>, { type: 'server', message: issue.message })
      }
      focusFirstInvalid(form)
      return null
    }
    if (answer.status === 410 && answer.next) {
      // A full load: the expired page is answered with its own status.
      window.location.assign(answer.next)
      return null
    }
    if (answer.status === 409 && answer.next) {
      router.push(answer.next)
      router.refresh()
      return null
    }
    return answer.status === 429
      ? 'Too many attempts in a short time: please wait a minute and try again, or call us.'
      : `${answer.message}. Please try again, or call us and quote your booking reference.`
  }
}

/**
 * Back and forward restore a step from the browser's page cache, which may predate what was
 * saved since: a step rendered from an older version of the booking asks the server again.
 */
export function useFreshBooking(token: string, version: number) {
  const router = useRouter()
  useEffect(() => {
    const known = latest.get(token)
    if (known !== undefined && known > version) router.refresh()
    else latest.set(token, version)
  }, [router, token, version])
}
