'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState, type ReactNode, type RefObject } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { submitStep, useFreshBooking, useStepRefusal } from '@/lib/checkout/submit'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'
import { BotTrap } from '../BotTrap'
import { useBotCheck } from '../useBotCheck'
import { ScriptedForm } from '../ScriptedForm'
import formStyles from '../Form.module.css'
import styles from './Checkout.module.css'

/** The checkout's schemas, fetched on demand: see `loadSchema` below. */
export const loadCheckoutSchemas = () => import('@/lib/checkout/schemas')

type StepOptions<Input extends FieldValues, Output> = {
  token: string
  /** The booking's revision the page was rendered from. */
  version: number
  step: 1 | 2 | 3
  /**
   * Loads the step's schema (lib/checkout/schemas.ts). zod is most of a form's code, so it is
   * fetched when the visitor reaches for the form, not with the page (docs/performance.md);
   * keep the function's identity stable (useCallback), or the schema is loaded again.
   */
  loadSchema: () => Promise<z.ZodType<Output, Input>>
  defaultValues: DefaultValues<Input>
  /** The body to send for the validated fields (default `{ fields }`); `version` is added to it. */
  body?: (fields: Output) => Promise<object>
}

/**
 * One checkout step's form state: validated in the browser with the step's schema, then saved
 * on the server, which answers with the next step, the fields it refuses, or where the booking
 * really is. Focus goes to the first invalid field either way. Step 3, which confirms the booking
 * (a lead), carries the bot check every lead form does (README.md, "Bot protection").
 */
export function useCheckoutStep<Input extends FieldValues, Output>({
  token,
  version,
  step,
  loadSchema,
  defaultValues,
  body = async (fields) => ({ fields }),
}: StepOptions<Input, Output>) {
  useFreshBooking(token, version)
  const router = useRouter()
  const [failed, setFailed] = useState<string | null>(null)
  const botCheck = useBotCheck(step === 3)
  const loadResolver = useMemo(() => {
    let loaded: Promise<Resolver<Input, unknown, Output>> | undefined
    return () => {
      loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([{ zodResolver }, schema]) => zodResolver(schema as never) as never,
      )
      const loading = loaded
      // A failed download (a dropped connection) is tried again at the next focus or submit.
      loading.catch(() => {
        if (loaded === loading) loaded = undefined
      })
      return loading
    }
  }, [loadSchema])
  const form = useForm<Input, unknown, Output>({
    resolver: async (values, context, options) => (await loadResolver())(values, context, options),
    shouldFocusError: false,
    defaultValues,
  })
  const refused = useStepRefusal(form.setError)
  const onSubmit = form.handleSubmit(
    async (fields, event) => {
      setFailed(null)
      // With the revision the step was rendered from: a step written for a booking changed since
      // (in another tab) is refused as such (app/api/checkout/[token]/[step]/route.ts).
      const sent = { ...(await body(fields)), version }
      const answer = await submitStep(token, step, sent, botCheck.headers())
      if (answer.ok) router.push(answer.next)
      // The submit event's target is the form itself.
      else setFailed(refused(answer, event?.target as HTMLFormElement))
    },
    (_errors, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  )
  // Typing starts the download, so a submit rarely waits for it.
  const onFocus = () => {
    botCheck.onFocus()
    void loadResolver().catch(() => undefined)
  }
  return { form, onSubmit, onFocus, failed, trapRef: step === 3 ? botCheck.trapRef : undefined }
}

type Props = {
  onSubmit: ReturnType<typeof useCheckoutStep>['onSubmit']
  onFocus: ReturnType<typeof useCheckoutStep>['onFocus']
  failed: string | null
  /** The bot check's hidden field, on the step that confirms the booking. */
  trapRef?: RefObject<HTMLInputElement | null>
  submitting: boolean
  /** The primary button's label, and its label while the step is saved. */
  submitLabel: string
  busyLabel?: string
  labelledBy: string
  children: ReactNode
}

/** A checkout step's form: its fields, the error the server gave for the whole step, one primary button. */
export function StepForm({
  onSubmit,
  onFocus,
  failed,
  trapRef,
  submitting,
  submitLabel,
  busyLabel = 'Saving…',
  labelledBy,
  children,
}: Props) {
  return (
    <ScriptedForm
      className={formStyles.form}
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-busy={submitting}
      aria-labelledby={labelledBy}
    >
      {trapRef ? <BotTrap ref={trapRef} /> : null}
      {children}
      {failed ? (
        <p className={formStyles.formError} role="alert">
          {failed}
        </p>
      ) : null}
      <div className={styles.stepActions}>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </button>
      </div>
    </ScriptedForm>
  )
}
