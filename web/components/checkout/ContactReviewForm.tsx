'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { getAttribution } from '@/lib/browser/tracking'
import { contactSchema, type ContactForm as Values } from '@/lib/checkout/schemas'
import { submitStep, useFreshBooking, useStepRefusal } from '@/lib/checkout/submit'
import type { ContactDetails } from '@/lib/checkout/types'
import { focusFirstInvalid } from '@/lib/focus-first-invalid'
import { useCaptcha } from '../CaptchaProvider'
import { CheckboxField } from '../CheckboxField'
import { FormField } from '../FormField'
import { PhoneInput } from '../PhoneInput'
import { BillingAddressFields } from './BillingAddressFields'
import formStyles from '../Form.module.css'
import styles from './Checkout.module.css'

type Props = {
  token: string
  version: number
  contact: ContactDetails | null
  /** The public maps key: with one, the billing address offers place suggestions. */
  mapsKey?: string
}

/** The reCAPTCHA v3 action the server expects for a booking (app/api/checkout/[token]/[step]). */
const CAPTCHA_ACTION = 'booking'

/** Step 3: how the agent reaches the traveller, the billing address, and the confirmation. */
export function ContactReviewForm({ token, version, contact, mapsKey }: Props) {
  useFreshBooking(token, version)
  const router = useRouter()
  const getToken = useCaptcha()
  const [failed, setFailed] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(contactSchema),
    shouldFocusError: false,
    defaultValues: {
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      billing: {
        line1: contact?.billing.line1 ?? '',
        line2: contact?.billing.line2 ?? '',
        city: contact?.billing.city ?? '',
        region: contact?.billing.region ?? '',
        postalCode: contact?.billing.postalCode ?? '',
        country: contact?.billing.country ?? 'United States',
      },
      specialRequests: contact?.specialRequests ?? '',
    },
  })
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const refused = useStepRefusal(setError)

  const onSubmit = handleSubmit(
    async (fields, event) => {
      setFailed(null)
      const captcha = await getToken(CAPTCHA_ACTION)
      const attribution = getAttribution()
      const answer = await submitStep(token, 3, { fields, token: captcha, ...(attribution ? { attribution } : {}) })
      if (answer.ok) router.push(answer.next)
      else setFailed(refused(answer, event?.target as HTMLFormElement))
    },
    // The submit event's target is the form itself.
    (_errors, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  )

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={isSubmitting}
      aria-labelledby="booking-contact-title"
    >
      <h2 id="booking-contact-title" className={styles.formTitle}>
        How we reach you
      </h2>
      <div className={formStyles.row}>
        <FormField id="booking-email" label="E-mail" error={errors.email?.message}>
          {(field) => <input {...field} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <FormField id="booking-phone" label="Phone" hint="We call to confirm the fare" error={errors.phone?.message}>
          {(field) => (
            <Controller
              control={control}
              name="phone"
              render={({ field: { value, onChange, onBlur, name, ref } }) => (
                <PhoneInput {...field} ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} />
              )}
            />
          )}
        </FormField>
      </div>

      <BillingAddressFields form={form} mapsKey={mapsKey} />

      <FormField
        id="booking-requests"
        label="Special requests (optional)"
        hint="Meals, wheelchair assistance, seats together, a bassinet…"
        error={errors.specialRequests?.message}
      >
        {(field) => <textarea {...field} rows={3} {...register('specialRequests')} />}
      </FormField>

      <CheckboxField id="booking-consent" error={errors.consent?.message} {...register('consent')}>
        <span>
          I accept the <Link href="/terms-and-conditions">terms and conditions</Link>, the{' '}
          <Link href="/privacy-policy">privacy policy</Link> and the <Link href="/refunds-policy">refund policy</Link>.
        </span>
      </CheckboxField>

      <p className={formStyles.hint}>
        Nothing is charged now. An expert calls you to confirm the fare and seats, then takes payment by phone or a
        secure link. This site never asks for card details.
      </p>
      {failed ? (
        <p className={formStyles.formError} role="alert">
          {failed}
        </p>
      ) : null}
      <div className={styles.stepActions}>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send booking request'}
        </button>
      </div>
    </form>
  )
}
