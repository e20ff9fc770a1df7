'use client'

import { Controller } from 'react-hook-form'
import { getAttribution } from '@/lib/browser/tracking'
import type { ContactDetails } from '@/lib/checkout/types'
import { CheckboxField } from '../CheckboxField'
import { FormField } from '../FormField'
import { Link } from '../Link'
import { PhoneInput } from '../PhoneInput'
import { BillingAddressFields } from './BillingAddressFields'
import { loadCheckoutSchemas, StepForm, useCheckoutStep } from './StepForm'
import formStyles from '../Form.module.css'
import styles from './Checkout.module.css'

type Props = {
  token: string
  version: number
  contact: ContactDetails | null
  /** Whether the site can suggest billing addresses (a Places key is configured, lib/checkout/places.ts). */
  addressSuggestions: boolean
}

const loadContactSchema = async () => (await loadCheckoutSchemas()).contactSchema

/** Step 3: how the agent reaches the traveller, the billing address, and the confirmation. */
export function ContactReviewForm({ token, version, contact, addressSuggestions }: Props) {
  const { form, onSubmit, onFocus, failed, trapRef } = useCheckoutStep({
    token,
    version,
    step: 3,
    loadSchema: loadContactSchema,
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
    body: async (fields) => {
      const attribution = getAttribution()
      // No captcha: the booking's page loads no third party (docs/privacy.md, "The booking link").
      return { fields, ...(attribution ? { attribution } : {}) }
    },
  })
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form

  return (
    <StepForm
      onSubmit={onSubmit}
      onFocus={onFocus}
      failed={failed}
      trapRef={trapRef}
      submitting={isSubmitting}
      submitLabel="Send booking request"
      busyLabel="Sending…"
      labelledBy="booking-contact-title"
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

      <BillingAddressFields form={form} token={token} suggestions={addressSuggestions} />

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
    </StepForm>
  )
}
